import type { PortalRoute } from './route-table.js';

/** The public pages, in their layout: the rows of the route table (./route-table.ts) the public app's bundle holds. */
export const PUBLIC_ROUTE_ROWS: PortalRoute[] = [
  { path: '/', access: 'signed-out-home', page: 'features/landing/LandingPage', prerender: true },
  { path: '/about', access: 'anyone', page: 'features/landing/AboutPage', prerender: true },
  { path: '/login', access: 'signed-out', page: 'features/auth/LoginPage', prerender: true },
  { path: '/signup', access: 'signed-out', page: 'features/auth/SignupPage', prerender: true },
  { path: '/forgot-password', access: 'signed-out', page: 'features/auth/ForgotPasswordPage', prerender: true },
  // Not signed-out only: the password-reset email's link signs the member in before this page
  // renders (the gateway exchanges the link's code), and the page must then show its form.
  {
    path: '/reset-password',
   
    access: 'anyone',
    page: 'features/auth/ResetPasswordPage',
    prerender: true,
    opensEmailedLinks: true,
  },
  // The scorecard a member shares (official votes and published positions only). The gateway sends
  // the plain shell with the legislator's Open Graph tags (gateway/src/http/scorecard-pages.ts).
  { path: '/legislators/:bioguide/scorecard', access: 'anyone', page: 'features/scorecard/PublicScorecardPage' },
  // Any address the portal does not have: the gateway sends this page with status 404.
  { path: '*', access: 'anyone', page: 'app/pages/NotFoundPage', prerender: true },
];
