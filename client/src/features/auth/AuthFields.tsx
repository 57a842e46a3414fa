import { useEffect, useState, type RefObject } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '../../components/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/**
 * The auth forms' fields: required, full width, with the field's validation message (or a hint
 * when there is none) underneath. They are the form's own (uncontrolled, by `name`): read from the
 * form when it is submitted, and what was typed before the page hydrated stays in them (React
 * leaves an uncontrolled field's value as it finds it), so nothing typed is lost or copied.
 */
export type AuthFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText' | 'name'> & {
  name: string;
  /** The validation message; marks the field invalid when set. */
  errorText?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
};

function fieldProps({ errorText, hint, ...rest }: AuthFieldProps): TextFieldProps {
  return {
    required: true,
    fullWidth: true,
    ...rest,
    error: Boolean(errorText),
    helperText: errorText ?? hint,
  };
}

/** What the form's field `name` holds now ('' before the form is drawn). */
export function formValue(form: RefObject<HTMLFormElement | null>, name: string): string {
  const value = form.current ? new FormData(form.current).get(name) : null;
  return typeof value === 'string' ? value : '';
}

/**
 * What the form posted to the gateway before the page's code had arrived came back with
 * (gateway/src/http/account-forms.ts: the outcome in the address's fragment, under one of `keys`):
 * read once as the page opens at `path`, cleared from the address so a reload does not say it
 * again, and handed to `onOutcome`. The email it brings is put back in the form's email field unless
 * something was typed there since: the field is drawn again with it as its first value (pass the
 * returned `key` and `defaultValue` to EmailField).
 */
export function usePostedOutcome(form: RefObject<HTMLFormElement | null>, path: string, keys: readonly string[], onOutcome: (posted: URLSearchParams) => void) {
  const [email, setEmail] = useState<string>();
  useEffect(() => {
    const posted = new URLSearchParams(window.location.pathname === path ? window.location.hash.slice(1) : '');
    if (!keys.some((key) => posted.has(key))) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    const returned = posted.get('email');
    if (returned && !formValue(form, 'email')) setEmail(returned);
    onOutcome(posted);
    // Once, as the page opens.
  }, []);
  return { key: email === undefined ? 'typed' : 'returned', defaultValue: email };
}

export function EmailField(props: Omit<AuthFieldProps, 'label'>) {
  return <TextField label="Email" type="email" autoComplete="email" {...fieldProps(props)} />;
}

/** A password input with a show/hide button. */
export function PasswordField(props: AuthFieldProps) {
  const [shown, setShown] = useState(false);
  const name = String(props.label ?? 'password').toLowerCase();
  return (
    <TextField
      {...fieldProps(props)}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={shown ? `Hide ${name}` : `Show ${name}`} aria-pressed={shown} onClick={() => setShown((s) => !s)} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
