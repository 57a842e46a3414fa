/**
 * The public pages prerendered at build time (issue #12 item 2) and what their HTML needs besides
 * the rendered page. Read by client/scripts/prerender.ts (through the SSR bundle) and by main.tsx.
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

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/', file: 'index.html', module: 'src/features/landing/LandingPage.tsx', signedInGoesToDashboard: true },
  { path: '/about', file: 'about.html', module: 'src/features/landing/AboutPage.tsx', signedInGoesToDashboard: false },
  { path: '/login', file: 'login.html', module: 'src/features/auth/LoginPage.tsx', signedInGoesToDashboard: true },
  { path: '/signup', file: 'signup.html', module: 'src/features/auth/SignupPage.tsx', signedInGoesToDashboard: true },
  {
    path: '/forgot-password',
    file: 'forgot-password.html',
    module: 'src/features/auth/ForgotPasswordPage.tsx',
    signedInGoesToDashboard: true,
  },
  // The page the password-reset email opens (signed in by the gateway's exchange of the link's code,
  // or #error=… when the link has expired): drawn from its HTML, its form usable once supabase-js has
  // read the session.
  {
    path: '/reset-password',
    file: 'reset-password.html',
    module: 'src/features/auth/ResetPasswordPage.tsx',
    signedInGoesToDashboard: false,
    opensEmailedLinks: true,
  },
  // What the gateway sends, with status 404, for an address the portal does not have to a visitor
  // without a session cookie (gateway/src/http/client-assets.ts): a mistyped or stale link shows
  // its "Page not found." from the HTML, not after the member app has loaded.
  { path: '*', file: '404.html', module: 'src/app/pages/NotFoundPage.tsx', signedInGoesToDashboard: false },
];

/** PRERENDERED_PAGES' path for the not-found page (also #root's data-prerendered on it). */
export const NOT_FOUND = '*';

/**
 * The app's other addresses, which have neither a prerendered page nor a member route shell: the
 * gateway sends them the plain shell (not the not-found page). The older legislator address only
 * redirects. pages.test.ts checks that every route of app/routes.tsx is in one of the three tables.
 */
export const OTHER_APP_ROUTES = ['/staff/legislators/:id', '/legislators/:bioguide/scorecard'];

/**
 * The members' routes (SPEC §2.1) and the page module each renders, for the shells the build
 * writes (client/dist/shells/*.html: the app's shell plus <link rel="modulepreload"> for the
 * route's layout and page, so they download beside the entry instead of after it) and for
 * `npm run budget`, and for the gateway, which draws these routes' pages with the member's data
 * (gateway/src/http/member-pages.ts). A route missing here would still work, from the plain shell: a
 * blank page until the app has run, on a phone seconds later (/staff/tips and /admin/moderation:
 * Lighthouse LCP 3.7–3.9 s). pages.test.ts checks that every member route is listed.
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

export const MEMBER_ROUTES: MemberRoute[] = [
  { pattern: '/home', module: 'src/features/article/RecentArticlesPage.tsx' },
  { pattern: '/dashboard', module: 'src/features/dashboard/DashboardPage.tsx' },
  { pattern: '/profile', module: 'src/features/member/ProfilePage.tsx' },
  { pattern: '/stories', module: 'src/features/story/StoriesListPage.tsx' },
  { pattern: '/stories/:id', module: 'src/features/story/StoryPage.tsx' },
  { pattern: '/articles/:id', module: 'src/features/article/ArticlePage.tsx' },
  { pattern: '/key-votes', module: 'src/features/key-vote/KeyVotesPage.tsx' },
  { pattern: '/key-votes/:id', module: 'src/features/key-vote/KeyVoteDetailPage.tsx' },
  { pattern: '/key-votes/:id/take-action', module: 'src/features/campaign/TakeActionPage.tsx' },
  { pattern: '/content', module: 'src/features/content/ContentPage.tsx' },
  { pattern: '/notifications', module: 'src/features/notification/NotificationsPage.tsx' },
  { pattern: '/my-legislators', module: 'src/features/scorecard/MyLegislatorsPage.tsx' },
  { pattern: '/search', module: 'src/features/search/SearchPage.tsx' },
  { pattern: '/stories/:id/edit', module: 'src/features/story/StoryEditPage.tsx' },
  { pattern: '/articles/:id/edit', module: 'src/features/article/ArticleEditPage.tsx' },
  ...['/posts', '/posts/:id', '/videos', '/videos/:id', '/events', '/events/:id'].map((pattern) => ({
    pattern,
    module: 'src/features/content/UnavailableContentPage.tsx',
  })),
  { pattern: '/stories/create', module: 'src/features/story/CreateStoryPage.tsx', staff: true },
  { pattern: '/articles/add', module: 'src/features/article/ArticleSubmitPage.tsx', staff: true },
  { pattern: '/articles/submit', module: 'src/features/article/ArticleSubmitPage.tsx', staff: true },
  { pattern: '/key-votes/new', module: 'src/features/key-vote/NewKeyVotePage.tsx', staff: true },
  { pattern: '/legislators', module: 'src/features/legislator/LegislativeDashboardPage.tsx', staff: true },
  { pattern: '/staff/legislative-dashboard', module: 'src/features/legislator/LegislativeDashboardPage.tsx', staff: true },
  { pattern: '/legislators/:legislatorId', module: 'src/features/legislator/LegislatorDetailPage.tsx', staff: true },
  { pattern: '/staff-commentary', module: 'src/features/legislator/StaffInsightsPage.tsx', staff: true },
  { pattern: '/key-votes/:id/edit', module: 'src/features/key-vote/KeyVoteDetailPage.tsx', staff: true },
  { pattern: '/key-votes/:id/campaign', module: 'src/features/campaign/CampaignEditorPage.tsx', staff: true },
  { pattern: '/key-votes/:id/campaign/results', module: 'src/features/campaign/CampaignResultsPage.tsx', staff: true },
  { pattern: '/staff/legislators/:legislatorId/edit-commentary', module: 'src/features/legislator/EditCommentaryPage.tsx', staff: true },
  { pattern: '/staff/tips', module: 'src/features/tip/TipQueuePage.tsx', staff: true },
  { pattern: '/staff/reports', module: 'src/features/report/ReportQueuePage.tsx', staff: true },
  { pattern: '/admin/users', module: 'src/features/admin/UserManagementPage.tsx', staff: true },
  { pattern: '/admin/access-requests', module: 'src/features/access-request/AccessRequestsPage.tsx', staff: true },
  { pattern: '/admin/moderation', module: 'src/features/moderation/ModerationLogPage.tsx', staff: true },
];

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
