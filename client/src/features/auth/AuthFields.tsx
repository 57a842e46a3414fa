import { useCallback, useState, type RefObject } from 'react';
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

/**
 * The email a form posted to the gateway comes back with (gateway/src/http/account-forms.ts), put
 * back in the form's email field once the page runs, unless something has been typed there since:
 * the field is drawn again with it as its first value (`key` and `defaultValue` of EmailField).
 */
export function useReturnedEmail(form: RefObject<HTMLFormElement | null>) {
  const [email, setEmail] = useState<string>();
  const putBack = useCallback(
    (value: string | null) => {
      const field = form.current?.elements.namedItem('email');
      if (value && field instanceof HTMLInputElement && !field.value) setEmail(value);
    },
    [form],
  );
  return { key: email === undefined ? 'typed' : 'returned', defaultValue: email, putBack };
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
