import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The bell popover's list while it loads: while its bundle arrives, then while its query answers. */
export function BellPanelLoading() {
  return (
    <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label="Loading notifications">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}
