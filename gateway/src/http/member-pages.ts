import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import { parse } from 'graphql';
import { parse as parseCookies } from 'cookie';
import escapeHtml from 'escape-html';
import type { Request, RequestHandler, Response } from 'express';
import { cookieSessionToken, SUPABASE_SESSION_COOKIE, type RequestSupabase } from '../auth/cookie-session.js';
import { REFRESH_TOKEN_PATTERN, type PageSessionRefresh, type RefreshedSession } from '../auth/page-session.js';
import type { Logger } from '../config/logger.js';
import type { Context } from '../graphql/context.js';
import type { ClientBuild } from './client-assets.js';

/**
 * Member pages drawn by the gateway with the member's data (issue #12: signed-in pages on a phone).
 *
 * A member route (GET, wanting HTML) requested with the session cookie the client writes
 * (client/src/auth/session-cookie.ts, same name) is rendered by the client's own renderer
 * (client/src/prerender/member-render.tsx, built into client/dist/.server, which is never served), which runs the page's
 * queries here, in-process, through Apollo's executeOperation with the context the cookie's token
 * gives — the same verification (signature, expiry, open session), roles, resolvers and
 * authorization as a request to /graphql with that token. The page arrives with its content, its
 * critical CSS and the data it was drawn from; the browser hydrates it.
 *
 * The cookie is read here only, to render a page: /graphql and /api take the token from the
 * Authorization header alone (graphql/context.ts), so the cookie can make nothing happen, and the
 * renderer runs no mutations. Without a usable cookie, past the time limit, or when anything goes
 * wrong, the route's usual shell is sent (client-assets.ts) and the browser draws the page, as it
 * always has: a member never gets an error page from this.
 *
 * The answer is for this member only: `Cache-Control: private, no-store` and `Vary: Cookie`.
 *
 * A member back after the access token (and the cookie) expired — the next day, from an email —
 * still sends the refresh cookie: the session is renewed here as supabase-js would renew it
 * (../auth/page-session.ts), the page drawn with the new token, and the new tokens handed back in
 * the two cookies (also when the page is then sent as a shell), which the app's entry adopts before
 * anything reads the session (client/src/auth/stored-session.ts). A refresh token the auth service
 * refuses is removed; one it cannot check now is left to the app.
 */
export const SESSION_COOKIE = 'portal_session';
/** The refresh token supabase-js stored, copied by client/src/auth/session-cookie.ts. */
export const REFRESH_COOKIE = 'portal_refresh';
/** How long the browser keeps the refresh cookie (as client/src/auth/session-cookie.ts writes it). */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** The member's time zone, which the page's dates are written in (client/src/auth/time-zone-cookie.ts). */
export const TIME_ZONE_COOKIE = 'portal_tz';

/** client/src/prerender/member-render.tsx, as built. */
interface MemberRenderer {
  renderMemberPage(request: {
    url: string;
    user: { id: string; email: string };
    execute(op: { query: string; variables?: Record<string, unknown>; operationName?: string }): Promise<{ data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> }>;
    signal?: AbortSignal;
    timeZone?: string;
  }): Promise<{ html: string; styleTags: string; title: string; stateScript: string }>;
  NotRendered: new (...args: never[]) => Error;
}

export interface MemberPagesDeps {
  clientDist: string;
  build: ClientBuild;
  apollo: ApolloServer<Context>;
  /** The context of a caller sending `authorization` (the one /graphql builds). */
  context: (authorization: string, ip: string | undefined) => Promise<Context>;
  /** Renews a member's session from the refresh cookie; unset: pages need a good access token. */
  refresh?: PageSessionRefresh;
  /**
   * supabase-js's session in its own cookies (@supabase/ssr, auth/cookie-session.ts), for a request
   * without the portal's session cookies; renewed there when it has expired.
   */
  cookieSession?: RequestSupabase;
  log: Logger;
  /** MEMBER_PAGE_RENDER_MS; 0 turns this off. */
  timeoutMs: number;
}

