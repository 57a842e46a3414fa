import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildStory } from '../factories/stories.js';
import { GRAPHQL_ACCEPT, startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #12 item 1: every text response of 1 KB or more is compressed — brotli when accepted,
 * else gzip, with `Vary: Accept-Encoding` — on /graphql, /api, /auth/v1 and the client's pages;
 * the client's files are sent as compressed at build time (never compressed per request); small
 * bodies, images and `Accept-Encoding: identity` (or none) go out as they are.
 *
 * The client is a small build-shaped fixture (client/dist as client/scripts/prerender.ts leaves
 * it), so these checks do not depend on a real build; the e2e suite covers the real one.
 */

let portal: TestPortal;
let staff: TestMember;
let dist: string;

const SHELL = `<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ABOUT = `<!doctype html><html><head><title>About</title></head><body><div id="root" data-prerendered="/about"><h1>About us</h1>${'<p>Words.</p>'.repeat(200)}</div></body></html>`;
const STORY_SHELL = SHELL.replace('<title>Shell</title>', '<title>Story shell</title><link rel="modulepreload" href="/assets/StoryPage.js">');
const CREATE_SHELL = SHELL.replace('<title>Shell</title>', '<title>Create shell</title>');
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
const PICTURE = randomBytes(4096);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  const write = (file: string, body: string | Buffer, precompressed = true) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), body);
    if (precompressed) {
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(Buffer.from(body)));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(Buffer.from(body)));
    }
  };
  write('index.html', SHELL);
  write('pages/about.html', ABOUT);
  write('assets/app-Ab12Cd34.js', SCRIPT);
  write('assets/photo-Ab12Cd34.png', PICTURE, false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  write('shells/stories-id.html', STORY_SHELL);
  write('shells/stories-create.html', CREATE_SHELL);
  write(
    'prerendered.json',
    JSON.stringify({
      pages: { '/about': 'pages/about.html' },
      routes: [
        { pattern: '/stories/:id', file: 'shells/stories-id.html' },
        { pattern: '/stories/create', file: 'shells/stories-create.html' },
      ],
    }),
    false,
  );

  portal = await startTestPortal('compression', { CLIENT_DIST: dist, AUTH_AUTOCONFIRM: 'true' });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  for (let i = 0; i < 12; i++) {
    await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true, description: `A public story about the housing budget, number ${i}, with enough words to matter.` });
  }
});

afterAll(async () => {
  await portal?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent on the wire. */
  raw: Buffer;
}

/** A request with exactly the given Accept-Encoding (fetch() would add and undo its own). */
function request(
  method: string,
  p: string,
  opts: { acceptEncoding?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawResponse> {
  const url = new URL(portal.baseUrl + p);
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.acceptEncoding !== undefined) headers['accept-encoding'] = opts.acceptEncoding;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(res: RawResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.raw);
  if (encoding === 'gzip') return gunzipSync(res.raw);
  expect(encoding).toBeUndefined();
  return res.raw;
}

const vary = (res: RawResponse) => String(res.headers.vary ?? '').toLowerCase();

/** The four ways a client can ask, and the encoding each must get. */
const NEGOTIATIONS: Array<[acceptEncoding: string | undefined, expected: string | undefined]> = [
  ['gzip, deflate, br', 'br'],
  ['gzip', 'gzip'],
  ['identity', undefined],
  [undefined, undefined],
];

describe('dynamic responses of 1 KB or more', () => {
  const storiesQuery = { query: '{ stories(limit: 12) { id title description tags createdAt } }' };

  it.each(NEGOTIATIONS)('POST /graphql with Accept-Encoding %s → %s, same JSON', async (acceptEncoding, expected) => {
    const res = await request('POST', '/graphql', { acceptEncoding, body: storiesQuery, headers: { authorization: `Bearer ${staff.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(vary(res)).toContain('accept-encoding');
    const json = JSON.parse(decoded(res).toString('utf8'));
    expect(json.data.stories).toHaveLength(12);
    if (expected) expect(res.raw.length).toBeLessThan(decoded(res).length / 2);
    else expect(res.raw.length).toBeGreaterThanOrEqual(1024);
  });

  it.each(NEGOTIATIONS)('GET /api/stories with Accept-Encoding %s → %s', async (acceptEncoding, expected) => {
    const res = await request('GET', '/api/stories?limit=12', { acceptEncoding, headers: { authorization: `Bearer ${staff.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(vary(res)).toContain('accept-encoding');
    expect(JSON.parse(decoded(res).toString('utf8'))).toHaveLength(12);
  });

  it('errors are compressed too when large enough, and keep their status', async () => {
    const res = await request('POST', '/graphql', {
      acceptEncoding: 'br',
      headers: { accept: GRAPHQL_ACCEPT },
      body: { query: `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: nope${i}`).join(' ')} }` },
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(decoded(res).toString('utf8')).errors.length).toBeGreaterThan(0);
  });

  it('/auth/v1: a sign-up answer (tokens and user, over 1 KB) is compressed', async () => {
    const res = await request('POST', '/auth/v1/signup', {
      acceptEncoding: 'br, gzip',
      headers: { apikey: 'local-dev-anon-key' },
      body: { email: `compressed-${Date.now()}@example.org`, password: 'a-long-enough-password-1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(vary(res)).toContain('accept-encoding');
    const body = JSON.parse(decoded(res).toString('utf8'));
    expect(body.access_token).toEqual(expect.any(String));
    expect(decoded(res).length).toBeGreaterThanOrEqual(1024);
  });

  it('a body under 1 KB goes out as it is, whatever the client accepts', async () => {
    const res = await request('GET', '/api/health', { acceptEncoding: 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.raw.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.raw.toString('utf8')).status).toBeDefined();
  });

  it('Accept-Encoding with q=0 for brotli gets gzip; a client refusing both gets the plain body', async () => {
    const gz = await request('POST', '/graphql', { acceptEncoding: 'br;q=0, gzip', body: storiesQuery, headers: { authorization: `Bearer ${staff.token}` } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await request('POST', '/graphql', {
      acceptEncoding: 'br;q=0, gzip;q=0',
      body: storiesQuery,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.raw.toString('utf8')).data.stories).toHaveLength(12);
  });
});

describe('the client build', () => {
  it.each(NEGOTIATIONS)('a hashed asset with Accept-Encoding %s → %s, the build-time file, cached for a year', async (acceptEncoding, expected) => {
    const res = await request('GET', '/assets/app-Ab12Cd34.js', { acceptEncoding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vary(res)).toContain('accept-encoding');
    // Exactly the bytes written at build time: nothing is compressed per request.
    const onDisk = readFileSync(path.join(dist, `assets/app-Ab12Cd34.js${expected === 'br' ? '.br' : expected === 'gzip' ? '.gz' : ''}`));
    expect(res.raw.equals(onDisk)).toBe(true);
    expect(decoded(res).toString('utf8')).toBe(SCRIPT);
  });

  it('images (already compressed) and files under 1 KB go out as they are', async () => {
    const png = await request('GET', '/assets/photo-Ab12Cd34.png', { acceptEncoding: 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.raw.equals(PICTURE)).toBe(true);
    const svg = await request('GET', '/favicon.svg', { acceptEncoding: 'br, gzip' });
    expect(svg.status).toBe(200);
    expect(svg.headers['content-encoding']).toBeUndefined();
  });

  it.each(NEGOTIATIONS)('a prerendered page at its path with Accept-Encoding %s → %s, revalidated on every visit', async (acceptEncoding, expected) => {
    const res = await request('GET', '/about', { acceptEncoding, headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res).toString('utf8')).toBe(ABOUT);
  });

  it('a member route gets its own shell (static patterns before parameters), any other page the plain one', async () => {
    for (const [p, body] of [
      ['/stories/123?tab=timeline', STORY_SHELL],
      ['/stories/create', CREATE_SHELL],
      ['/stories/123/edit', SHELL],
    ] as const) {
      const res = await request('GET', p, { acceptEncoding: 'br', headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(decoded(res).toString('utf8'), p).toBe(body);
    }
  });

  it('every other page gets the shell (query strings kept out of the file lookup)', async () => {
    for (const p of ['/dashboard', '/about/', '/']) {
      const res = await request('GET', p, { acceptEncoding: 'br', headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(res.headers['content-encoding'], p).toBe('br');
      expect(decoded(res).toString('utf8'), p).toBe(SHELL);
    }
  });

  it('the CSP allows no inline script at all', async () => {
    const res = await request('GET', '/about', { headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self';`);
    expect(csp).not.toContain('sha256-');
  });

  it('an unknown API path is still JSON 404, not the shell', async () => {
    const res = await request('GET', '/api/nothing-here', { acceptEncoding: 'br', headers: { accept: 'text/html,application/json' } });
    expect(res.status).toBe(404);
    expect(JSON.parse(decoded(res).toString('utf8')).error.code).toBe('NOT_FOUND');
  });
});
