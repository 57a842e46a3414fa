import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_SESSION_COOKIE } from '../../gateway/src/auth/cookie-session.js';
import { Role } from '../../gateway/src/auth/roles.js';
import { fakeClientBuild } from '../factories/client-build.js';
import { buildMember, openAuthSession, type TestMember } from '../factories/members.js';
import { buildStory } from '../factories/stories.js';
import { signAccessToken } from '../factories/tokens.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #12, signed-in pages drawn by the gateway (gateway/src/http/member-pages.ts): a member
 * route requested with supabase-js's session cookie (@supabase/ssr) is rendered with the caller's own context — the same
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
  dist = fakeClientBuild('portal-member-pages-', {
    'index.html': SHELL,
    'shells/stories.html': SHELL,
    'shells/stories.ssr.html': TEMPLATE,
    '.server/member-render.js': RENDERER,
    '.server/package.json': '{ "type": "module" }\n',
    'pages/404.html': NOT_FOUND_PAGE,
    'prerendered.json': JSON.stringify({
      pages: { '*': 'pages/404.html' },
      routes: [
        { pattern: '/stories', file: 'shells/stories.html', ssrFile: 'shells/stories.ssr.html' },
        { pattern: '/staff/legislators/:id', file: 'index.html' },
      ],
    }),
  });

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

/**
 * supabase-js's session cookie as @supabase/ssr writes it for `accessToken` (test-only knowledge of
 * its format: `base64-` and the session as base64url JSON), expiring when the token does.
 */
function sessionCookie(accessToken: string, refreshToken = 'unknown-refresh-token'): string {
  let expiresAt = Math.floor(Date.now() / 1000) + 3600;
  try {
    expiresAt = (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { exp?: number }).exp ?? expiresAt;
  } catch {
    // Not a JWT: as if it expired in an hour.
  }
  const session = { access_token: accessToken, token_type: 'bearer', expires_in: 3600, expires_at: expiresAt, refresh_token: refreshToken, user: { id: 'unknown' } };
  return `${SUPABASE_SESSION_COOKIE}=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

describe('a member route requested with the session cookie', () => {
  it('is drawn with the data of the member the token names, private to them', async () => {
    const res = await page(withOps(ME), `theme=dark; ${sessionCookie(member.token)}`);
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
    const zoneOf = async (tz?: string) => drawn((await page(withOps(ME), `${sessionCookie(member.token)}${tz === undefined ? '' : `; portal_tz=${tz}`}`)).text).timeZone;
    expect(await zoneOf('America%2FNew_York%7C300%7C240')).toBe('America/New_York');
    expect(await zoneOf()).toBeUndefined();
    // The renderer checks the name against Intl (client/src/prerender/time-zone.ts); nothing long gets that far.
    expect(await zoneOf('x'.repeat(100))).toBeUndefined();
  });

  it("runs the page's queries with the member's own authorization: a staff-only field is refused", async () => {
    const asMember = drawn((await page(withOps(STAFF_ONLY), `${sessionCookie(member.token)}`)).text);
    expect(asMember.results[0]!.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(asMember.results[0]!.data?.accessRequests ?? null).toBeNull();
    const asSuperAdmin = drawn((await page(withOps(STAFF_ONLY), `${sessionCookie(superAdmin.token)}`)).text);
    expect(asSuperAdmin.results[0]!.errors).toBeUndefined();
    expect(typeof asSuperAdmin.results[0]!.data.accessRequests.total).toBe('number');
  });

  it('never runs a mutation, whatever the renderer asks: the shell is sent and nothing changes', async () => {
    const res = await page(withOps(`mutation { followStory(id: "${storyId}") { id } }`), `${sessionCookie(member.token)}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SHELL);
    const [{ count }] = await portal.dataSource.query('SELECT count(*)::int AS count FROM story_follows WHERE member_id = $1', [member.id]);
    expect(count).toBe(0);
  });
});

describe('anything short of a good token and a complete page gets the shell', () => {
  it.each([
    ['no cookie', undefined],
    ['an empty cookie', `${SUPABASE_SESSION_COOKIE}=`],
    ['a value that is not a session', `${SUPABASE_SESSION_COOKIE}=hello`],
    ['a session whose token is not a token', () => sessionCookie('hello')],
    ['a token with a forged signature', () => `${sessionCookie(member.token.slice(0, -4))}AAAA`],
  ])('%s', async (_label, cookie) => {
    const res = await page(withOps(ME), typeof cookie === 'function' ? cookie() : cookie);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SHELL);
    expect(res.headers.get('cache-control')).not.toContain('private');
  });

  it('an expired token', async () => {
    const session = await openAuthSession(portal.dataSource, member.id, member.email);
    const expired = await signAccessToken(portal.dataSource, { sub: member.id, email: member.email, session_id: session }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await page(withOps(ME), `${sessionCookie(expired)}`)).text).toBe(SHELL);
  });

  it('the token of a session that was signed out', async () => {
    const other = await buildMember(portal.dataSource);
    await portal.dataSource.query('DELETE FROM auth_sessions WHERE user_id = $1', [other.id]);
    expect((await page(withOps(ME), `${sessionCookie(other.token)}`)).text).toBe(SHELL);
  });

  it.each([
    ['the renderer declines', '/stories?refuse'],
    ['the renderer throws', '/stories?crash'],
    ['the page takes longer than MEMBER_PAGE_RENDER_MS', '/stories?slow'],
  ])('%s', async (_label, p) => {
    const res = await page(p, `${sessionCookie(member.token)}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SHELL);
  });

  it('requests that are not for a member route page: HEAD, JSON, other paths', async () => {
    const head = await fetch(`${portal.baseUrl}${withOps(ME)}`, { method: 'HEAD', headers: { accept: 'text/html', cookie: `${sessionCookie(member.token)}` } });
    expect(head.headers.get('cache-control')).not.toContain('private');
    const json = await page('/stories', `${sessionCookie(member.token)}`, { accept: 'application/json' });
    expect(json.text).not.toContain('data-ssr');
    const other = await page('/somewhere-else', `${sessionCookie(member.token)}`);
    expect(other.text).toBe(SHELL);
  });
});

describe('an address the portal does not have', () => {
  it('answers 404: the not-found page for a visitor without a session cookie, the shell for a member', async () => {
    for (const cookie of [undefined, 'theme=dark', 'portal_session=a-cookie-of-old']) {
      const res = await page('/stories/old/link', cookie);
      expect(res.status, String(cookie)).toBe(404);
      expect(res.text, String(cookie)).toBe(NOT_FOUND_PAGE);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    // A member's app says "Page not found." in the members' frame.
    const member404 = await page('/stories/old/link', `${sessionCookie(member.token)}`);
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
      headers: { 'content-type': 'application/json', cookie: `${sessionCookie(member.token)}` },
      body: JSON.stringify({ query: ME }),
    });
    const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('/api with the cookie alone cannot follow a story', async () => {
    const res = await fetch(`${portal.baseUrl}/api/stories/${storyId}/follow`, { method: 'POST', headers: { cookie: `${sessionCookie(member.token)}` } });
    expect(res.status).toBe(401);
    const [{ count }] = await portal.dataSource.query('SELECT count(*)::int AS count FROM story_follows WHERE member_id = $1', [member.id]);
    expect(count).toBe(0);
  });
});
