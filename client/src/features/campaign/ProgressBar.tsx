import Box from '@mui/material/Box';

/** "You've contacted 2 of 3" as a bar: a plain element (MUI's LinearProgress weighs more than the key vote page can carry). */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      sx={{ mt: 0.5, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
    >
      <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 4, transition: 'width 200ms ease-out' }} />
    </Box>
  );
}
