import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './usePageTitle';

interface PageProps {
  /** The page's one h1, also used for the browser tab title. */
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown beside the title (below it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
  maxWidth?: number | string;
}

/** The frame of a signed-in screen: an h1, an optional subtitle and actions, then content. */
export function Page({ title, subtitle, actions, children, maxWidth = 1200 }: PageProps) {
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
      >
        <Box>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Stack direction="row" spacing={1}>{actions}</Stack>}
      </Stack>
      {children}
    </Box>
  );
}
