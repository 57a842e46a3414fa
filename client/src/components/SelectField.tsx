import type { ChangeEvent, ReactNode } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import { TextField, type TextFieldProps } from './TextField';

// InputBase renders any element as its input; its type asks for one that takes input props.
const NATIVE_SELECT = 'select' as unknown as OutlinedInputProps['inputComponent'];

export type SelectFieldProps = Omit<TextFieldProps, 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'type' | 'onChange' | 'value' | 'children'> & {
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  /** The `<option>`s. */
  children: ReactNode;
};

/**
 * A native `<select>` in the outlined field's frame (label, helper text, error state): what MUI's
 * NativeSelect draws, without `@mui/material/TextField`, whose `select` mode always brings MUI's
 * Select, Menu, Popover and Modal (~18 KB gzip on the page that shows it). Phones open their own
 * picker, and typing a letter jumps to it.
 */
export function SelectField({ children, onChange, slotProps = {}, ...props }: SelectFieldProps) {
  return (
    <TextField
      {...props}
      onChange={onChange as unknown as TextFieldProps['onChange']}
      slotProps={{
        ...slotProps,
        input: {
          inputComponent: NATIVE_SELECT,
          endAdornment: <ArrowDropDownIcon aria-hidden sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }} />,
          ...slotProps.input,
          sx: { '& select': { appearance: 'none', cursor: 'pointer', paddingRight: '32px' }, ...slotProps.input?.sx },
        },
        htmlInput: { ...slotProps.htmlInput, children },
      }}
    />
  );
}

export default SelectField;
