import { AuthError, API_VERSION, API_VERSION_HEADER } from './gotrue/errors.js';

/**
 * A member's session refreshed by the gateway so that it can draw their page (issue #12: the
 * member back the next day, usually from an email). The access token supabase-js stored, and the
 * page cookie that copies it, last an hour; the refresh token the browser also copies into a cookie
 * (client/src/auth/session-cookie.ts) lets the gateway renew the session as supabase-js would,
 * draw the page with the new token (http/member-pages.ts), and hand the new tokens back in the
 * same cookies, from which the app's entry adopts them into supabase-js's storage
 * (client/src/auth/stored-session.ts) before anything else reads it — so the browser never
 * presents the old token again.
 *
 * The same grant as POST /auth/v1/token?grant_type=refresh_token (auth-contract.md §2.8, rotation
 * included): in-process with the built-in auth service (counted by its per-IP limit), over HTTP
 * with hosted Supabase.
 */
export interface RefreshedSession {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  expires_in: number;
}

export type PageRefreshOutcome =
  /** Renewed: draw the page with the new access token and hand both tokens to the browser. */
  | { kind: 'refreshed'; session: RefreshedSession }
  /** The refresh token is no good (signed out, replaced, revoked): the browser should drop its copy. */
  | { kind: 'refused' }
  /** Not now (the auth service unreachable, a limit reached): nothing changes; the browser's app refreshes. */
  | { kind: 'unavailable' };

export type PageSessionRefresh = (refreshToken: string, ip: string | undefined) => Promise<PageRefreshOutcome>;

/**
 * GoTrue's answer to a refresh token that is no good — refresh_token_not_found, _already_used,
 * session_expired, user_banned (auth-contract.md §2.8) — and only that.
 */
const REFUSED = 400;

/** A refresh token as the browser may send it: GoTrue's are short base64url strings. */
export const REFRESH_TOKEN_PATTERN = /^[\w-]{8,256}$/;

/** With the built-in auth service: its own refresh grant, counted by its per-IP limit on /token. */
export function localPageRefresh(
  refreshGrant: (body: { refresh_token: string }) => Promise<RefreshedSession>,
  allowed: (ip: string | undefined) => Promise<boolean>,
): PageSessionRefresh {
  return async (refreshToken, ip) => {
    try {
      if (!(await allowed(ip))) return { kind: 'unavailable' };
      return { kind: 'refreshed', session: pick(await refreshGrant({ refresh_token: refreshToken })) };
    } catch (err) {
      return err instanceof AuthError && err.status === REFUSED ? { kind: 'refused' } : { kind: 'unavailable' };
    }
  };
}

/** With hosted Supabase: its /auth/v1/token, as supabase-js calls it (contract §1, §2.8). */
export function hostedPageRefresh(opts: { supabaseUrl: string; anonKey: string; timeoutMs: number }): PageSessionRefresh {
  const url = new URL('auth/v1/token?grant_type=refresh_token', `${opts.supabaseUrl.replace(/\/$/, '')}/`);
  return async (refreshToken) => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          apikey: opts.anonKey,
          authorization: `Bearer ${opts.anonKey}`,
          'content-type': 'application/json;charset=UTF-8',
          [API_VERSION_HEADER]: API_VERSION,
        },
        body: JSON.stringify({ refresh_token: refreshToken }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (res.ok) {
        const session = pick((await res.json()) as Partial<RefreshedSession>);
        return session.access_token && session.refresh_token && session.expires_at > 0 ? { kind: 'refreshed', session } : { kind: 'unavailable' };
      }
      // A key or gateway problem (401, 403, 404, 429, 5xx) says nothing about the member's token.
      return res.status === REFUSED ? { kind: 'refused' } : { kind: 'unavailable' };
    } catch {
      return { kind: 'unavailable' };
    }
  };
}

/** Only the tokens travel on: the user's record stays where supabase-js keeps it. */
function pick(s: Partial<RefreshedSession>): RefreshedSession {
  const expiresIn = Number(s.expires_in) || 0;
  return {
    access_token: String(s.access_token ?? ''),
    refresh_token: String(s.refresh_token ?? ''),
    expires_in: expiresIn,
    expires_at: Number(s.expires_at) || Math.floor(Date.now() / 1000) + expiresIn,
  };
}
