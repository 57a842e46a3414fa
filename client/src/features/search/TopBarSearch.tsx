import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '../../components/visually-hidden';
import { searchPath } from './search-kinds';

const INPUT_ID = 'top-bar-search';

/** Typing `/` here types a slash: the shortcut is for the rest of the page. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
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
    const onKey = (e: KeyboardEvent) => {
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
          <Box component="label" htmlFor={INPUT_ID} sx={visuallyHidden}>
            Search stories, articles, commentary and key votes
          </Box>
          <InputBase
            inputRef={input}
            id={INPUT_ID}
            type="search"
            name="q"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && open) {
                e.preventDefault();
                close();
              }
            }}
            placeholder="Search"
            inputProps={{ 'aria-keyshortcuts': '/', enterKeyHint: 'search', autoComplete: 'off' }}
            sx={{ flex: 1, minWidth: 0, fontSize: 15 }}
          />
          <Box component="kbd" aria-hidden sx={{ display: { xs: 'none', md: 'inline-block' }, px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 12, color: 'text.secondary', fontFamily: 'inherit' }}>
            /
          </Box>
        </Box>
        <IconButton aria-label="Close search" onClick={close} sx={{ display: { xs: 'inline-flex', sm: 'none' }, ml: 0.5 }}>
          <CloseIcon />
        </IconButton>
      </Box>
    </>
  );
}
