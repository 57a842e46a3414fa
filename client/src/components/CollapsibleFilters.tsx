import { useId, useState, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TuneIcon from '@mui/icons-material/Tune';
import { useMediaMatch } from './useMediaMatch';

interface Props {
  /** How many filters differ from their defaults (shown on the button while collapsed). */
  activeCount?: number;
  children: ReactNode;
}

/**
 * Filters of a long list (issue #14, phone layout): inline on wider screens; on a phone they fold
 * behind a Filters button so the list starts near the top, and the button says how many are set.
 */
export function CollapsibleFilters({ activeCount = 0, children }: Props) {
  const theme = useTheme();
  const phone = useMediaMatch(theme.breakpoints.down('sm').replace(/^@media\s*/, ''));
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = (
    <Button
      variant="outlined"
      size="small"
      startIcon={
        <Badge badgeContent={activeCount} color="secondary" invisible={open || activeCount === 0}>
          <TuneIcon />
        </Badge>
      }
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen((o) => !o)}
    >
      {open ? 'Hide filters' : activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
    </Button>
  );
  // One tree for every state, so the filters never remount when the screen becomes known (a
  // remount after hydrating re-registered MUI's ToggleButtonGroup buttons, each registration a
  // synchronous re-render: the longest task on the stories list on a phone, ~60 ms at 4x CPU).
  // Drawn on the server, and while hydrating what it drew, the screen is not known: CSS shows one
  // form (the closed button on a phone, the filters elsewhere). Then on a phone the button shows
  // and hides the filters; elsewhere the filters are inline and there is no button.
  const filtersDisplay = phone === undefined ? { xs: 'none', sm: 'block' } : !phone || open ? 'block' : 'none';
  return (
    // One box in the row (the parent's spacing applies to it), with the button and the filters.
    <Box>
      <Box sx={{ display: phone === undefined ? { xs: 'block', sm: 'none' } : phone ? 'block' : 'none' }}>{button}</Box>
      <Box id={id} sx={{ display: filtersDisplay, pt: phone ? 2 : 0 }}>
        {children}
      </Box>
    </Box>
  );
}
