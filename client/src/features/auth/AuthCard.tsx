import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other account screens. */
  footer?: ReactNode;
}

/** The frame of the account screens (sign in, sign up, password recovery) in the public layout. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4.5 } }}>
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Stack>
        {children}
      </Paper>
      {footer && (
        <Stack spacing={1} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
          {footer}
        </Stack>
      )}
    </Container>
  );
}
