import Box from '@mui/material/Box';

/**
 * Loading shapes of the campaign and scorecard screens. Plain boxes rather than MUI's Skeleton: a MUI module that
 * enough lazy pages import joins the core chunk every public page loads (client/vite.config.ts,
 * `minShareCount`), and these three screens tipped Skeleton over it (npm run budget: /reset-password
 * +0.8 KB).
 */
const shape = { borderRadius: 1, bgcolor: 'action.hover' } as const;

export function Loading({ height, label }: { height: number; label: string }) {
  return <Box role="status" aria-label={label} sx={{ ...shape, height }} />;
}

export function LoadingShape({ height }: { height: number }) {
  return <Box aria-hidden sx={{ ...shape, height }} />;
}