export function memberPages({ clientDist, build, apollo, context, refresh, cookieSession, log, timeoutMs }: MemberPagesDeps): RequestHandler {
  const rendererFile = path.join(clientDist, '.server', 'member-render.js');
  let renderer: Promise<MemberRenderer | null> | undefined;
  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<MemberRenderer>).catch((err: unknown) => {
          log.warn(`Member pages are drawn in the browser: the renderer could not be loaded (${err instanceof Error ? err.message : String(err)})`);
          return null;
        })
      : Promise.resolve(null));
  const templates = new Map<string, string>();
  const template = (file: string) => {
    let html = templates.get(file);
    if (html === undefined) templates.set(file, (html = readFileSync(path.join(clientDist, file), 'utf8')));
    return html;
  };

  return (req, res, next) => {
    if (timeoutMs <= 0 || req.method !== 'GET' || !req.accepts('html')) return next();
    const route = build.routes.find((r) => r.match.test(req.path));
    const cookies = route?.ssrFile ? cookiesOf(req) : {};
    const token = sessionToken(cookies);
    const refreshToken = refresh && refreshTokenOf(cookies);
    const supabase = route?.ssrFile && !token && !refreshToken && hasSupabaseSession(cookies) ? cookieSession?.(req, res) : undefined;
    if (!route?.ssrFile || (!token && !refreshToken && !supabase)) return next();
    const ssrFile = route.ssrFile;
    void (async () => {
      const contextOf = (accessToken: string) => context(`Bearer ${accessToken}`, req.ip).catch(() => null);
      const cookieToken = supabase ? await cookieSessionToken(supabase) : undefined;
      let contextValue = token || cookieToken ? await contextOf((token || cookieToken)!) : null;
      if (!contextValue?.viewer && refreshToken) {
        const outcome = await refresh!(refreshToken, req.ip);
        if (outcome.kind === 'refused') clearRefreshCookie(req, res);
        if (outcome.kind === 'refreshed') {
          handOver(req, res, outcome.session);
          contextValue = await contextOf(outcome.session.access_token);
        }
      }
      // A token that is not (or no longer) good: the shell, whose app sorts the session out.
      const viewer = contextValue?.viewer;
      if (!contextValue || !viewer) return next();
      const module = await loadRenderer();
      if (!module) return next();
      const started = performance.now();
      try {
        const page = await module.renderMemberPage({
          url: req.originalUrl,
          user: { id: viewer.id, email: viewer.email ?? '' },
          signal: AbortSignal.timeout(timeoutMs),
          timeZone: timeZoneOf(cookies),
          execute: async (op) => {
            // Drawing a page reads; it never changes anything, whatever the renderer asks.
            if (!onlyQueries(op.query)) throw new Error('only queries run while a page is drawn');
            const response = await apollo.executeOperation(op, { contextValue });
            if (response.body.kind !== 'single') throw new Error('incremental delivery is not used while drawing a page');
            return response.body.singleResult;
          },
        });
        if (res.headersSent || req.socket.destroyed) return;
        const html = template(ssrFile)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
          .replace('<!--portal:head-->', () => page.styleTags)
          .replace('<!--portal:root-->', () => page.html)
          .replace('<!--portal:state-->', () => page.stateScript);
        res.setHeader('Cache-Control', 'private, no-store');
        res.vary('Cookie');
        res.type('html').send(html);
        log.debug(`Drew ${req.path} for a member in ${(performance.now() - started).toFixed(0)} ms`);
      } catch (err) {
        const expected = err instanceof module.NotRendered || (err as { name?: unknown } | null)?.name === 'AbortError' || (err as { name?: unknown } | null)?.name === 'TimeoutError';
        const message = `${req.path} is drawn in the browser: ${err instanceof Error ? err.message : String(err)}`;
        if (expected) log.debug(message);
        else log.warn(message, err);
        if (!res.headersSent) next();
      }
    })().catch(next);
  };
}

