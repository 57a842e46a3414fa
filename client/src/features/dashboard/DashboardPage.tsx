import { lazy, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { StaffOnlyRedirectState } from '../../app/guards/RequireStaff';
import { useSession } from '../../app/session';
import { CreateFab } from '../../components/CreateFab';
import { Page } from '../../components/Page';
import { MESSAGES } from '../../errors/messages';
import { MyRepresentativesPanel } from '../representative/MyRepresentativesPanel';
import { RecentUpdates } from '../content/RecentUpdates';
import { useMyStoryInvitesQuery } from '../story/InvitesPanel.generated';
import { REPRESENTATIVES_ANCHOR } from './dashboard-constants';
import { FollowedStoriesPanel } from './FollowedStoriesPanel';
import { KeyVotesPanel } from './KeyVotesPanel';
import { WelcomeSpace } from './WelcomeSpace';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

// Shown to some members only (new ones; those with pending invitations): loaded when needed, so
// every member's dashboard starts with less JavaScript (npm run budget).
const WelcomePanel = lazy(() => import('./WelcomePanel'));
const MyInvitesPanel = lazy(() => import('../story/MyInvitesPanel'));

/** The invitations panel, once there is something to show in it (or an error to say). */
function Invitations() {
  const { data, error } = useSlicedFirstData(useMyStoryInvitesQuery({ fetchPolicy: 'cache-and-network' }));
  if (!error && !data?.myInvites.length) return null;
  return (
    <LazyPart fallback={null}>
      <MyInvitesPanel />
    </LazyPart>
  );
}

/**
 * Where each part sits (issue #14). On a phone (and up to lg): the welcome, invitations, key votes
 * and my representatives, then the stories followed, then Recent Updates. From lg up key votes
 * and representatives are a side column beside them, in view without scrolling.
 */
const layout = {
  display: 'grid',
  columnGap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px', xl: 'minmax(0, 1fr) 460px' },
  gridTemplateAreas: {
    xs: '"welcome" "invites" "side" "followed" "recent"',
    lg: '"welcome side" "invites side" "followed side" "recent side"',
  },
  // The last row takes the rest, so the side column never stretches the rows above it.
  gridTemplateRows: { lg: 'auto auto auto 1fr' },
  // Spacing by margins rather than row gaps, so empty areas (no welcome, no invitations) leave none.
  '& > *': { mb: 3 },
  '& > :empty': { display: 'none' },
} as const;

/** A member sent here from a staff-only page (RequireStaff) is told why, once. */
function StaffOnlyNotice() {
  const location = useLocation();
  const state = location.state as Partial<StaffOnlyRedirectState> | null;
  const [open, setOpen] = useState(state?.notice === 'staff-only');
  if (!open) return null;
  return (
    <Alert severity="info" role="status" onClose={() => setOpen(false)} sx={{ mb: 3 }}>
      The page you opened{state?.from ? ` (${state.from})` : ''} is for staff members, so you are on your dashboard instead.
    </Alert>
  );
}

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
    <Page title="My Dashboard" maxWidth={1400}>
      <StaffOnlyNotice />
      <Box sx={layout}>
        <Box sx={{ gridArea: 'welcome' }}>
          <LazyPart fallback={<WelcomeSpace />}>
            <WelcomePanel />
          </LazyPart>
        </Box>
        <Box sx={{ gridArea: 'invites' }}>
          <Invitations />
        </Box>
        <Box component="aside" aria-label="Key votes and your representatives" sx={{ gridArea: 'side', display: 'grid', gap: 3 }}>
          {/* The shorter panel first, so both are in view on a laptop screen. */}
          <KeyVotesPanel />
          <Box id={REPRESENTATIVES_ANCHOR} tabIndex={-1} sx={{ scrollMarginTop: 80, outline: 'none', containerType: 'inline-size' }}>
            <MyRepresentativesPanel />
          </Box>
        </Box>
        <Box sx={{ gridArea: 'followed' }}>
          <FollowedStoriesPanel />
        </Box>
        <Box sx={{ gridArea: 'recent' }}>
          <RecentUpdates />
        </Box>
      </Box>
      <CreateFab context="dashboard" />
    </Page>
  );
}
