import { isValidElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { AnonymousOnly, Redirect, RequireAuth, RequireStaff, RequireSuperAdmin, SessionEndedRedirect, SignedInHomeRedirect } from './guards';
import { lazy, tablePages } from './lazy-page';
import { routerPath } from './router-path';
import { isPageRoute, ROUTE_TABLE, type Access, type PortalRoute, type RedirectRoute } from './route-table';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PageAnnouncer } from './PageAnnouncer';
import { ScrollManager } from './ScrollManager';

/*
 * The member app's router, built from the route table (./route-table.ts). Pages are code-split:
 * each is loaded on demand from its module, and the layouts show a spinner (Suspense) while a
 * page's bundle loads.
 *
 * boot.tsx loads the matched route's pages (preloadRoute) before the first render, so a page whose
 * bundle has arrived renders at once — no spinner in between, and a prerendered page hydrates
 * without suspending. RootShell does the same on every navigation, so a page's bundle loads while
 * a guard is still checking the session instead of after it.
 */
// The members' frame (sidebar, drawer, banners) is not needed by the public pages: loaded with the
// first member page (preloadRoute loads both, and the shell of a member route preloads them).
const MainLayout = lazy(() => import('./layouts/MainLayout').then((m) => ({ default: m.MainLayout })));

/** Every page module of the table (`*Page.tsx` under src/features/, and the not-found page), loaded on demand. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType<any> }>(['../features/**/*Page.tsx', './pages/NotFoundPage.tsx']);

const GUARDS: Record<Access, ComponentType | null> = {
  anyone: null,
  'signed-out-home': SignedInHomeRedirect,
  'signed-out': AnonymousOnly,
  members: RequireAuth,
  staff: RequireStaff,
  'super-admins': RequireSuperAdmin,
};

const pageOf = tablePages(PAGE_MODULES);

/** The router's routes of one frame: its rows, each access's inside its guard. */
function frameRoutes(rows: PortalRoute[]): RouteObject[] {
  return [...new Set(rows.map((route) => route.access))].flatMap((access) => {
    const children = rows.filter((route) => route.access === access).map(routeObject);
    const Guard = GUARDS[access];
    return Guard ? [{ element: <Guard />, children }] : children;
  });
}

function routeObject(route: PortalRoute): RouteObject {
  if (!isPageRoute(route)) return { ...routerPath(route.path), element: <RedirectWithParams to={route.redirectTo} /> };
  const Page = pageOf(route.page);
  return { ...routerPath(route.path), element: <Page {...route.props} /> };
}

/** An older address: the newer one, with the same parameters. */
function RedirectWithParams({ to }: { to: RedirectRoute['redirectTo'] }) {
  return <Redirect to={to(useParams())} replace />;
}

/** Loads every lazy page in `node` (a route's element, possibly inside a guard). */
function preloadPages(node: ReactNode): Promise<unknown>[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const preload = (node.type as { preload?: () => Promise<unknown> }).preload;
  const own = preload ? [preload()] : [];
  return [...own, ...[node.props.children ?? []].flat().flatMap(preloadPages)];
}

/**
 * Loads the pages of the routes `pathname` matches; resolves when they have arrived (or failed to:
 * the page's own render then reports the failure).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap((match) => preloadPages(match.route.element));
  return Promise.allSettled(loads).then(() => undefined);
}

function RootShell({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    void preloadRoute(pathname);
  }, [pathname]);
  return (
    <>
      <ScrollManager />
      <PageAnnouncer />
      <SessionEndedRedirect />
      <RouteErrorBoundary resetKey={pathname}>{children ?? <Outlet />}</RouteErrorBoundary>
    </>
  );
}

/** The member app's routes, for a declarative router around it (App.tsx; tests use a memory router). */
export function AppRoutes() {
  return useRoutes(routes);
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { element: <PublicLayout />, children: frameRoutes(ROUTE_TABLE.public) },
      { element: <MainLayout />, children: frameRoutes(ROUTE_TABLE.member) },
    ],
  },
];
