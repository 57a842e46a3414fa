import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** An outlined section of a page with its heading (the section is named by it), and actions beside the heading if any. */
export function PanelSection({ title, id, actions, children }: { title: string; id: string; actions?: ReactNode; children: ReactNode }) {
  const heading = (
    <Typography id={id} variant="h6" component="h2" sx={actions ? undefined : { mb: 1.5 }}>
      {title}
    </Typography>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      {actions ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
          {heading}
          {actions}
        </Stack>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
