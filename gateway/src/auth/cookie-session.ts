import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import type { Request, Response } from 'express';

/**
 * supabase-js's session in the browser's cookies, read and renewed here through `@supabase/ssr`'s
 * createServerClient (issue #54 item 2; the browser's side is createBrowserClient, which keeps the
 * session in the same cookies). The gateway never reads or writes those cookies itself: @supabase/ssr
 * parses them from the request and hands back, through `setAll`, what to set on the response — a
 * renewed session, a session from an emailed link's code, a code verifier spent.
 *
 * The session it reads is what the browser sent, not yet trusted: its access token is checked by
 * the same verifier as /graphql's Bearer tokens (graphql/context.ts) before anything is drawn with it.
 *
 * Against the built-in auth service the client calls this gateway's own /auth/v1 over loopback
 * (`authUrl`, known once the server listens); against hosted Supabase, the project's URL.
 */
export type RequestSupabase = (req: Request, res: Response) => ServerSupabase | null;

/** supabase-js as @supabase/ssr makes it (its own import of the library's types). */
export type ServerSupabase = ReturnType<typeof createServerClient>;

/**
 * The name the session's cookies go by, on both sides: supabase-js would name them after the auth
 * service's host, which differs between the browser (the portal's address) and the gateway (its own
 * loopback address, with the built-in service). client/src/auth/cookie-names.ts names it the same.
 */
export const SUPABASE_SESSION_COOKIE = 'sb-portal-session';

export interface CookieSessionOptions {
  /** Where supabase-js finds /auth/v1; undefined until known (the built-in service before listen). */
  authUrl: () => string | undefined;
  anonKey: string;
  /** How long one call to the auth service may take. */
  timeoutMs: number;
  /**
   * Headers that name the member's address to the auth service (the built-in one counts its per-IP
   * limits by it: gotrue/client-ip.ts), for calls made on their behalf.
   */
  forwardFor?: (ip: string | undefined) => Record<string, string>;
}

export function cookieSessions({ authUrl, anonKey, timeoutMs, forwardFor }: CookieSessionOptions): RequestSupabase {
  return (req, res) => {
    const url = authUrl();
    if (!url) return null;
    return createServerClient(url, anonKey, {
      cookies: {
        getAll: () => parseCookieHeader(req.headers.cookie ?? ''),
        setAll: (cookies, headers) => {
          if (res.headersSent) return;
          for (const { name, value, options } of cookies) res.appendHeader('Set-Cookie', serializeCookieHeader(name, value, options));
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          res.vary('Cookie');
        },
      },
      cookieOptions: { name: SUPABASE_SESSION_COOKIE, path: '/', sameSite: 'lax', secure: req.secure },
      auth: { autoRefreshToken: false, detectSessionInUrl: false },
      global: {
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          for (const [name, value] of Object.entries(forwardFor?.(req.ip) ?? {})) headers.set(name, value);
          return fetch(input, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
        },
      },
    });
  };
}

/**
 * The session in the request's cookies — its access token and when that expires (seconds since the
 * epoch) — renewed first when it has expired (the renewed session goes back in the response's
 * cookies); undefined without a session, or when the auth service cannot renew it. Not verified:
 * the caller checks the token as any Bearer token.
 */
export async function cookieSessionOf(supabase: ServerSupabase): Promise<{ accessToken: string; expiresAt: number } | undefined> {
  try {
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    return session?.access_token ? { accessToken: session.access_token, expiresAt: session.expires_at ?? 0 } : undefined;
  } catch {
    return undefined;
  }
}

/** The access token of cookieSessionOf. */
export async function cookieSessionToken(supabase: ServerSupabase): Promise<string | undefined> {
  return (await cookieSessionOf(supabase))?.accessToken;
}
