import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTheme } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { PageLoader } from '../../components/PageLoader';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useMediaMatch } from '../../components/useMediaMatch';
import { lazy } from '../lazy-page';
import { useToast } from '../../components/toasts';
import { brand } from '../brand';
import { LazyPart } from '../../components/LazyPart';
import { OverlayPart } from '../../components/OverlayPart';
import { PartErrorBoundary } from '../../components/PartErrorBoundary';
import { PageReady } from '../../components/Ready';
import { useCacheFirstUntilHydrated } from '../useCacheFirstUntilHydrated';
import { ConnectionBanner } from '../ConnectionBanner';
import { RolesBanner } from '../RolesBanner';
// The access-request outcome notice (issue #15) loads beside the page, not in the entry bundle.
const AccessRequestNotice = lazy(() => import('../../features/access-request/AccessRequestNotice'));
import { useSession } from '../session';
import { BrandMark } from './BrandMark';
import { FirstContentScope, useFirstContentShown, useOneAtATime } from '../first-content';
import { Sidebar } from './Sidebar';
import { TopBarSearch } from '../../features/search/TopBarSearch';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { visuallyHidden } from '../../components/visually-hidden';

// Loaded beside the page, not before it: the top bar's invitations are not needed for first paint
// (and their popover would add ~16 KB gzip to every route's initial JavaScript).
const InvitesMenu = lazy(() => import('../../features/story/InvitesMenu'));
// The bell (issue #16) the same way; its placeholder keeps the top bar from shifting when it arrives.
const NotificationsMenu = lazy(() => import('../../features/notification/NotificationsMenu'));

// The phone's slide-in navigation (MUI's Drawer with its Modal) the same way, or when first opened.
const NavDrawer = lazy(() => import('./NavDrawer'));

// Web push (issue #59): a device with notifications granted sends its subscription again once the
// page has drawn; its code loads only on such a device (features/push/PushKeeper.tsx).
const PushKeeper = lazy(() => import('../../features/push/PushKeeper'));
const pushGranted = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';

// The frame's extras, mounted one at a time once their code is there (the drawer on phones only).
const DESKTOP_EXTRAS = [InvitesMenu, NotificationsMenu];
const PHONE_EXTRAS = [InvitesMenu, NotificationsMenu, NavDrawer];

/** The top bar's extras load once the page has drawn its first data, or after this long. */
const EXTRAS_MAX_WAIT_MS = 1500;
/** The bell's place in the top bar while it loads, so nothing moves when it arrives. */
const BellSpace = () => <Box sx={{ width: 40, height: 40 }} />;

export const SIDEBAR_WIDTH = 268;
const DRAWER_ID = 'main-navigation-drawer';

/**
 * The members' frame (SPEC §2.2): a permanent sidebar from the md breakpoint up, a slide-in
 * drawer below it opened from the top bar; the top bar shows who is signed in.
 */
