import { useId, useState, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
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
 */
export function CollapsibleFilters({ activeCount = 0, children }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <Box>
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
      <Collapse in={open} id={id}>
        <Box sx={{ pt: 2 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
