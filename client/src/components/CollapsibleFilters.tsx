import { useId, useState, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TuneIcon from '@mui/icons-material/Tune';

interface Props {
  /** How many filters differ from their defaults (shown on the button while collapsed). */
  activeCount?: number;
  children: ReactNode;
}

/**
 * Filters of a long list (issue #14, phone layout): inline on wider screens; on a phone they fold
 * behind a Filters button so the list starts near the top, and the button says how many are set.
 *
 * Which of the two is shown is CSS alone (the sm breakpoint), and the filters are always the same
 * elements in the same place: a page drawn by the gateway (which cannot know the screen) hydrates
 * as drawn, and nothing is mounted afresh once the screen is known — a search typed meanwhile
 * stays. From sm up the fold's own wrappers take no part in the layout (display: contents).
 */
export function CollapsibleFilters({ activeCount = 0, children }: Props) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const id = useId();
  const inline = { display: 'contents', height: 'auto !important', visibility: 'visible !important' } as const;
  return (
    // A box of its own on every screen, so the row it sits in spaces it like any other item.
    <Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
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
      </Box>
      <Collapse
        in={open}
        id={id}
        sx={{ [theme.breakpoints.up('sm')]: { ...inline, '& .MuiCollapse-wrapper, & .MuiCollapse-wrapperInner': inline } }}
      >
        <Box sx={{ pt: { xs: 2, sm: 0 }, display: { sm: 'contents' } }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