export function MainLayout() {
  const theme = useTheme();
  // Unknown (undefined) while the server draws the page and while it hydrates: both the phone's and
  // the desktop's parts are then drawn, and CSS shows the right ones.
  const isDesktop = useMediaMatch(theme.breakpoints.up('md').replace(/^@media\s*/, ''));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user, signOut } = useSession();
  const extrasReady = useFirstContentShown(EXTRAS_MAX_WAIT_MS);
  const extrasMounted = useOneAtATime(extrasReady, isDesktop === false ? PHONE_EXTRAS : DESKTOP_EXTRAS);
  // Mounted once the page has drawn its first data or the menu button was used, then for good.
  const drawerUsed = useOpenedOnce(drawerOpen);
  const navigate = useNavigate();
  const toast = useToast();
  const endCacheFirst = useCacheFirstUntilHydrated();
  // The top bar's lazily loaded parts that could not be fetched (offline) are tried again on the
  // next page the member opens; until then the bar does without them.
  const { pathname } = useLocation();

  const handleSignOut = async (scope: 'local' | 'global') => {
    try {
      await signOut(scope);
      navigate('/');
    } catch (error) {
      toast({ title: 'Could not sign out', description: error instanceof Error ? error.message : undefined, status: 'error' });
    }
  };
  const sidebar = <Sidebar onNavigate={() => setDrawerOpen(false)} onSignOut={(scope) => void handleSignOut(scope)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        sx={{
          width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` },
          ml: { md: `${SIDEBAR_WIDTH}px` },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {isDesktop !== true && (
            <Box sx={{ display: isDesktop === undefined ? { xs: 'contents', md: 'none' } : 'contents' }}>
              <IconButton
                edge="start"
                aria-label="Open navigation menu"
                aria-controls={DRAWER_ID}
                aria-expanded={drawerOpen}
                onPointerEnter={NavDrawer.prefetch}
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <Box
                component={RouterLink}
                to="/"
                aria-label={`${brand.productName} home`}
                sx={{ textDecoration: 'none', minWidth: 0, borderRadius: 1, '& .brand-text': { display: { xs: user ? 'none' : 'block', sm: 'block' } } }}
              >
                <BrandMark compact />
              </Box>
            </Box>
          )}
          {user && <TopBarSearch />}
          <Box sx={{ flexGrow: 1 }} />
          {user && extrasMounted >= 1 && (
            <PartErrorBoundary fallback={null} retryKey={pathname}>
              <Suspense fallback={null}>
                <InvitesMenu />
              </Suspense>
            </PartErrorBoundary>
          )}
          {user &&
            (extrasMounted >= 2 ? (
              <PartErrorBoundary fallback={<BellSpace />} retryKey={pathname}>
                <Suspense fallback={<BellSpace />}>
                  <NotificationsMenu />
                </Suspense>
              </PartErrorBoundary>
            ) : (
              <BellSpace />
            ))}
          {user ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <AccountCircleIcon aria-hidden color="primary" />
              <Typography
                variant="body2"
                title={user.email}
                sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: { xs: 160, sm: 320 } }}
              >
                <Box component="span" sx={visuallyHidden}>
                  Signed in as{' '}
                </Box>
                {user.email}
              </Typography>
            </Box>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained">
              Sign in
            </Button>
          )}
        </Toolbar>
      </AppBar>

      {isDesktop !== false && (
        // The permanent sidebar: a fixed column beside the page (what MUI's permanent Drawer draws,
        // without the Modal its module brings).
        <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, display: isDesktop === undefined ? { xs: 'none', md: 'block' } : 'block' }}>
          <Box sx={{ position: 'fixed', top: 0, bottom: 0, left: 0, width: SIDEBAR_WIDTH, overflowY: 'auto', zIndex: (t) => t.zIndex.drawer, bgcolor: 'background.paper' }}>
            {sidebar}
          </Box>
        </Box>
      )}
      {isDesktop === false &&
        (drawerUsed || extrasMounted >= 3) && (
          <OverlayPart open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            <Suspense fallback={null}>
              <NavDrawer id={DRAWER_ID} width={SIDEBAR_WIDTH} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
                {sidebar}
              </NavDrawer>
            </Suspense>
          </OverlayPart>
        )}

      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 5 }, pb: 6, outline: 'none' }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, sm: 4 } }}>
          <ConnectionBanner />
          <RolesBanner />
          <LazyPart failed={null} retryKey={pathname}>
            <AccessRequestNotice />
          </LazyPart>
          <FirstContentScope>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
              <PageReady onShown={endCacheFirst} />
            </Suspense>
          </FirstContentScope>
        </Box>
      </Box>
      {user && extrasReady && pushGranted() && (
        <PartErrorBoundary fallback={null} retryKey={pathname}>
          <Suspense fallback={null}>
            <PushKeeper memberId={user.id} />
          </Suspense>
        </PartErrorBoundary>
      )}
    </Box>
  );
}
