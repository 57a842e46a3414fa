import './app/fonts.css';
import { initialSessionUser } from './auth/stored-session';

/*
 * The entry point stays tiny so the browser can paint first. A prerendered public page (issue #12)
 * is drawn from its HTML alone; once it is on screen, the code that makes it interactive — listed
 * by the build in #root's data-modules — is fetched and the page hydrated. For a visitor who is
 * signed out that is the public app (public-boot.tsx: the public pages without Apollo Client or the
 * members' frame); for a member (or when only supabase-js can tell, e.g. an emailed sign-in link)
 * it is the member app (boot.tsx), which renders the page for who they are. Member pages, which
 * have nothing to show before the app runs, start the member app at once (their HTML preloads
 * everything it needs).
 */
const root = document.getElementById('root');
const prerenderedFor = root?.dataset.prerendered;
if (prerenderedFor !== undefined) {
  const session = initialSessionUser();
  const signedOut = prerenderedFor === window.location.pathname && session.checked && session.user === null;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (signedOut) {
        for (const file of (root?.dataset.modules ?? '').split(' ').filter(Boolean)) {
          const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: `/${file}`, crossOrigin: '' });
          document.head.append(link);
        }
        void import('./public-boot');
      } else {
        void import('./boot');
      }
    }, 0),
  );
} else {
  void import('./boot');
}
