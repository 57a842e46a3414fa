import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { ConfigError, loadConfig } from '../../gateway/src/config/config.js';
import { articleFetchOptions, setArticleFetchOptions } from '../../gateway/src/ingest/article/article-source.js';
import { FETCH_LIMITS, fetchPage, PageFetchError } from '../../gateway/src/ingest/article/fetch-page.js';
import { articlePage, html, startPageServer } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { vapidEnv } from '../factories/push.js';

/**
 * SSRF guard of article submission. Part 1 goes through the running gateway with
 * ARTICLE_FETCH_ALLOW_PRIVATE off (the default): every loopback, private, link-local, metadata
 * or otherwise forbidden target is refused with a 400 before any connection, and no article row
 * appears. Part 2 drives the fetcher against small local servers (allowed only with the flag on):
 * redirects are re-checked on every hop, and size, type, redirect-count and time limits hold.
 * Nothing here contacts an outside address.
 */

let portal: TestPortal;
let staff: TestMember;
let hits = 0;
let pages: Awaited<ReturnType<typeof startPageServer>>;

beforeAll(async () => {
  setArticleFetchOptions(null);
  portal = await startTestPortal('ssrf');
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  pages = await startPageServer({
    '/page': (req, res) => {
      hits += 1;
      html(articlePage({ title: 'Local page' }))(req, res);
    },
  });
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
  setArticleFetchOptions(null);
});

const rowCount = async () => Number((await portal.dataSource.query('SELECT count(*)::int AS n FROM articles'))[0].n);

describe('the setting', () => {
  it('is off by default and refused in production', () => {
    expect(articleFetchOptions().allowPrivate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).articleFetch.allowPrivate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ARTICLE_FETCH_ALLOW_PRIVATE: 'true' }).articleFetch.allowPrivate).toBe(true);
    const prod = { NODE_ENV: 'production', ...vapidEnv(), SUPABASE_JWT_SECRET: 'x'.repeat(40), SUPABASE_ANON_KEY: 'anon', EMAIL_LINK_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...prod, ARTICLE_FETCH_ALLOW_PRIVATE: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...prod, ARTICLE_FETCH_ALLOW_PRIVATE: 'true' })).toThrow(/ARTICLE_FETCH_ALLOW_PRIVATE/);
    expect(loadConfig(prod).articleFetch.allowPrivate).toBe(false);
  });
});

