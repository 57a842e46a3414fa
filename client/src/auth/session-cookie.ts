import { ACCESS_TOKEN_PATTERN, REFRESH_COOKIE, REFRESH_COOKIE_MAX_AGE_SECONDS, REFRESH_TOKEN_PATTERN, SESSION_COOKIE } from './cookie-names';
import { readStoredSession } from './stored-session';
import { syncTimeZoneCookie } from './time-zone-cookie';

export { REFRESH_COOKIE, SESSION_COOKIE } from './cookie-names';

/**
 * The cookies that let the gateway draw a member's page with its data (issue #12: signed-in pages
 * rendered on the server, gateway/src/http/member-pages.ts reads them under the same names).
 *
 * The session cookie holds a copy of the access token supabase-js stored, for as long as that
 * token is valid; the refresh cookie a copy of the refresh token, so that a member back after the
 * token expired (the next day, from an email) still gets a page drawn: the gateway renews the
 * session as supabase-js would and hands the new tokens back in these cookies, which the app's
 * entry adopts (./stored-session.ts). Both are rewritten from storage whenever supabase-js signs in,
 * refreshes or signs out. The gateway accepts them only to render a member route's HTML page — never
 * for /graphql or /api, which take the token from the Authorization header alone, so a cross-site
 * form or link can make nothing happen with them. They are readable by scripts, like the stored
 * session they copy: they expose nothing storage does not already hold. Writing them also keeps the
 * time zone cookie current (./time-zone-cookie.ts), so the page is dated as the browser dates it.
 */

/** Writes (or clears) the cookies from the session supabase-js has stored. */
export function syncSessionCookie(now = Date.now()): void {
  if (typeof document === 'undefined') return;
  const read = readStoredSession();
  if (read.kind === 'unknown') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const seconds = read.kind === 'signed-in' ? Math.floor(read.session.expiresAt - now / 1000) : 0;
  const refreshToken = read.kind === 'signed-in' ? read.session.refreshToken : undefined;
  try {
    if (read.kind === 'signed-in' && seconds > 0 && ACCESS_TOKEN_PATTERN.test(read.session.accessToken)) {
      document.cookie = `${SESSION_COOKIE}=${read.session.accessToken}; Path=/; Max-Age=${seconds}; SameSite=Lax${secure}`;
      syncTimeZoneCookieSoon();
    } else if (document.cookie.includes(`${SESSION_COOKIE}=`)) {
      document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    }
    if (refreshToken !== undefined && REFRESH_TOKEN_PATTERN.test(refreshToken)) {
      document.cookie = `${REFRESH_COOKIE}=${refreshToken}; Path=/; Max-Age=${REFRESH_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    } else if (document.cookie.includes(`${REFRESH_COOKIE}=`)) {
      document.cookie = `${REFRESH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
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
