import { useLayoutEffect, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from './mui-theme';
import { PageLoader } from '../components/PageLoader';
import { OwnPagesProvider } from './app-navigation';
import { PublicLayout } from './layouts/PublicLayout';
import { tablePages } from './lazy-page';
import { routerPath } from './router-path';
import type { PageRoute } from './route-table';
import { PUBLIC_ROUTE_ROWS } from './route-table-public';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PageAnnouncer } from './PageAnnouncer';
import { ScrollManager } from './ScrollManager';
import { buildSession, SessionContext } from './session-context';
import { theme } from './theme';

/*
 * The public app (issue #12): what a signed-out visitor's browser runs on the prerendered public
 * pages (/, /about, /login, /signup, /forgot-password, /reset-password — also when opened from the
 * password-reset email, whose link the page reads itself — and the not-found page): the rows of the
 * route table (./route-table.ts) with `prerender`, in the same layout and guards as the member app
 * (./routes.tsx), without what only members need: no Apollo Client, no generated GraphQL documents, no data router, no members' frame. Its JavaScript is about half the
 * member app's, which is what a phone on a slow network waits for before the sign-in form works.
 *
 * The visitor is signed out (main.tsx starts this app only then; the gateway sends a signed-in
 * visitor from the landing and sign-in pages to /dashboard), so the session is a fixed signed-out
 * one. (The reset-password page opened from its email is the exception: the link signs
 * the member in, which the page itself follows through supabase-js, and it signs them out again.)
 * Moving between public pages stays in this app; any other address (after signing in, a link into
 * the portal) is loaded as a document of its own, which starts the member app, and the address
 * changes only when that page loads: the pages navigate with ./app-navigation.tsx's AppLink and
 * useAppNavigate, told here which addresses are this app's.
 *
 * client/src/prerender/render.tsx prerenders exactly this tree, so hydration finds the same markup.
 */

/**
 * The public pages' modules: only theirs, so no member page is among this app's bundles. A row of
 * the route table with `prerender` whose page is not here fails at once (its test, and the build).
 */
const pageOf = tablePages(
  import.meta.glob<{ default: ComponentType<any> }>(['../features/landing/*Page.tsx', '../features/auth/*Page.tsx', './pages/NotFoundPage.tsx']),
);

/** The rows of the route table this app shows: the prerendered pages (under '*' the not-found page). */
const PUBLIC_ROUTES = PUBLIC_ROUTE_ROWS.filter((route): route is PageRoute => 'prerender' in route);

const PAGES: Record<string, ReturnType<typeof pageOf>> = Object.fromEntries(PUBLIC_ROUTES.map((route) => [route.path, pageOf(route.page)]));

/** True when `pathname` is one of the public app's pages. */
export function isPublicPage(pathname: string): boolean {
  return Object.hasOwn(PAGES, pathname);
}

/** Loads the page for `pathname` (before hydrating it, so nothing suspends). */
export function preloadPublicPage(pathname: string): Promise<unknown> {
  return isPublicPage(pathname) ? PAGES[pathname].preload().catch(() => undefined) : Promise.resolve();
}

const SIGNED_OUT = buildSession({});

/**
 * `notFoundPath`: the address the gateway answered with its not-found page (#root[data-prerendered="*"]),
 * one the portal does not have: "Page not found." there, not the member app. Any other address that
 * is not a public page is still opened in the member app.
 */
export function PublicApp({ notFoundPath }: { notFoundPath?: string }) {
  const { pathname } = useLocation();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionContext.Provider value={SIGNED_OUT}>
        <OwnPagesProvider value={isPublicPage}>
          <ScrollManager />
          <PageAnnouncer />
          {/* As in the member app: a page that cannot be shown (its code could not be fetched, after a
              deploy or offline) says so and offers a reload, where the visitor had a blank screen. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Routes>
              <Route element={<PublicLayout />}>
                {/* Without the table's guards: the session here is always signed out (see above), for
                    which they render the page itself. */}
                {PUBLIC_ROUTES.map((route) => {
                  const Page = PAGES[route.path];
                  const element = route.path !== '*' || pathname === notFoundPath ? <Page {...route.props} /> : <OpenInMemberApp />;
                  return <Route key={route.path} {...routerPath(route.path)} element={element} />;
                })}
              </Route>
            </Routes>
          </RouteErrorBoundary>
        </OwnPagesProvider>
      </SessionContext.Provider>
    </ThemeProvider>
  );
}

/**
 * An address that is not a public page, reached by a navigation made without ./app-navigation.tsx
 * (which loads such an address as a document instead): the address has already changed, and
 * loading it afresh starts the member app there.
 */
function OpenInMemberApp() {
  useLayoutEffect(() => {
    window.location.reload();
  }, []);
  return <PageLoader />;
}
