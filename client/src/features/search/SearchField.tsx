import type { ChangeEvent, KeyboardEvent, Ref } from 'react';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * A search input with its label (read by screen readers, not shown), a search icon and, for the
 * top bar, the `/` hint. A plain input styled with the theme: MUI's InputBase would add its weight
 * to every member page's first load (the top bar is on all of them).
 */
export function SearchField({
  id,
  label,
  value,
  onChange,
  onEscape,
  inputRef,
  shortcut = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Escape pressed in the field (the top bar folds away on a phone). */
  onEscape?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Show and announce the `/` shortcut. */
  shortcut?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        minWidth: 0,
        gap: 0.5,
        px: 1,
        height: 40,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` },
      }}
    >
      <SearchIcon fontSize="small" color="action" aria-hidden />
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {label}
      </Box>
      <Box
        component="input"
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Escape' && onEscape) {
            e.preventDefault();
            onEscape();
          }
        }}
        placeholder="Search"
        aria-keyshortcuts={shortcut ? '/' : undefined}
        enterKeyHint="search"
        autoComplete="off"
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 15,
          p: 0,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      {shortcut && (
        <Box
          component="kbd"
          aria-hidden
          sx={{ display: { xs: 'none', md: 'inline-block' }, px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 12, color: 'text.secondary', fontFamily: 'inherit' }}
        >
          /
        </Box>
      )}
    </Box>
  );
}
