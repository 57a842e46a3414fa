import { useState, type ChangeEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '../../components/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTypedBeforeHydration } from '../../components/typed-before-hydration';

/**
 * The auth forms' fields: required, full width, with the field's validation message (or a hint
 * when there is none) underneath. Either the form's own (uncontrolled: `name`, read from the form
 * when it is submitted, and kept as typed through hydration) or controlled by a string.
 */
export type AuthFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  value?: string;
  onValueChange?: (value: string) => void;
  /** The validation message; marks the field invalid when set. */
  errorText?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
};

function fieldProps({ value, onValueChange, errorText, hint, ...rest }: AuthFieldProps): TextFieldProps {
  return {
    required: true,
    fullWidth: true,
    ...rest,
    ...(onValueChange ? { value, onChange: (e: ChangeEvent<HTMLInputElement>) => onValueChange(e.target.value) } : {}),
    error: Boolean(errorText),
    helperText: errorText ?? hint,
  };
}

/** An uncontrolled field keeps what was typed itself. */
const ignore = () => undefined;

export function EmailField(props: Omit<AuthFieldProps, 'label'>) {
  const inputRef = useTypedBeforeHydration(props.onValueChange ?? ignore);
  return <TextField label="Email" type="email" autoComplete="email" {...fieldProps(props)} inputRef={inputRef} />;
}

/** A password input with a show/hide button. */
export function PasswordField(props: AuthFieldProps) {
  const [shown, setShown] = useState(false);
  const inputRef = useTypedBeforeHydration(props.onValueChange ?? ignore);
  const name = String(props.label ?? 'password').toLowerCase();
  return (
    <TextField
      {...fieldProps(props)}
      inputRef={inputRef}
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
