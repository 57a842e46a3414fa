import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedPageRefresh } from '../../gateway/src/auth/page-session.js';
import { Role } from '../../gateway/src/auth/roles.js';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { buildMember, openAuthSession, type TestMember } from '../factories/members.js';
import { buildStory } from '../factories/stories.js';
import { signAccessToken } from '../factories/tokens.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #12, signed-in pages drawn by the gateway (gateway/src/http/member-pages.ts): a member
 * route requested with the session cookie is rendered with the caller's own context — the same
 * token checks and authorization as /graphql — and anything short of a good token and a complete
 * render sends the route's usual shell. The cookie authenticates nothing else.
 *
 * The renderer is a build-shaped fixture (client/dist/.server/member-render.js, the contract
 * client/src/prerender/member-render.tsx implements): it runs the operations the URL asks for and
 * prints what came back, so these checks see exactly what the gateway let it do. The e2e suite
 * covers the real renderer (tests/e2e/member-pages.spec.ts).
 */

let portal: TestPortal;
let member: TestMember;
let superAdmin: TestMember;
let dist: string;
let storyId: string;

const SHELL = '<!doctype html><html><head><title>Stories shell</title></head><body><div id="root"><p>frame</p></div></body></html>';
const NOT_FOUND_PAGE = '<!doctype html><html><head><title>Page not found</title></head><body><div id="root" data-prerendered="*"><h1>Page not found.</h1></div></body></html>';
const TEMPLATE =
  '<!doctype html><html><head><title>Stories shell</title><!--portal:head--></head><body><div id="root" data-ssr><!--portal:root--></div><!--portal:state--></body></html>';

const RENDERER = `
export class NotRendered extends Error {}
export async function renderMemberPage({ url, user, execute, signal, timeZone }) {
  const q = new URL(url, 'http://x').searchParams;
  if (q.has('refuse')) throw new NotRendered('refused');
  if (q.has('crash')) throw new TypeError('the renderer broke');
  if (q.has('slow')) await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  const results = [];
  for (const query of q.getAll('op')) {
    try {
      results.push(await execute({ query }));
    } catch (error) {
      throw new NotRendered(String(error));
    }
  }
  return {
    html: '<main>' + JSON.stringify({ user, timeZone, results }).replace(/</g, '&lt;') + '</main>',
    styleTags: '<style data-emotion="css x">.x{}</style>',
    title: 'Stories · <Portal>',
    stateScript: '<script type="application/json" id="portal-state">{}</script>',
  };
}
`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-member-pages-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), body);
  };
  write('index.html', SHELL);
  write('shells/stories.html', SHELL);
  write('shells/stories.ssr.html', TEMPLATE);
  write('.server/member-render.js', RENDERER);
  write('.server/package.json', '{ "type": "module" }\n');
  write('pages/404.html', NOT_FOUND_PAGE);
  write(
    'prerendered.json',
    JSON.stringify({
      pages: { '*': 'pages/404.html' },
      routes: [
        { pattern: '/stories', file: 'shells/stories.html', ssrFile: 'shells/stories.ssr.html' },
        { pattern: '/staff/legislators/:id', file: 'index.html' },
      ],
      scriptHashes: [],
    }),
  );

  portal = await startTestPortal('member_pages', { CLIENT_DIST: dist, MEMBER_PAGE_RENDER_MS: '1000' });
  member = await buildMember(portal.dataSource);
  superAdmin = await buildMember(portal.dataSource, { role: Role.SUPER_ADMIN });
  storyId = (await buildStory(portal.dataSource, { ownerId: superAdmin.id, isGlobal: true })).id;
});

