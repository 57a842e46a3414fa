import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { AppLink, AppNavLink } from '../app-navigation';
import { PageLoader } from '../../components/PageLoader';
import { PageReady } from '../../components/Ready';
import { lazy } from '../lazy-page';
import { useSession } from '../session-context';
import { BrandMark } from './BrandMark';
import { Footer } from './Footer';
import { publicHeaderLinks } from './nav-items';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const MENU_ID = 'public-header-menu';

// The phone menu (MUI Menu: popover, modal, transitions) loads when it is first wanted — on hover,
// focus or touch of its button, so it is usually there by the click — not with the page (issue #12).
const SiteMenu = lazy(() => import('./SiteMenu'));

const headerLinkSx = {
  color: 'text.primary',
  borderRadius: 999,
  px: 1.75,
  '&.active': { color: 'primary.main', bgcolor: 'rgba(27, 54, 93, 0.08)', fontWeight: 700 },
} as const;

/** The visitors' frame (SPEC §2.2): a header with About and, by session, member or sign-in links. */
export function PublicLayout() {
  const { user } = useSession();
  const links = publicHeaderLinks(Boolean(user));
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Rendered from the first opening on (and kept, so it can animate closed).
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = () => setMenuAnchor(null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="sticky" color="inherit" sx={{ bgcolor: 'rgba(255,255,255,0.96)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
            <Box component={AppLink} to="/" sx={{ textDecoration: 'none', borderRadius: 1, minWidth: 0 }}>
              <BrandMark />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            {/* Both variants are in the page and CSS picks one, so the prerendered header (issue #12) is
                right at any width before JavaScript runs, and hydration finds the same markup. */}
            <Box component="nav" aria-label="Site" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
              {links.map((link) => (
                <Button key={link.to} component={AppNavLink} to={link.to} sx={headerLinkSx}>
                  {link.label}
                </Button>
              ))}
              {!user && (
                <>
                  <Button component={AppNavLink} to="/login" sx={headerLinkSx}>
                    Sign In
                  </Button>
                  <Button component={AppLink} to="/signup" variant="contained" sx={{ ml: 1 }}>
                    Sign Up
                  </Button>
                </>
              )}
            </Box>
            <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1 }}>
              {!user && (
                <Button component={AppLink} to="/signup" variant="contained" size="small">
                  Sign Up
                </Button>
              )}
              <IconButton
                aria-label="Open site menu"
                aria-controls={menuAnchor ? MENU_ID : undefined}
                aria-haspopup="true"
                aria-expanded={Boolean(menuAnchor)}
                onClick={(event) => {
                  setMenuUsed(true);
                  setMenuAnchor(event.currentTarget);
                }}
                onPointerEnter={SiteMenu.prefetch}
                onFocus={SiteMenu.prefetch}
                edge="end"
              >
                <MenuIcon />
              </IconButton>
              {menuUsed && (
                <Suspense fallback={null}>
                  <SiteMenu id={MENU_ID} anchorEl={menuAnchor} links={links} signedIn={Boolean(user)} onClose={closeMenu} />
                </Suspense>
              )}
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}

/** Padding and width for ordinary screens inside the public layout (the landing page is full-bleed). */
export function PublicSection({ children }: { children: React.ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      {children}
    </Container>
  );
}