/**
 * A signed-in member who opens the landing page (`/`) is sent on to their dashboard by the server
 * (issue #54 item 2): the session in the page cookie or in supabase-js's own cookies, checked as any
 * Bearer token is. Anyone else — no session, or one that does not check out — gets the landing page.
 */
export function signedInHome({ context, cookieSession }: Pick<MemberPagesDeps, 'context' | 'cookieSession'>): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/' || !req.accepts('html')) return next();
    const cookies = cookiesOf(req);
    const token = sessionToken(cookies);
    const supabase = !token && hasSupabaseSession(cookies) ? cookieSession?.(req, res) : undefined;
    res.vary('Cookie');
    if (!token && !supabase) return next();
    void (async () => {
      const accessToken = token ?? (supabase ? await cookieSessionToken(supabase) : undefined);
      const viewer = accessToken ? (await context(`Bearer ${accessToken}`, req.ip).catch(() => null))?.viewer : undefined;
      if (!viewer) return next();
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(302, '/dashboard');
    })().catch(next);
  };
}

/** Whether the request carries what looks like a member's session or refresh cookie (not verified here). */
export function hasSessionCookie(req: Request): boolean {
  const cookies = cookiesOf(req);
  return sessionToken(cookies) !== undefined || refreshTokenOf(cookies) !== undefined || hasSupabaseSession(cookies);
}

/** supabase-js's session cookie (one, or its chunks `.0`, `.1`…), by the name both sides give it. */
function hasSupabaseSession(cookies: Record<string, string | undefined>): boolean {
  return Object.keys(cookies).some((name) => name === SUPABASE_SESSION_COOKIE || name.startsWith(`${SUPABASE_SESSION_COOKIE}.`));
}

/** The request's cookies, read once. */
function cookiesOf(req: Request): Record<string, string | undefined> {
  const header = req.headers.cookie;
  return header ? parseCookies(header) : {};
}

function refreshTokenOf(cookies: Record<string, string | undefined>): string | undefined {
  const value = cookies[REFRESH_COOKIE];
  return value && REFRESH_TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * The renewed tokens, in the cookies the browser's app wrote (same names, same attributes), for
 * this member only: whatever is then sent — the page drawn or the shell — is `private, no-store`
 * (client-assets.ts keeps it so).
 */
function handOver(req: Request, res: Response, session: RefreshedSession): void {
  const attributes = { path: '/', sameSite: 'lax', secure: req.secure } as const;
  const seconds = session.expires_at - Math.floor(Date.now() / 1000);
  if (seconds > 0 && /^[\w.-]+$/.test(session.access_token)) res.cookie(SESSION_COOKIE, session.access_token, { ...attributes, maxAge: seconds * 1000, encode: String });
  if (REFRESH_TOKEN_PATTERN.test(session.refresh_token)) {
    res.cookie(REFRESH_COOKIE, session.refresh_token, { ...attributes, maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS * 1000, encode: String });
  }
  res.setHeader('Cache-Control', 'private, no-store');
  res.vary('Cookie');
}

/** A refresh token the auth service refused: the browser's copy goes (its app signs the member out). */
function clearRefreshCookie(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, { path: '/', sameSite: 'lax', secure: req.secure });
}

function sessionToken(cookies: Record<string, string | undefined>): string | undefined {
  const value = cookies[SESSION_COOKIE];
  // A JWT: three base64url parts. Anything else is not worth verifying.
  return value && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) && value.length < 8192 ? value : undefined;
}

/** 'America/New_York' from 'America/New_York|300|240'; the renderer checks that Intl knows it. */
function timeZoneOf(cookies: Record<string, string | undefined>): string | undefined {
  const zone = cookies[TIME_ZONE_COOKIE]?.split('|')[0];
  return zone && zone.length <= 64 ? zone : undefined;
}

function onlyQueries(query: string): boolean {
  try {
    return parse(query).definitions.every((d) => d.kind !== 'OperationDefinition' || d.operation === 'query');
  } catch {
    // Apollo answers a document that does not parse with its own error.
    return true;
  }
}