afterAll(async () => {
  await portal?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const ME = '{ me { id roles } }';
const STAFF_ONLY = '{ accessRequests { total } }';

async function page(p: string, cookie?: string, headers: Record<string, string> = {}) {
  const res = await fetch(portal.baseUrl + p, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}), ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const drawn = (text: string) => JSON.parse(/<main>(.*)<\/main>/s.exec(text)![1]!.replace(/&lt;/g, '<')) as { user: { id: string; email: string }; timeZone?: string; results: Array<{ data?: any; errors?: any[] }> };
const withOps = (...ops: string[]) => `/stories?${ops.map((op) => `op=${encodeURIComponent(op)}`).join('&')}`;

describe('a member route requested with the session cookie', () => {
  it('is drawn with the data of the member the token names, private to them', async () => {
    const res = await page(withOps(ME), `theme=dark; portal_session=${member.token}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root" data-ssr><main>');
    const body = drawn(res.text);
    expect(body.user).toEqual({ id: member.id, email: member.email });
    expect(body.results[0]!.data.me).toEqual({ id: member.id, roles: ['USER'] });
    // Title escaped, styles in <head>, the data block after #root, no marker left.
    expect(res.text).toContain('<title>Stories · &lt;Portal&gt;</title>');
    expect(res.text).toMatch(/<style data-emotion="css x">\.x\{\}<\/style><\/head>/);
    expect(res.text).toContain('</div><script type="application/json" id="portal-state">{}</script></body>');
    expect(res.text).not.toContain('<!--portal:');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('cookie');
  });

  it("is drawn in the member's time zone, from the portal_tz cookie the browser writes", async () => {
    const zoneOf = async (tz?: string) => drawn((await page(withOps(ME), `portal_session=${member.token}${tz === undefined ? '' : `; portal_tz=${tz}`}`)).text).timeZone;
    expect(await zoneOf('America%2FNew_York%7C300%7C240')).toBe('America/New_York');
    expect(await zoneOf()).toBeUndefined();
    // The renderer checks the name against Intl (client/src/prerender/time-zone.ts); nothing long gets that far.
    expect(await zoneOf('x'.repeat(100))).toBeUndefined();
  });

  it("runs the page's queries with the member's own authorization: a staff-only field is refused", async () => {
    const asMember = drawn((await page(withOps(STAFF_ONLY), `portal_session=${member.token}`)).text);
    expect(asMember.results[0]!.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(asMember.results[0]!.data?.accessRequests ?? null).toBeNull();
    const asSuperAdmin = drawn((await page(withOps(STAFF_ONLY), `portal_session=${superAdmin.token}`)).text);
    expect(asSuperAdmin.results[0]!.errors).toBeUndefined();
    expect(typeof asSuperAdmin.results[0]!.data.accessRequests.total).toBe('number');
  });

  it('never runs a mutation, whatever the renderer asks: the shell is sent and nothing changes', async () => {
    const res = await page(withOps(`mutation { followStory(id: "${storyId}") { id } }`), `portal_session=${member.token}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SHELL);
    const [{ count }] = await portal.dataSource.query('SELECT count(*)::int AS count FROM story_follows WHERE member_id = $1', [member.id]);
    expect(count).toBe(0);
  });
});

describe('anything short of a good token and a complete page gets the shell', () => {
  it.each([
    ['no cookie', undefined],
    ['an empty cookie', 'portal_session='],
    ['a value that is not a token', 'portal_session=hello'],
    ['a token with a forged signature', () => `portal_session=${member.token.slice(0, -4)}AAAA`],
  ])('%s', async (_label, cookie) => {
    const res = await page(withOps(ME), typeof cookie === 'function' ? cookie() : cookie);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SHELL);
    expect(res.headers.get('cache-control')).not.toContain('private');
  });

  it('an expired token', async () => {
    const session = await openAuthSession(portal.dataSource, member.id, member.email);
    const expired = await signAccessToken(portal.dataSource, { sub: member.id, email: member.email, session_id: session }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await page(withOps(ME), `portal_session=${expired}`)).text).toBe(SHELL);
  });

  it('the token of a session that was signed out', async () => {
    const other = await buildMember(portal.dataSource);
    await portal.dataSource.query('DELETE FROM auth_sessions WHERE user_id = $1', [other.id]);
    expect((await page(withOps(ME), `portal_session=${other.token}`)).text).toBe(SHELL);
  });

  it.each([
    ['the renderer declines', '/stories?refuse'],
    ['the renderer throws', '/stories?crash'],
    ['the page takes longer than MEMBER_PAGE_RENDER_MS', '/stories?slow'],
  ])('%s', async (_label, p) => {
    const res = await page(p, `portal_session=${member.token}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SHELL);
  });

  it('requests that are not for a member route page: HEAD, JSON, other paths', async () => {
    const head = await fetch(`${portal.baseUrl}${withOps(ME)}`, { method: 'HEAD', headers: { accept: 'text/html', cookie: `portal_session=${member.token}` } });
    expect(head.headers.get('cache-control')).not.toContain('private');
    const json = await page('/stories', `portal_session=${member.token}`, { accept: 'application/json' });
    expect(json.text).not.toContain('data-ssr');
    const other = await page('/somewhere-else', `portal_session=${member.token}`);
    expect(other.text).toBe(SHELL);
  });
});

describe('an address the portal does not have', () => {
  it('answers 404: the not-found page for a visitor without a session cookie, the shell for a member', async () => {
    for (const cookie of [undefined, 'theme=dark', 'portal_session=not-a-token']) {
      const res = await page('/stories/old/link', cookie);
      expect(res.status, String(cookie)).toBe(404);
      expect(res.text, String(cookie)).toBe(NOT_FOUND_PAGE);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    // A member's app says "Page not found." in the members' frame.
    const member404 = await page('/stories/old/link', `portal_session=${member.token}`);
    expect(member404.status).toBe(404);
    expect(member404.text).toBe(SHELL);
  });

  it("is not the app's own addresses, with or without a page drawn in advance", async () => {
    for (const p of ['/staff/legislators/abc', '/stories', '/stories/']) {
      const res = await page(p);
      expect(res.status, p).toBe(200);
      expect(res.text, p).toBe(SHELL);
    }
  });
});

describe('the cookie authenticates nothing but a page', () => {
  it('/graphql with the cookie alone answers as to a visitor who is signed out', async () => {
    const res = await fetch(`${portal.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `portal_session=${member.token}` },
      body: JSON.stringify({ query: ME }),
    });
    const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('/api with the cookie alone cannot follow a story', async () => {
    const res = await fetch(`${portal.baseUrl}/api/stories/${storyId}/follow`, { method: 'POST', headers: { cookie: `portal_session=${member.token}` } });
    expect(res.status).toBe(401);
    const [{ count }] = await portal.dataSource.query('SELECT count(*)::int AS count FROM story_follows WHERE member_id = $1', [member.id]);
    expect(count).toBe(0);
  });
});

/** A session as signing in opens it, with its first refresh token (what the browser copies into portal_refresh). */
async function signedInSession(m: TestMember): Promise<string> {
  const sessionId = await openAuthSession(portal.dataSource, m.id, m.email);
  const refreshToken = randomBytes(24).toString('base64url');
  await portal.dataSource.query('INSERT INTO auth_refresh_tokens (token, user_id, session_id) VALUES ($1, $2, $3)', [refreshToken, m.id, sessionId]);
  return refreshToken;
}

/** The cookies a response sets, by name: value and attributes as written. */
function setCookies(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.getSetCookie().map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]));
}

