import './app/fonts.css';
import { afterFirstPaint, inSteps } from './app/after-first-paint';
import { initialSessionUser } from './auth/initial-session';

/*
 * Starts the app that fits the page. A page drawn on the server (a member page with its data,
 * #root[data-ssr], held inert until hydrated; a prerendered public page) is painted from its HTML,
 * then hydrated: by the public app (public-boot.tsx) for a signed-out visitor at its address, else by
 * the member app (boot.tsx), its libraries evaluated one step per task first (decision 0107). A
 * shell starts the member app at once, beside supabase-js when only that can tell who is signed in. */
const memberSteps = [() => import('react-dom/client'), () => import('./app/mui-theme'), () => import('./app/theme'), () => import('./app/router-step'), () => import('./apollo/vendor'), () => import('./apollo/client')];
const root = document.getElementById('root')!;
const { prerendered, ssr, emailedLink } = root.dataset;
const session = initialSessionUser();
const publicPage = prerendered === window.location.pathname || prerendered === '*';
if (ssr !== undefined) {
  [root.inert, root.ariaHidden] = [true, 'true'];
  afterFirstPaint(root, () => inSteps(memberSteps, () => import('./boot')));
} else if (publicPage && (session.checked ? session.user === null : emailedLink !== undefined)) afterFirstPaint(root, () => import('./public-boot'));
else if (prerendered !== undefined) afterFirstPaint(root, () => import('./boot'), false);
else {
  if (!session.checked) void import('./auth/supabase').then((auth) => auth.getSupabase()).catch(() => undefined);
  void import('./boot');
}
