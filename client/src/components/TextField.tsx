import { forwardRef, useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';

/**
 * MUI's outlined TextField for text, without its `select` mode (issue #12 budget).
 *
 * `@mui/material/TextField` always imports Select, and with it Menu, Popover, Modal, the focus
 * trap and the transitions, about 9 KB gzip that every form would otherwise download. This is the
 * composition MUI documents for TextField (FormControl + InputLabel + OutlinedInput +
 * FormHelperText), with the same props, ids, classes and markup; for a select, ./SelectField.tsx
 * (a native `<select>` in this frame).
 */
export type TextFieldProps = Omit<MuiTextFieldProps, 'select' | 'SelectProps' | 'variant' | 'slots' | 'slotProps' | 'children'> & {
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: OutlinedInputProps['inputProps'];
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
  children?: ReactNode;
};

export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(props, ref) {
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    ...other
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const shrink = slotProps.inputLabel?.shrink;

  return (
    <FormControl
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
      {...(other as object)}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(shrink !== undefined && { notched: shrink })}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});

export default TextField;
