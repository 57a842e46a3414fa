import { useId, useState, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
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
  // Drawn on the server, and while hydrating what it drew: the screen is not known yet, so both
  // forms are there and CSS shows one (the closed button on a phone, the filters elsewhere).
  if (phone === undefined) {
    return (
      <>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>{button}</Box>
        <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>{children}</Box>
      </>
    );
  }
  if (!phone) return <>{children}</>;
  return (
    <Box>
      {button}
      <Collapse in={open} id={id}>
        <Box sx={{ pt: 2 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
