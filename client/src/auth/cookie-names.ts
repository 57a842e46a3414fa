/**
 * The cookies the browser keeps for the gateway, which reads them under the same names
 * (gateway/src/http/member-pages.ts): ./session-cookie.ts writes them, ./stored-session.ts adopts
 * what the gateway handed back in them.
 */
/** A copy of the access token supabase-js stored, for as long as it is valid. */
export const SESSION_COOKIE = 'portal_session';
/** A copy of the refresh token supabase-js stored. */
export const REFRESH_COOKIE = 'portal_refresh';
/** How long the refresh cookie is kept after supabase-js last stored a session (as the gateway writes it). */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** A cookie's value as the browser holds it (not decoded), or undefined. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}
