import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useSession } from '../../app/session';
import { CreateFab } from '../../components/CreateFab';
import { Page } from '../../components/Page';
import { MESSAGES } from '../../errors/messages';
import { MyRepresentativesPanel } from '../representative/MyRepresentativesPanel';
import { RecentUpdates } from '../content/RecentUpdates';
import { KeyVotesPanel } from './KeyVotesPanel';

/**
 * SPEC §2.3 Dashboard (/dashboard). The connection-issue banner is the main layout's
 * ConnectionBanner (health polled every 30 s), shown above this page like on every screen.
 */
export default function DashboardPage() {
  const { user } = useSession();

  if (!user) {
    return (
      <Page title="My Dashboard">
        <Alert severity="info">{MESSAGES.DASHBOARD_LOGGED_OUT}</Alert>
      </Page>
    );
  }

  return (
    <Page title="My Dashboard">
      <Stack spacing={3}>
        <RecentUpdates />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
          <MyRepresentativesPanel />
          <KeyVotesPanel />
        </Box>
      </Stack>
      <CreateFab context="dashboard" />
    </Page>
  );
}
