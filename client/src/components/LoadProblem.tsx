import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface WayBack {
  to: string;
  label: string;
}

interface Props {
  /**
   * not-found: the item does not exist or is hidden from the viewer (nothing to retry);
   * failed: it could not be loaded (the network, the server) and trying again may work;
   * not-allowed: it exists but the viewer may not do this here.
   */
  kind: 'not-found' | 'failed' | 'not-allowed';
  /** The SPEC's message where it gives one. */
  message: ReactNode;
  title?: string;
  /** Where this screen naturally leads back to (the list it belongs to). */
  back: WayBack;
  /** For `failed`: asks again. */
  onRetry?: () => void;
  /** Also offer Go Back (SPEC §2.3): the previous page, or the dashboard when this tab has none. */
  goBack?: boolean;
  /** Extra actions before the ways back. */
  actions?: ReactNode;
}

const TITLES = { 'not-found': 'Not found', failed: 'Could not load this page', 'not-allowed': 'Not available to you' } as const;

/**
 * Every error, "not allowed" and not-found state of a screen (issue #14: no dead ends): says which
 * it is, and always offers a way on — try again when trying again can help, back to where the
 * item belongs, and the dashboard.
 */
export function LoadProblem({ kind, message, title = TITLES[kind], back, onRetry, goBack = false, actions }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of this tab has nothing behind it (opened from an email or a bookmark).
  const goBackOrHome = () => (location.key === 'default' ? navigate('/dashboard') : navigate(-1));
  return (
    <Alert severity={kind === 'failed' ? 'error' : kind === 'not-found' ? 'warning' : 'info'} role={kind === 'failed' ? 'alert' : 'status'} sx={{ alignItems: 'flex-start' }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {title}
      </AlertTitle>
      {message}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {kind === 'failed' && onRetry && (
          <Button variant="contained" size="small" onClick={onRetry}>
            Try again
          </Button>
        )}
        {actions}
        {goBack && (
          <Button variant="outlined" size="small" onClick={goBackOrHome}>
            Go Back
          </Button>
        )}
        <Button component={RouterLink} to={back.to} variant={kind === 'failed' && onRetry ? 'outlined' : 'contained'} size="small">
          {back.label}
        </Button>
        {back.to !== '/dashboard' && (
          <Button component={RouterLink} to="/dashboard" size="small">
            Go to your dashboard
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** GraphQL error code of an Apollo error ('NOT_FOUND', 'FORBIDDEN', …), if any. */
export function problemKind(code: string | undefined): 'not-found' | 'failed' | 'not-allowed' {
  if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return 'not-found';
  if (code === 'FORBIDDEN') return 'not-allowed';
  return 'failed';
}
