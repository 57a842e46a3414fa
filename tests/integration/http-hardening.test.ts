import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { ConfigError, loadConfig } from '../../gateway/src/config/config.js';
import { API_RATE_LIMITS } from '../../gateway/src/http/rate-limit.js';
import { contentSecurityPolicy } from '../../gateway/src/http/security.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildArticle } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { vapidEnv } from '../factories/push.js';

/**
 * Issue #7 item 3: security headers with a CSP the client works under (the browser check is in
 * the report of this change: Chromium showed no violations on /, /login, /dashboard, /stories
 * and GraphiQL), CORS from CORS_ORIGINS, per-member rate limits on votes, comments and URL
 * submission shared by both transports, and TRUST_PROXY.
 */

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal('http_hardening', { CORS_ORIGINS: 'https://members.example.org, http://localhost:5173', API_RATE_LIMITS: 'true' });
});

afterAll(async () => {
  await portal?.close();
});

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('the client page and the API carry the CSP and the helmet headers; no HSTS outside production', async () => {
    for (const path of ['/', '/graphql', '/api/health']) {
      const res = await fetch(portal.baseUrl + path, { headers: { accept: path === '/api/health' ? 'application/json' : 'text/html' } });
      const csp = directives(res.headers.get('content-security-policy'));
      // 'self', plus (when the client is built) the hash of the prerendered pages' one inline script.
      expect(csp['script-src']?.[0], path).toBe("'self'");
      for (const source of csp['script-src']!.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      // Pictures come from the portal's own image store (/media), never another host (issue #12).
      expect(csp['img-src']).toEqual(["'self'", 'data:']);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('connect-src adds the hosted Supabase origin and its websocket when SUPABASE_URL is set', () => {
    const csp = contentSecurityPolicy({ isProduction: true, supabaseUrl: 'https://abcd.supabase.co' });
    expect(csp['connect-src']).toEqual(["'self'", 'https://abcd.supabase.co', 'wss://abcd.supabase.co']);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('production adds HSTS', async () => {
    const prod = await startTestPortal('http_hardening_prod', { NODE_ENV: 'production', ...vapidEnv(), SUPABASE_ANON_KEY: 'anon-key-for-tests', EMAIL_LINK_SECRET: 'x'.repeat(40) });
    try {
      const res = await fetch(`${prod.baseUrl}/api/health`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await prod.close();
    }
  });
});

describe('CORS allow-list (CORS_ORIGINS)', () => {
  it('an allowed origin gets Access-Control-Allow-Origin, on a preflight and on the answer', async () => {
    const pre = await fetch(`${portal.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://members.example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://members.example.org');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const res = await fetch(`${portal.baseUrl}/api/health`, { headers: { origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('any other origin gets no CORS headers', async () => {
    for (const origin of ['https://evil.example', 'https://members.example.org.evil.example', 'null']) {
      const res = await fetch(`${portal.baseUrl}/api/health`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      const pre = await fetch(`${portal.baseUrl}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('unset means same-origin only (no CORS headers for anyone); a malformed list stops start-up', async () => {
    const other = await startTestPortal('http_hardening_nocors');
    try {
      const res = await fetch(`${other.baseUrl}/api/health`, { headers: { origin: 'https://members.example.org' } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await other.close();
    }
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example, members.example.org/path' })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example, members.example.org/path' })).toThrow(/CORS_ORIGINS must be comma-separated origins/);
  });
});

describe('rate limits on votes, comments and URL submission (both transports share one budget)', () => {
  let member: TestMember;
  let other: TestMember;
  let staff: TestMember;
  let articleId: string;

  beforeAll(async () => {
    member = await buildMember(portal.dataSource);
    other = await buildMember(portal.dataSource);
    staff = await buildMember(portal.dataSource, { role: Role.STAFF });
    articleId = (await buildArticle(portal.dataSource)).id;
  });

  it(`votes: ${API_RATE_LIMITS.vote.points} a minute per member across REST and GraphQL, then 429 with Retry-After / RATE_LIMITED`, async () => {
    const { points, message } = API_RATE_LIMITS.vote;
    expect(points).toBe(120);
    const VOTE = 'mutation($id: UUID!, $vote: Vote) { voteArticle(id: $id, vote: $vote) { id userVote } }';
    for (let i = 0; i < points; i++) {
      const res =
        i % 2 === 0
          ? await portal.rest('POST', `/api/articles/${articleId}/vote`, { body: { vote: i % 4 === 0 ? 'up' : 'down' }, token: member.token })
          : await portal.gql(VOTE, { id: articleId, vote: null }, member.token);
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
    const rest = await fetch(`${portal.baseUrl}/api/articles/${articleId}/vote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ vote: 'up' }),
    });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(rest.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await rest.json()).error).toMatchObject({ code: 'RATE_LIMITED', message });

    const gql = await portal.gql(VOTE, { id: articleId, vote: 'UP' }, member.token);
    expect(gql.body.errors[0]).toMatchObject({ message: 'You are voting too fast. Please wait a moment and try again.', extensions: { code: 'RATE_LIMITED' } });
    // Likes share the vote budget.
    expect((await portal.rest('POST', `/api/content/article/${articleId}/like`, { token: member.token })).status).toBe(429);

    // The refused vote did not change anything, and another member is not affected.
    const mine = await portal.gql('query($id: UUID!) { article(id: $id) { userVote } }', { id: articleId }, member.token);
    expect(mine.body.data.article.userVote).toBeNull();
    expect((await portal.rest('POST', `/api/articles/${articleId}/vote`, { body: { vote: 'up' }, token: other.token })).status).toBe(200);
  });

  it(`comments: ${API_RATE_LIMITS.comment.points} a minute per member, then 429`, async () => {
    const { points, message } = API_RATE_LIMITS.comment;
    for (let i = 0; i < points; i++) {
      const res = await portal.rest('POST', '/api/commentaries', { body: { articleId, content: `Comment ${i}` }, token: other.token });
      expect({ i, status: res.status }).toEqual({ i, status: 201 });
    }
    const res = await portal.rest('POST', '/api/commentaries', { body: { articleId, content: 'One too many' }, token: other.token });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 'RATE_LIMITED', message });
    const gql = await portal.gql('mutation($input: CreateCommentaryInput!) { addCommentary(input: $input) { id } }', { input: { articleId, content: 'Via GraphQL' } }, other.token);
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const [{ n }] = await portal.dataSource.query('SELECT count(*)::int AS n FROM commentaries WHERE author_id = $1', [other.id]);
    expect(n).toBe(points);
  });

  it(`URL submission: ${API_RATE_LIMITS.submitUrl.points} fetches a minute per member, then 429 before any fetch; a URL refused as written costs nothing`, async () => {
    const { points, message } = API_RATE_LIMITS.submitUrl;
    // Mistyped links, staff submission and tips alike: refused as written, never counted.
    for (let i = 0; i < points + 5; i++) {
      const res = await portal.rest('POST', i % 2 ? '/api/tips' : '/api/articles/parse-url', { body: { url: 'not a url' }, token: staff.token });
      expect({ i, status: res.status }).toEqual({ i, status: 400 });
    }
    // Each of these is fetched (and refused by the fetcher's guard: a loopback address).
    for (let i = 0; i < points; i++) {
      const res = await portal.rest('POST', i % 2 ? '/api/tips' : '/api/articles/parse-url', { body: { url: `http://127.0.0.1:9/news-${i}` }, token: staff.token });
      expect({ i, status: res.status, code: res.body.error?.code }).toEqual({ i, status: 400, code: 'BAD_USER_INPUT' });
    }
    const res = await portal.rest('POST', '/api/articles/parse-url', { body: { url: 'https://example.org/news' }, token: staff.token });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 'RATE_LIMITED', message });
    const tip = await portal.rest('POST', '/api/tips', { body: { url: 'https://example.org/news' }, token: staff.token });
    expect(tip.status).toBe(429);
  });

  it('API_RATE_LIMITS=false turns them off (they are on by default)', async () => {
    expect(loadConfig({}).http.apiRateLimits).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...vapidEnv(), SUPABASE_ANON_KEY: 'k', EMAIL_LINK_SECRET: 'x'.repeat(40) }).http.apiRateLimits).toBe(true);
    const open = await startTestPortal('http_hardening_nolimits', { API_RATE_LIMITS: 'false' });
    expect(portal).toBeDefined(); // the suite's own portal runs with API_RATE_LIMITS=true (the production default)
    try {
      const voter = await buildMember(open.dataSource);
      const article = await buildArticle(open.dataSource);
      for (let i = 0; i < API_RATE_LIMITS.vote.points + 5; i++) {
        const res = await open.rest('POST', `/api/articles/${article.id}/vote`, { body: { vote: i % 2 ? 'up' : 'down' }, token: voter.token });
        expect({ i, status: res.status }).toEqual({ i, status: 200 });
      }
    } finally {
      await open.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('parses false, true, hop counts and address lists; refuses anything else', () => {
    expect(loadConfig({}).http.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).http.trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).http.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).http.trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be false, true, a number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
  });

  it('decides which address counts for per-IP limits: X-Forwarded-For is ignored unless trusted', async () => {
    // The /auth/v1 recover limit is per IP: with the default, spoofed X-Forwarded-For headers
    // do not give a client fresh budgets.
    const spam = async (p: TestPortal, n: number) => {
      let limited = 0;
      for (let i = 0; i < n; i++) {
        const res = await p.rest('POST', '/auth/v1/otp', { body: { email: `nobody${i}@example.org`, create_user: false }, headers: { 'x-forwarded-for': `203.0.113.${i}`, apikey: 'local-dev-anon-key' } });
        if (res.status === 429) limited++;
      }
      return limited;
    };
    const untrusted = await startTestPortal('http_hardening_proxy_off');
    const trusted = await startTestPortal('http_hardening_proxy_on', { TRUST_PROXY: 'loopback' });
    try {
      expect(await spam(untrusted, 65)).toBeGreaterThan(0);
      expect(await spam(trusted, 65)).toBe(0);
    } finally {
      await untrusted.close();
      await trusted.close();
    }
  });
});
