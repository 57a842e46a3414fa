import { useRef, useState, useSyncExternalStore } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy } from '../../app/lazy-page';
import type { StaffOnlyRedirectState } from '../../app/guards/RequireStaff';
import { useSession } from '../../app/session';
import { CreateFab } from '../../components/CreateFab';
import { Page } from '../../components/Page';
import { MESSAGES } from '../../errors/messages';
import { MyRepresentativesPanel } from '../representative/MyRepresentativesPanel';
import { RecentUpdates } from '../content/RecentUpdates';
import { useMyStoryInvitesQuery } from '../story/InvitesPanel.generated';
import { useMyAddressQuery } from '../representative/representative.generated';
import { useDashboardFollowedStoriesQuery } from './dashboard.generated';
import { FOLLOWED_STORIES_SHOWN, REPRESENTATIVES_ANCHOR } from './dashboard-constants';
import { FollowedStoriesPanel } from './FollowedStoriesPanel';
import { KeyVotesPanel } from './KeyVotesPanel';
import { welcomeRemembered, WelcomeSpace } from './WelcomeSpace';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { noSubscription, useBrowserSnapshot, useDrawnPage } from '../../components/useHydrated';

// Shown to some members only (new ones; those with pending invitations): loaded when needed, so
// every member's dashboard starts with less JavaScript (npm run budget).
const WelcomePanel = lazy(() => import('./WelcomePanel'));
const MyInvitesPanel = lazy(() => import('../story/MyInvitesPanel'));
const StaffAccessRequest = lazy(() => import('../access-request/StaffAccessRequest'));

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
 * and representatives are a side column beside them, in view without scrolling. When a followed
 * story has news since the last visit, the stories followed come first (issue 58 item 5,
 * newsLayout). The parts are in the page in the order they are seen from lg up (main column, then
 * the side column, then Recent Updates), so the keyboard follows the eye on a desktop.
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

const newsLayout = {
  ...layout,
  gridTemplateAreas: {
    xs: '"followed" "welcome" "invites" "side" "recent"',
    lg: '"followed side" "welcome side" "invites side" "recent side"',
  },
} as const;

/** Whether a followed story has articles added since the member's last visit (the cached answer useFirstLookHold waited for). */
function useHasNews(): boolean {
  const { data } = useDashboardFollowedStoriesQuery({ variables: { limit: FOLLOWED_STORIES_SHOWN }, fetchPolicy: 'cache-only' });
  return (data?.followedStories ?? []).some((s) => s.newArticlesCount > 0);
}

/**
 * True while the page's parts wait for the welcome panel on a member's first look at the dashboard
 * in this browser at this width, when no space is remembered for it (WelcomeSpace.tsx): appearing
 * above parts already drawn, the panel pushed them down — 0.37 of layout shift on a phone
 * (Lighthouse: a member opening their emailed sign-in link on a new phone). The parts wait for its
 * answers (the member's address and followed stories) and, when it will show, its code, fetched
 * from the start. Once the parts are on screen they stay. A page the portal drew is never held
 * (the server's snapshots: it has the answers, and its lazy parts are resolved there).
 */
function useFirstLookHold(userId: string): boolean {
  // Drawn by the portal, the page is never held, and nothing below is read from the browser while
  // it hydrates: a browser value unlike the server's (no space remembered at this width, as on a
  // phone's first visit; the panel's code arriving) made React draw the whole dashboard again at
  // once, twice (useSyncExternalStore renders its changes in one task: 170–490 ms at 4× slowdown).
  const drawn = useDrawnPage();
  const remembered = useBrowserSnapshot(() => drawn || welcomeRemembered(userId), true);
  // Settled: the panel's code has arrived, or could not be fetched (its part then says so).
  const codeReady = useSyncExternalStore(remembered ? noSubscription : WelcomePanel.subscribe, () => remembered || WelcomePanel.settled(), () => true);
  const address = useMyAddressQuery({ fetchPolicy: 'cache-first', skip: remembered });
  // Always asked: whether there is news decides where the followed stories sit (hasNews), so the
  // parts wait for it rather than move once it arrives.
  const followed = useDashboardFollowedStoriesQuery({ variables: { limit: FOLLOWED_STORIES_SHOWN }, fetchPolicy: 'cache-first' });
  const partsShown = useRef(false);
  const answered = (result: { data?: unknown; error?: unknown }) => result.data !== undefined || result.error !== undefined;
  if (partsShown.current || (remembered && answered(followed))) {
    partsShown.current = true;
    return false;
  }
  if (remembered) return true;
  // From the first render: it is small, and the answers take a request too. Once.
  if (!WelcomePanel.settled()) WelcomePanel.prefetch();
  const panelNeeded = !(address.data?.myAddress && (followed.data?.followedStories.length ?? 0) > 0);
  const held = !(answered(address) && answered(followed)) || (panelNeeded && !codeReady);
  if (!held) partsShown.current = true;
  return held;
}

/** The page while its parts wait (useFirstLookHold): one placeholder, replaced whole, so nothing moves. */
function DashboardSkeleton() {
  return (
    <Stack spacing={3} aria-hidden data-testid="dashboard-skeleton">
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** A member sent here from a staff-only page (RequireStaff) is told why, once. */
function StaffOnlyNotice() {
  const location = useLocation();
  const state = location.state as Partial<StaffOnlyRedirectState> | null;
  const [open, setOpen] = useState(state?.notice === 'staff-only');
  if (!open) return null;
  return (
    <>
      <Alert severity="info" role="status" onClose={() => setOpen(false)} sx={{ mb: state?.from ? 1.5 : 3 }}>
        The page you opened{state?.from ? ` (${state.from})` : ''} is for staff members, so you are on your dashboard instead.
      </Alert>
      {state?.from && (
        <LazyPart fallback={null}>
          <StaffAccessRequest page={state.from} />
        </LazyPart>
      )}
    </>
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
  return <MemberDashboard userId={user.id} />;
}

function MemberDashboard({ userId }: { userId: string }) {
  const held = useFirstLookHold(userId);
  return (
    <Page title="My Dashboard" maxWidth={1400}>
      <StaffOnlyNotice />
      {held ? <DashboardSkeleton /> : <DashboardParts />}
      <CreateFab context="dashboard" />
    </Page>
  );
}

function DashboardParts() {
  const news = useHasNews();
  const followed = (
    <Box sx={{ gridArea: 'followed' }}>
      <FollowedStoriesPanel />
    </Box>
  );
  return (
    <Box sx={news ? newsLayout : layout} data-news={news ? 'true' : undefined}>
      {news && followed}
      <Box sx={{ gridArea: 'welcome' }}>
        <LazyPart fallback={<WelcomeSpace />}>
          <WelcomePanel />
        </LazyPart>
      </Box>
      <Box sx={{ gridArea: 'invites' }}>
        <Invitations />
      </Box>
      {!news && followed}
      <Box component="aside" aria-label="Key votes and your representatives" sx={{ gridArea: 'side', display: 'grid', gap: 3 }}>
        {/* The shorter panel first, so both are in view on a laptop screen. */}
        <KeyVotesPanel />
        <Box id={REPRESENTATIVES_ANCHOR} tabIndex={-1} sx={{ scrollMarginTop: 80, outline: 'none', containerType: 'inline-size' }}>
          <MyRepresentativesPanel />
        </Box>
      </Box>
      <Box sx={{ gridArea: 'recent' }}>
        <RecentUpdates />
      </Box>
    </Box>
  );
}
