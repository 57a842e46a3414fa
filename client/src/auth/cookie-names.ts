/**
 * The cookies the browser keeps for the gateway, which reads them under the same names
 * (gateway/src/http/member-pages.ts): ./session-cookie.ts writes them, ./stored-session.ts adopts
 * what the gateway handed back in them.
 */
/** A copy of the access token supabase-js stored, for as long as it is valid. */
export const SESSION_COOKIE = 'portal_session';
/** A copy of the refresh token supabase-js stored. */
export const REFRESH_COOKIE = 'portal_refresh';
/**
 * What the cookies take: an access token (a JWT, base64url parts and dots) and a refresh token
 * (GoTrue's short base64url strings, as gateway/src/auth/page-session.ts REFRESH_TOKEN_PATTERN):
 * nothing that could end a cookie's value or add an attribute. The sign-in page's inline script uses
 * the same (prerender/signed-in-redirect.ts).
 */
export const ACCESS_TOKEN_PATTERN = /^[\w.-]+$/;
export const REFRESH_TOKEN_PATTERN = /^[\w-]{8,256}$/;

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
