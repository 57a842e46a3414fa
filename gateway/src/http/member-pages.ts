import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import { parse } from 'graphql';
import { parse as parseCookies } from 'cookie';
import escapeHtml from 'escape-html';
import type { Request, RequestHandler } from 'express';
import { cookieSessionOf, SUPABASE_SESSION_COOKIE, type RequestSupabase } from '../auth/cookie-session.js';
import type { Logger } from '../config/logger.js';
import type { Context } from '../graphql/context.js';
import type { ClientBuild } from './client-assets.js';

/**
 * Member pages drawn by the gateway with the member's data (issue #12: signed-in pages on a phone).
 *
 * A member route (GET, wanting HTML) requested with supabase-js's session cookie (@supabase/ssr:
 * ../auth/cookie-session.ts reads it, renewing an expired session first, the renewed one going back
 * in this response's cookies) is rendered by the client's own renderer
 * (client/src/prerender/member-render.tsx, built into client/dist/.server, which is never served),
 * which runs the page's queries here, in-process, through Apollo's executeOperation with the
 * context the session's access token gives — the same verification (signature, expiry, open
 * session), roles, resolvers and authorization as a request to /graphql with that token. The page
 * arrives with its content, its critical CSS and the data it was drawn from; the browser hydrates it.
 *
 * The cookie is read here only to render a page: /graphql and /api take the token from the
 * Authorization header alone (graphql/context.ts), so the cookie can make nothing happen, and the
 * renderer runs no mutations. Without a usable session, past the time limit, or when anything goes
 * wrong, the route's usual shell is sent (client-assets.ts) and the browser draws the page, as it
 * always has: a member never gets an error page from this.
 *
 * The answer is for this member only: `Cache-Control: private, no-store` and `Vary: Cookie`.
 */
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
    session?: { accessToken: string; expiresAt: number };
  }): Promise<{ html: string; styleTags: string; title: string; stateScript: string }>;
  NotRendered: new (...args: never[]) => Error;
}

export interface MemberPagesDeps {
  clientDist: string;
  build: ClientBuild;
  apollo: ApolloServer<Context>;
  /** The context of a caller sending `authorization` (the one /graphql builds). */
  context: (authorization: string, ip: string | undefined) => Promise<Context>;
  /** supabase-js's session in its own cookies (@supabase/ssr, auth/cookie-session.ts). */
  cookieSession: RequestSupabase;
  log: Logger;
  /** MEMBER_PAGE_RENDER_MS; 0 turns this off. */
  timeoutMs: number;
}

export function memberPages({ clientDist, build, apollo, context, cookieSession, log, timeoutMs }: MemberPagesDeps): RequestHandler {
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
    const supabase = route?.ssrFile && hasSupabaseSession(cookies) ? cookieSession(req, res) : null;
    if (!route?.ssrFile || !supabase) return next();
    const ssrFile = route.ssrFile;
    void (async () => {
      // A token that is not (or no longer) good: the shell, whose app sorts the session out.
      const signedIn = await memberOfCookies(supabase, context, req);
      if (!signedIn) return next();
      const { session, contextValue, viewer } = signedIn;
      const module = await loadRenderer();
      if (!module) return next();
      const started = performance.now();
      try {
        const page = await module.renderMemberPage({
          url: req.originalUrl,
          user: { id: viewer.id, email: viewer.email ?? '' },
          signal: AbortSignal.timeout(timeoutMs),
          timeZone: timeZoneOf(cookies),
          session,
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
 * A signed-in member who opens the landing page (`/`) or a sign-in screen (`paths`, from the build:
 * client/src/prerender/pages.ts signedInGoesToDashboard) is sent on to their dashboard by the server
 * (issue #54 item 2): the session in supabase-js's cookies, checked as any Bearer token is. Anyone
 * else — no session, or one that does not check out — gets the page.
 */
export function signedInHome({ paths, context, cookieSession }: { paths: readonly string[] } & Pick<MemberPagesDeps, 'context' | 'cookieSession'>): RequestHandler {
  const home = new Set(paths);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !home.has(req.path) || !req.accepts('html')) return next();
    res.vary('Cookie');
    const supabase = hasSupabaseSession(cookiesOf(req)) ? cookieSession(req, res) : null;
    if (!supabase) return next();
    void (async () => {
      if (!(await memberOfCookies(supabase, context, req))) return next();
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(302, '/dashboard');
    })().catch(next);
  };
}

/**
 * The member whose session supabase-js's cookies hold, checked as any Bearer token is (the same
 * context /graphql builds), or null: no session, or one that does not check out.
 */
async function memberOfCookies(supabase: RequestSupabase, context: MemberPagesDeps['context'], req: Request) {
  const session = await cookieSessionOf(supabase);
  const contextValue = session ? await context(`Bearer ${session.accessToken}`, req.ip).catch(() => null) : null;
  const viewer = contextValue?.viewer;
  return session && contextValue && viewer ? { session, contextValue, viewer } : null;
}

/** Whether the request carries what looks like a member's session cookie (not verified here). */
export function hasSessionCookie(req: Request): boolean {
  return hasSupabaseSession(cookiesOf(req));
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

/** The member's time zone as their browser last told it (the `portal_tz` cookie), if it has. */
export function timeZoneCookieOf(req: Request): string | undefined {
  return timeZoneOf(cookiesOf(req));
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
