import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { searchPath } from './search-kinds';
import { SearchField } from './SearchField';

const INPUT_ID = 'top-bar-search';

/** Typing `/` here types a slash: the shortcut is for the rest of the page. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || !!el.closest?.('[role="textbox"], [role="combobox"], [role="searchbox"]');
}

/**
 * The top bar's search (issue #57): a labelled search field, Enter opens /search?q=…, `/` from
 * anywhere on the page focuses it. From the sm breakpoint up the field is always there; on a
 * phone the bar has no room for it, so a Search button unfolds it over the bar (Escape or Close
 * folds it again and gives the focus back to the button).
 */
export function TopBarSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(current);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  // The field shows the search the results page is showing, and is emptied elsewhere.
  useEffect(() => setValue(current), [current]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isTyping(e.target)) return;
      e.preventDefault();
      setOpen(true);
      // After the phone's field has unfolded (a render later).
      requestAnimationFrame(() => input.current?.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    // Once the button is shown again (a render later).
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    if (!q) return;
    setOpen(false);
    input.current?.blur();
    navigate(searchPath(q));
  };

  return (
    <>
      <IconButton
        ref={opener}
        aria-label="Search"
        aria-controls={INPUT_ID}
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
        sx={{ display: { xs: open ? 'none' : 'inline-flex', sm: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <Box
        component="form"
        role="search"
        aria-label="Site search"
        onSubmit={submit}
        sx={{
          display: { xs: open ? 'flex' : 'none', sm: 'flex' },
          alignItems: 'center',
          // On a phone: over the whole bar; from sm: a field in the bar.
          position: { xs: 'absolute', sm: 'static' },
          inset: { xs: 0, sm: 'auto' },
          zIndex: 1,
          px: { xs: 1, sm: 0 },
          bgcolor: 'background.paper',
          flex: { sm: '0 1 340px' },
          minWidth: 0,
        }}
      >
        <SearchField
          id={INPUT_ID}
          inputRef={input}
          label="Search stories, articles, commentary and key votes"
          value={value}
          onChange={setValue}
          onEscape={open ? close : undefined}
          shortcut
        />
        <IconButton aria-label="Close search" onClick={close} sx={{ display: { xs: 'inline-flex', sm: 'none' }, ml: 0.5 }}>
          <CloseIcon />
        </IconButton>
      </Box>
    </>
  );
}
