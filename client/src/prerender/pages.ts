import { isPageRoute, ROUTE_TABLE } from '../app/route-table.js';

/**
 * What the build and the gateway need to know of the route table (app/route-table.ts): the public
 * pages prerendered at build time and what their HTML needs besides the rendered page, the member
 * routes and the app's other addresses. Read by client/scripts/prerender.ts (through the SSR
 * bundle), vite.config.ts and `npm run budget`.
 */
export interface PrerenderedPage {
  /** The address, or NOT_FOUND ('*') for the page of any address the portal does not have. */
  path: string;
  /** The file under client/dist/pages/ the gateway serves for `path`. */
  file: string;
  /** The page module routes.tsx loads lazily for `path`, whose bundle the HTML preloads. */
  module: string;
  /** SPEC §2.1 / AnonymousOnly: a visitor who is signed in goes to /dashboard instead (the gateway redirects). */
  signedInGoesToDashboard: boolean;
  /**
   * The page an emailed link opens, which reads the session itself (supabase-js, loaded by the page): the
   * public app hydrates it even when only supabase-js can tell who is signed in (#root[data-emailed-link]).
   */
  opensEmailedLinks?: true;
}

const src = (page: string) => `src/${page}.tsx`;
/** The file a prerendered page is written to: index.html for /, 404.html for the not-found page, else its path. */
const pageFile = (path: string) => (path === '/' ? 'index.html' : path === '*' ? '404.html' : `${path.slice(1)}.html`);

export const PRERENDERED_PAGES: PrerenderedPage[] = ROUTE_TABLE.public.filter(isPageRoute)
  .filter((route) => route.prerender)
  .map((route) => ({
    path: route.path,
    file: pageFile(route.path),
    module: src(route.page),
    signedInGoesToDashboard: route.access === 'signed-out-home' || route.access === 'signed-out',
    ...(route.opensEmailedLinks ? { opensEmailedLinks: true as const } : {}),
  }));

/** PRERENDERED_PAGES' path for the not-found page (also #root's data-prerendered on it). */
export const NOT_FOUND = '*';

/**
 * The members' routes (SPEC §2.1) and the page module each renders, for the shells the build
 * writes (client/dist/shells/*.html: the app's shell plus <link rel="modulepreload"> for the
 * route's layout and page, so they download beside the entry instead of after it) and for
 * `npm run budget`, and for the gateway, which draws these routes' pages with the member's data
 * (gateway/src/http/member-pages.ts).
 */
export interface MemberRoute {
  /** A react-router path pattern: `:name` matches one segment (static patterns win). */
  pattern: string;
  module: string;
  /**
   * Behind RequireStaff / RequireSuperAdmin: not counted as a member route by `npm run budget`, which
   * checks that its page (unless a member route renders it too) stays out of every member route.
   */
  staff?: true;
}

export const MEMBER_LAYOUT = 'src/app/layouts/MainLayout.tsx';

export const MEMBER_ROUTES: MemberRoute[] = ROUTE_TABLE.member.filter(isPageRoute).map((route) => ({
    pattern: route.path,
    module: src(route.page),
    ...(route.access === 'staff' || route.access === 'super-admins' ? { staff: true as const } : {}),
  }));

/**
 * The app's other addresses, which have neither a prerendered page nor a member page drawn by the
 * gateway: the gateway sends them the plain shell (not the not-found page). They are the redirects
 * and the public scorecard (whose shell the gateway gives the legislator's Open Graph tags).
 */
export const OTHER_APP_ROUTES: string[] = [
  ...ROUTE_TABLE.public.filter((route) => !(isPageRoute(route) && route.prerender)),
  ...ROUTE_TABLE.member.filter((route) => !isPageRoute(route)),
].map((route) => route.path);

/**
 * What a member route's shell shows before the member app has run (issue #12): the members' frame
 * — the top bar, on wide screens the sidebar, the logo and a page-shaped placeholder — drawn from
 * the HTML alone, so a phone shows the portal within a round trip instead of a blank page while
 * the app's JavaScript arrives. The app's first render replaces it (React empties #root), with
 * the real bar and sidebar in the same places (MainLayout.tsx: Toolbar 56 / 64 px, sidebar 268 px
 * from md, 900 px; colours from app/theme.ts). Hidden from assistive technology: it is a picture
 * of the page, not the page.
 */
const logo = (tile: string, pediment: string, columns: string) =>
  `<svg viewBox="0 0 32 32" width="34" height="34" aria-hidden="true"><rect width="32" height="32" rx="8" fill="${tile}"/>` +
  `<path d="M16 6 6 11.5h20L16 6Z" fill="${pediment}"/><path d="M9 13.5h2.5v8H9zM14.75 13.5h2.5v8h-2.5zM20.5 13.5H23v8h-2.5zM7 23h18v2.5H7z" fill="${columns}"/></svg>`;

export const MEMBER_FRAME_STYLE =
  '<style>' +
  'body{margin:0}' +
  '.mf{min-height:100vh;background:#F7F5F0}' +
  '.mf-top{position:fixed;top:0;left:0;right:0;height:56px;background:#fff;border-bottom:1px solid rgba(0,0,0,.12);display:flex;align-items:center;padding:0 16px 0 64px}' +
  '.mf-side{display:none}' +
  '.mf-main{padding:72px 16px 24px}' +
  '.mf-title{height:40px;width:min(320px,70%);border-radius:8px;background:rgba(27,54,93,.1)}' +
  '.mf-card{height:180px;margin-top:24px;border-radius:12px;background:rgba(27,54,93,.06)}' +
  '@media(min-width:600px){.mf-top{height:64px;padding-left:72px}.mf-main{padding:96px 24px 24px}}' +
  '@media(min-width:900px){.mf-side{display:block;position:fixed;top:0;bottom:0;left:0;width:268px;background:#0F2240;padding:23px 24px;box-sizing:border-box}' +
  '.mf-top{left:268px;padding-left:24px}.mf-top svg{display:none}.mf-main{margin-left:268px;padding:96px 40px 24px}}' +
  '</style>';

export const MEMBER_FRAME =
  `<div class="mf" aria-hidden="true"><div class="mf-side">${logo('#E3A33B', '#14233F', '#14233F')}</div>` +
  `<div class="mf-top">${logo('#1B365D', '#F2C46B', '#FFFFFF')}</div>` +
  '<div class="mf-main"><div class="mf-title"></div><div class="mf-card"></div><div class="mf-card"></div></div></div>';
