/**
 * The cookies the browser keeps for the gateway, which reads them under the same names.
 */
/**
 * supabase-js's session, kept in cookies by @supabase/ssr (one cookie, or chunks `.0`, `.1`…):
 * ./supabase-client.ts names it, and gateway/src/auth/cookie-session.ts reads it under the same name.
 */
export const SUPABASE_SESSION_COOKIE = 'sb-portal-session';

/** A cookie's value as the browser holds it (not decoded), or undefined. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Whether the browser holds a session cookie (not whether the session is good: only supabase-js and the gateway can tell). */
export function hasSessionCookie(): boolean {
  try {
    return document.cookie.split('; ').some((c) => c.startsWith(`${SUPABASE_SESSION_COOKIE}=`) || c.startsWith(`${SUPABASE_SESSION_COOKIE}.`));
  } catch {
    return false;
  }
}