async function meWith(accessToken: string) {
  const res = await fetch(`${portal.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: ME }),
  });
  return ((await res.json()) as { data?: { me?: { id: string } } }).data?.me?.id;
}

const activeRefreshTokens = async (m: TestMember) =>
  (await portal.dataSource.query('SELECT token FROM auth_refresh_tokens WHERE user_id = $1 AND revoked = false', [m.id])).map((r: { token: string }) => r.token);

describe('a member back after the access token expired (the next day, from an email): the refresh cookie', () => {
  it('renews the session as supabase-js would, draws the page with it and hands both tokens back, private to the member', async () => {
    const m = await buildMember(portal.dataSource);
    const refreshToken = await signedInSession(m);
    const res = await page(withOps(ME), `portal_refresh=${refreshToken}`);
    expect(res.status).toBe(200);
    expect(drawn(res.text).results[0]!.data.me.id).toBe(m.id);
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const cookies = setCookies(res.headers);
    const [access, ...accessAttributes] = cookies.portal_session!.split('; ');
    const [renewed, ...refreshAttributes] = cookies.portal_refresh!.split('; ');
    expect(await meWith(access!)).toBe(m.id);
    expect(accessAttributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax', expect.stringMatching(/^Max-Age=3[56]\d\d$/)]));
    expect(refreshAttributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax', `Max-Age=${30 * 24 * 3600}`]));
    // Rotated, as /auth/v1/token rotates: the one the browser sent is used up, the new one is the session's.
    expect(renewed).not.toBe(refreshToken);
    expect(await activeRefreshTokens(m)).toEqual([renewed]);

    // A tab whose supabase-js had not taken the new tokens yet presents the old one: it is given the
    // same session, not signed out (contract §5: the direct parent of the current token).
    const retried = await fetch(`${portal.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { refresh_token: string }).refresh_token).toBe(renewed);
  });

  it('is used when the session cookie holds an expired token too', async () => {
    const m = await buildMember(portal.dataSource);
    const refreshToken = await signedInSession(m);
    const session = await openAuthSession(portal.dataSource, m.id, m.email);
    const expired = await signAccessToken(portal.dataSource, { sub: m.id, email: m.email, session_id: session }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const res = await page(withOps(ME), `portal_session=${expired}; portal_refresh=${refreshToken}`);
    expect(drawn(res.text).user.id).toBe(m.id);
    expect(setCookies(res.headers).portal_session).not.toContain(expired);
  });

  it('is not used while the session cookie is good: nothing is renewed', async () => {
    const m = await buildMember(portal.dataSource);
    const refreshToken = await signedInSession(m);
    const res = await page(withOps(ME), `portal_session=${m.token}; portal_refresh=${refreshToken}`);
    expect(drawn(res.text).user.id).toBe(m.id);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await activeRefreshTokens(m)).toEqual([refreshToken]);
  });

  it('hands the renewed tokens back with the shell when the page cannot be drawn', async () => {
    const m = await buildMember(portal.dataSource);
    const refreshToken = await signedInSession(m);
    const res = await page('/stories?refuse', `portal_refresh=${refreshToken}`);
    expect(res.text).toBe(SHELL);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const renewed = setCookies(res.headers).portal_refresh!.split('; ')[0];
    expect(await activeRefreshTokens(m)).toEqual([renewed]);
  });

  it('that the auth service refuses (unknown, replayed, signed out) gets the shell and is removed; a replay ends the session', async () => {
    const m = await buildMember(portal.dataSource);
    const grandparent = await signedInSession(m);
    const parent = setCookies((await page(withOps(ME), `portal_refresh=${grandparent}`)).headers).portal_refresh!.split('; ')[0]!;
    setCookies((await page(withOps(ME), `portal_refresh=${parent}`)).headers);
    for (const token of ['unknown-refresh-token', grandparent]) {
      const res = await page(withOps(ME), `portal_refresh=${token}`);
      expect(res.status, token).toBe(200);
      expect(res.text, token).toBe(SHELL);
      const cleared = setCookies(res.headers).portal_refresh!;
      expect(cleared, token).toMatch(/^; Path=\/; Expires=Thu, 01 Jan 1970/);
    }
    expect(await activeRefreshTokens(m)).toEqual([]);

    const signedOut = await buildMember(portal.dataSource);
    const token = await signedInSession(signedOut);
    await portal.dataSource.query('DELETE FROM auth_sessions WHERE user_id = $1', [signedOut.id]);
    expect((await page(withOps(ME), `portal_refresh=${token}`)).text).toBe(SHELL);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(300)],
    ['not base64url', 'abc%3B%20Domain%3Devil'],
  ])('%s: not sent to the auth service, the shell as before', async (_label, value) => {
    const res = await page(withOps(ME), `portal_refresh=${value}`);
    expect(res.text).toBe(SHELL);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('authenticates nothing else: /graphql and /api answer as to a visitor who is signed out, and nothing is renewed', async () => {
    const m = await buildMember(portal.dataSource);
    const refreshToken = await signedInSession(m);
    const graphql = await fetch(`${portal.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `portal_refresh=${refreshToken}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(((await graphql.json()) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const api = await fetch(`${portal.baseUrl}/api/stories/${storyId}/follow`, { method: 'POST', headers: { cookie: `portal_refresh=${refreshToken}` } });
    expect(api.status).toBe(401);
    expect(graphql.headers.getSetCookie()).toEqual([]);
    expect(await activeRefreshTokens(m)).toEqual([refreshToken]);
  });
});

describe('with hosted Supabase the gateway renews the session over HTTP, as supabase-js does', () => {
  // The built-in /auth/v1 speaks the hosted service's contract (docs/auth-contract.md): it stands in for it here.
  const hosted = () => hostedPageRefresh({ supabaseUrl: portal.baseUrl, anonKey: LOCAL_DEV_ANON_KEY, timeoutMs: 2000 });

  it('renewed, refused, or unavailable (an unreachable service, a wrong key): only a refusal drops the cookie', async () => {
    const m = await buildMember(portal.dataSource);
    const refreshToken = await signedInSession(m);
    const renewed = await hosted()(refreshToken, undefined);
    expect(renewed.kind).toBe('refreshed');
    if (renewed.kind === 'refreshed') expect(await meWith(renewed.session.access_token)).toBe(m.id);
    expect(await hosted()('unknown-refresh-token', undefined)).toEqual({ kind: 'refused' });
    expect(await hostedPageRefresh({ supabaseUrl: 'http://127.0.0.1:9', anonKey: LOCAL_DEV_ANON_KEY, timeoutMs: 2000 })(refreshToken, undefined)).toEqual({ kind: 'unavailable' });
    expect(await hostedPageRefresh({ supabaseUrl: portal.baseUrl, anonKey: 'wrong-key', timeoutMs: 2000 })(refreshToken, undefined)).toEqual({ kind: 'unavailable' });
  });
});
