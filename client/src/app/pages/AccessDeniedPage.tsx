import { lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LazyPart } from '../../components/LazyPart';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { TimedRedirect } from '../../components/TimedRedirect';
import { usePageTitle } from '../../components/usePageTitle';
import { useNoFirstData } from '../first-content';
import { useSession } from '../session';

// The request form loads with this page, not in the entry bundle the guards live in.
const RequestAccessForm = lazy(() => import('../../features/access-request/RequestAccessForm').then((m) => ({ default: m.RequestAccessForm })));

export const ACCESS_DENIED_REDIRECT_MS = 5000;

/**
 * Shown on super_admin-only screens to everyone else; goes to /dashboard after 5 seconds (SPEC §2.1,
 * §9) unless the member starts a request for access (issue #15 item 3), which stops the timer.
 */
export function AccessDeniedPage() {
  useNoFirstData();
  usePageTitle('Access denied');
  const { user } = useSession();
  const { pathname } = useLocation();
  const [engaged, setEngaged] = useState(false);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <LockIcon aria-hidden color="error" />
          <Typography variant="h3" component="h1">
            Access Denied
          </Typography>
        </Stack>
        <Typography>
          This area is for super administrators, who manage member roles. Your account
          {user?.email ? ` (${user.email})` : ''} does not have that role.
        </Typography>
        <div>
          <Typography variant="h6" component="h2" gutterBottom>
            How to get access
          </Typography>
          <Typography component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
            <li>Make sure you are signed in with the account your organization registered for you.</li>
            <li>Request access below: a super administrator reviews it and assigns you the role in the Admin Dashboard.</li>
            <li>You are told the outcome here in the portal and by email; a granted role works at once.</li>
          </Typography>
        </div>
        <TimedRedirect to="/dashboard" delayMs={ACCESS_DENIED_REDIRECT_MS} destination="your dashboard" severity="info" stop={engaged} />
        <Divider />
        <LazyPart fallback={null}>
          <RequestAccessForm page={pathname} role="SUPER_ADMIN" onEngage={() => setEngaged(true)} />
        </LazyPart>
      </Stack>
    </Paper>
  );
}
