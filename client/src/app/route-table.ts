/**
 * The portal's addresses (SPEC §2.1), declared once. Everything that needs to know the routes is
 * derived from this table:
 *
 * - the member app's router (./routes.tsx) and the public app's (./PublicApp.tsx: the rows with
 *   `prerender`), each page loaded on demand from its `page` module;
 * - the public pages the build prerenders, the member pages' shells and the pages the gateway draws
 *   with the member's data (../prerender/pages.ts, read by client/scripts/prerender.ts, which writes
 *   client/dist/prerendered.json for the gateway), and `npm run budget`'s routes.
 *
 * The rows are in two files: the public pages, in the public layout (PublicLayout,
 * ./route-table-public.ts), and the members' pages, in the members' frame (MainLayout,
 * ./route-table-members.ts); so the public app's bundle carries only its own. They are plain data
 * (no React), so the build's configuration and the budget can read them. Adding a page: a
 * `*Page.tsx` module under src/features/ and its row in one of the two.
 */
import { PUBLIC_ROUTE_ROWS } from './route-table-public.js';
import { MEMBER_ROUTE_ROWS } from './route-table-members.js';


/** Who may open the page; the router wraps it in the matching guard (./guards). */
export type Access =
  /** Anyone, signed in or not. */
  | 'anyone'
  /** The landing page: a signed-in member is sent to /dashboard (SignedInHomeRedirect; the gateway redirects too). */
  | 'signed-out-home'
  /** Sign-in and account pages: a signed-in member is sent to /dashboard (AnonymousOnly; the gateway redirects too). */
  | 'signed-out'
  /** Signed-in members (RequireAuth). */
  | 'members'
  /** Staff and super admins (RequireStaff): never in a member route's bundle (`npm run budget`). */
  | 'staff'
  /** Super admins (RequireSuperAdmin). */
  | 'super-admins';

interface RouteBase {
  /** A react-router pattern: `:name` matches one segment (static segments win), '*' any other address. */
  path: string;
  access: Access;
}

export interface PageRoute extends RouteBase {
  /** The page module under client/src, without its extension: a `*Page.tsx` whose default export is the page. */
  page: string;
  /** Props the page is rendered with on this address (one page can serve several). */
  props?: Record<string, string | boolean>;
  /**
   * Prerendered at build time (client/dist/pages/, ../prerender/pages.ts) and run by the public app:
   * the page is on screen from its HTML, before (and without) JavaScript. Only public pages.
   */
  prerender?: true;
  /**
   * The page an emailed link opens, which reads the session itself (supabase-js, loaded by the page):
   * the public app hydrates it even when only supabase-js can tell who is signed in.
   */
  opensEmailedLinks?: true;
}

export interface RedirectRoute extends RouteBase {
  /** The address this one sends to, from its `:name` parameters. */
  redirectTo: (params: Readonly<Record<string, string | undefined>>) => string;
}

export type PortalRoute = PageRoute | RedirectRoute;

export function isPageRoute(route: PortalRoute): route is PageRoute {
  return 'page' in route;
}

/** Every address of the portal. */
export const ROUTE_TABLE = { public: PUBLIC_ROUTE_ROWS, member: MEMBER_ROUTE_ROWS };

/** Every row, public pages first. */
export const ALL_ROUTES: PortalRoute[] = [...PUBLIC_ROUTE_ROWS, ...MEMBER_ROUTE_ROWS];