describe('through the gateway, flag off', () => {
  const port = () => pages.port;
  const cases: [string, () => string, string[]][] = [
    ['the local page server', () => `http://127.0.0.1:${port()}/page`, ['UNSUPPORTED_PORT', 'BLOCKED_ADDRESS']],
    ['127.0.0.1', () => 'http://127.0.0.1/', ['BLOCKED_ADDRESS']],
    ['127.1.2.3', () => 'https://127.1.2.3/admin', ['BLOCKED_ADDRESS']],
    ['localhost (after DNS)', () => 'http://localhost/', ['BLOCKED_ADDRESS']],
    ['localhost on the server port', () => `http://localhost:${port()}/page`, ['UNSUPPORTED_PORT', 'BLOCKED_ADDRESS']],
    ['10.x', () => 'http://10.0.0.1/', ['BLOCKED_ADDRESS']],
    ['172.16.x', () => 'http://172.16.5.4/', ['BLOCKED_ADDRESS']],
    ['192.168.x', () => 'http://192.168.1.1/', ['BLOCKED_ADDRESS']],
    ['carrier-grade NAT', () => 'http://100.64.0.1/', ['BLOCKED_ADDRESS']],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', ['BLOCKED_ADDRESS']],
    ['link-local', () => 'http://169.254.1.1/', ['BLOCKED_ADDRESS']],
    ['0.0.0.0', () => 'http://0.0.0.0/', ['BLOCKED_ADDRESS']],
    ['decimal loopback', () => 'http://2130706433/', ['BLOCKED_ADDRESS']],
    ['hex loopback', () => 'http://0x7f.0.0.1/', ['BLOCKED_ADDRESS']],
    ['[::1]', () => 'http://[::1]/', ['BLOCKED_ADDRESS']],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/', ['BLOCKED_ADDRESS']],
    ['IPv6 link-local', () => 'http://[fe80::1]/', ['BLOCKED_ADDRESS']],
    ['IPv6 unique-local', () => 'http://[fd00::1]/', ['BLOCKED_ADDRESS']],
    ['a non-default port', () => 'http://example.com:8080/news', ['UNSUPPORTED_PORT']],
    ['https on port 80', () => 'https://example.com:80/news', ['UNSUPPORTED_PORT']],
    ['credentials in the URL', () => 'http://user:secret@example.com/', ['INVALID_URL']],
  ];

  it.each(cases)('refuses %s', async (_label, url, reasons) => {
    const before = await rowCount();
    const r = await portal.rest('POST', '/api/articles/parse-url', { token: staff.token, body: { url: url() } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('BAD_USER_INPUT');
    expect(reasons).toContain(r.body.error.details.reason);
    expect(await rowCount()).toBe(before);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/a.html', 'gopher://127.0.0.1:70/', 'data:text/html,<h1>x</h1>', 'javascript:alert(1)', 'ws://example.com/'])(
    'refuses the scheme of %s',
    async (url) => {
      const r = await portal.rest('POST', '/api/articles/submit', { token: staff.token, body: { url } });
      expect(r).toMatchObject({ status: 400, body: { error: { message: 'Please enter a valid URL starting with http:// or https://' } } });
    },
  );

  it('never connected to the local server', () => {
    expect(hits).toBe(0);
  });

  it('checks every DNS answer: a name resolving to a private address is refused before connecting', async () => {
    const lookup = async (host: string) =>
      host === 'internal.example' ? [{ address: '10.1.2.3', family: 4 }] : [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }];
    for (const url of ['http://internal.example/', 'http://mixed.example/']) {
      const err = await fetchPage(url, { allowPrivate: false, lookup }).catch((e) => e);
      expect(err).toBeInstanceOf(PageFetchError);
      expect(err.reason).toBe('BLOCKED_ADDRESS');
    }
  });
});

describe('the fetcher against local servers (flag on for the servers themselves)', () => {
  const on = { allowPrivate: true };
  let srv: Awaited<ReturnType<typeof startPageServer>>;
  const page = articlePage({ title: 'Fine' });

  beforeAll(async () => {
    const chain = (n: number) => (_req: any, res: any) => res.writeHead(302, { location: n === 0 ? '/ok' : `/chain${n - 1}` }).end();
    srv = await startPageServer({
      '/ok': html(page),
      '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam' }).end(),
      '/to-link-local-v6': (_req, res) => res.writeHead(301, { location: 'http://[fe80::1]/' }).end(),
      '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
      '/to-public-port': (_req, res) => res.writeHead(302, { location: 'http://example.com:8443/' }).end(),
      ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`/chain${i}`, chain(i)])),
      '/big-declared': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(FETCH_LIMITS.maxBytes + 1) });
        res.end();
      },
      '/big-chunked': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(256 * 1024, 'a');
        let sent = 0;
        const push = () => {
          while (sent < 6 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', push);
          }
          res.end();
        };
        res.on('error', () => undefined);
        push();
      },
      '/gzip-bomb': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 'a')));
      },
      '/gzip-ok': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(Buffer.from(page)));
      },
      '/json': html('{}', 'application/json'),
      '/no-type': (_req, res) => res.writeHead(200).end(page),
      '/hang': () => undefined,
      '/drip': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        const t = setInterval(() => res.write('<p>.</p>'), 50);
        res.on('close', () => clearInterval(t));
      },
      '/server-error': (_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('oops'),
    });
  });
  afterAll(() => srv?.close());

  const reason = (p: Promise<unknown>) => p.then(() => 'OK', (e) => (e instanceof PageFetchError ? e.reason : `OTHER: ${e}`));

  it('has the limits of the issue: 5 redirects, 10 s, 5 MB', () => {
    expect(FETCH_LIMITS).toEqual({ maxRedirects: 5, timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 });
  });

  it('fetches an ordinary page (plain and gzip)', async () => {
    const r = await fetchPage(srv.url('/ok'), on);
    expect(r.body.toString()).toContain('Fine');
    const g = await fetchPage(srv.url('/gzip-ok'), on);
    expect(g.body.toString()).toContain('Fine');
  });

  it('re-checks every redirect: metadata and link-local stay blocked even with the flag, other schemes and public non-default ports too', async () => {
    expect(await reason(fetchPage(srv.url('/to-metadata'), on))).toBe('BLOCKED_ADDRESS');
    expect(await reason(fetchPage(srv.url('/to-link-local-v6'), on))).toBe('BLOCKED_ADDRESS');
    expect(await reason(fetchPage(srv.url('/to-file'), on))).toBe('UNSUPPORTED_SCHEME');
    expect(await reason(fetchPage(srv.url('/to-public-port'), on))).toBe('UNSUPPORTED_PORT');
  });

  it('follows at most 5 redirects', async () => {
    expect(await reason(fetchPage(srv.url('/chain4'), on))).toBe('OK'); // 5 redirects
    expect(await reason(fetchPage(srv.url('/chain5'), on))).toBe('TOO_MANY_REDIRECTS'); // 6
  });

  it('caps the body at 5 MB (declared, streamed, and after decompression)', async () => {
    expect(await reason(fetchPage(srv.url('/big-declared'), on))).toBe('TOO_LARGE');
    expect(await reason(fetchPage(srv.url('/big-chunked'), on))).toBe('TOO_LARGE');
    expect(await reason(fetchPage(srv.url('/gzip-bomb'), on))).toBe('TOO_LARGE');
  });

  it('accepts HTML content types only', async () => {
    expect(await reason(fetchPage(srv.url('/json'), on))).toBe('NOT_HTML');
    expect(await reason(fetchPage(srv.url('/no-type'), on))).toBe('NOT_HTML');
  });

  it('fails on error statuses', async () => {
    expect(await reason(fetchPage(srv.url('/server-error'), on))).toBe('HTTP_STATUS');
    expect(await reason(fetchPage(srv.url('/nothing-here'), on))).toBe('HTTP_STATUS');
  });

  it('gives up after the total time limit: no answer, and a body that never ends', async () => {
    const t0 = Date.now();
    expect(await reason(fetchPage(srv.url('/hang'), { ...on, timeoutMs: 400 }))).toBe('TIMEOUT');
    expect(await reason(fetchPage(srv.url('/drip'), { ...on, timeoutMs: 400 }))).toBe('TIMEOUT');
    expect(Date.now() - t0).toBeLessThan(3_000);
  });

  it('a timeout through the gateway is a clear 400 and stores nothing', async () => {
    setArticleFetchOptions({ allowPrivate: true, timeoutMs: 400 });
    try {
      const before = await rowCount();
      const r = await portal.rest('POST', '/api/articles/parse-url', { token: staff.token, body: { url: srv.url('/hang') } });
      expect(r.status).toBe(400);
      expect(r.body.error.details.reason).toBe('TIMEOUT');
      expect(r.body.error.message).toMatch(/too long/);
      expect(await rowCount()).toBe(before);
    } finally {
      setArticleFetchOptions(null);
    }
  });
});
