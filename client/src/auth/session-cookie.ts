import { readStoredSession } from './stored-session';
import { syncTimeZoneCookie } from './time-zone-cookie';

/**
 * The cookie that lets the gateway draw a member's page with its data (issue #12: signed-in pages
 * rendered on the server, gateway/src/http/member-pages.ts reads it under the same name).
 *
 * It holds a copy of the access token supabase-js stored (never the refresh token), for as long as
 * that token is valid, and is rewritten from storage whenever supabase-js signs in, refreshes or
 * signs out. The gateway accepts it only to render a member route's HTML page — never for
 * /graphql or /api, which take the token from the Authorization header alone, so a cross-site form
 * or link can make nothing happen with it. It is readable by scripts, like the stored session it
 * copies: it exposes nothing storage does not already hold. Writing it also keeps the time zone
 * cookie current (./time-zone-cookie.ts), so the page is dated as the browser dates it.
 */
export const SESSION_COOKIE = 'portal_session';

/** Writes (or clears) the cookie from the session supabase-js has stored. */
export function syncSessionCookie(now = Date.now()): void {
  if (typeof document === 'undefined') return;
  const read = readStoredSession();
  if (read.kind === 'unknown') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const seconds = read.kind === 'signed-in' ? Math.floor(read.session.expiresAt - now / 1000) : 0;
  try {
    if (read.kind === 'signed-in' && seconds > 0 && /^[\w.-]+$/.test(read.session.accessToken)) {
      document.cookie = `${SESSION_COOKIE}=${read.session.accessToken}; Path=/; Max-Age=${seconds}; SameSite=Lax${secure}`;
      syncTimeZoneCookieSoon();
    } else if (document.cookie.includes(`${SESSION_COOKIE}=`)) {
      document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    }
  } catch {
    // Cookies turned off: pages are then drawn in the browser, as before.
  }
}

let timeZonePending = false;

/**
 * The time zone cookie, in a task of its own: a new one reads the zone (Intl's first use, ~70 ms on
 * a phone's CPU), which would otherwise lengthen supabase-js's sign-in task (the reset-password page
 * opened from its email: Lighthouse TBT over 150 ms). Should the page be left before that task runs
 * (the sign-in page loads the dashboard at once), it is written as the page is left, before the
 * browser asks the gateway for the next page, which is drawn with it.
 */
function syncTimeZoneCookieSoon(): void {
  if (timeZonePending) return;
  timeZonePending = true;
  const write = () => {
    if (!timeZonePending) return;
    timeZonePending = false;
    window.removeEventListener('beforeunload', write);
    syncTimeZoneCookie();
  };
  window.addEventListener('beforeunload', write);
  setTimeout(write, 0);
}
