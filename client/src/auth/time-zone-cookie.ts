import { readCookie } from './cookie-names';

/**
 * The cookie that tells the gateway the member's time zone, so that a member page it draws
 * (gateway/src/http/member-pages.ts, prerender/member-render.tsx) dates things as the browser will
 * when it hydrates the page: 'Nov 27' for an article published at 8 pm in New York, not the server's
 * 'Nov 28'. A page whose dates differ is drawn again by the browser (React discards the markup),
 * which costs the phone the work the drawn page was meant to spare it.
 *
 * Its value is the IANA zone, then the browser's UTC offsets in January and July of this year
 * ('America/New_York|300|240'). Reading the zone makes an Intl formatter, while the offsets are two
 * Date calls: the zone is read again only when the offsets no longer match (the member travelled,
 * or the cookie is new), so a member page's load normally reads two offsets and nothing more.
 */
export const TIME_ZONE_COOKIE = 'portal_tz';

/** How long the browser keeps the time zone cookie. */
export const TIME_ZONE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The IANA time zone this browser is set to, when it says (the cookie, sign-up, the digest settings). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function offsets(now: Date): string {
  const year = now.getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()}|${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/** Writes the cookie when it is missing or no longer matches the browser's time zone. */
export function syncTimeZoneCookie(now = new Date()): void {
  if (typeof document === 'undefined') return;
  try {
    const current = readCookie(TIME_ZONE_COOKIE);
    const seasons = offsets(now);
    if (current && decodeURIComponent(current).endsWith(`|${seasons}`)) return;
    const zone = browserTimeZone();
    if (!zone) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(`${zone}|${seasons}`)}; Path=/; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // Cookies turned off: drawn pages are dated in the server's time zone, as before.
  }
}
