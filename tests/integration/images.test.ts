import http from 'node:http';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { setArticleFetchOptions } from '../../gateway/src/ingest/article/article-source.js';
import { PageFetchError } from '../../gateway/src/ingest/article/fetch-page.js';
import { fetchImage, IMAGE_LIMITS } from '../../gateway/src/images/fetch-image.js';
import { ImageRejected, processImage } from '../../gateway/src/images/resize-image.js';
import { startPageServer, type PageHandler } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addArticleToStory, buildArticle, buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #12 item 5 and "Bad input": pictures are fetched once by the server through the article
 * fetcher's guard, resized, stored in PostgreSQL and served from /media with long cache headers;
 * the API never makes a member's request wait for a picture's host; a broken or hostile URL
 * (redirect to a forbidden address, not a picture, 50 MB, a decompression bomb, 404) stores
 * nothing and the API answers null (the client shows its fallback); unknown ids are 404.
 *
 * Pictures are served by a throwaway server on loopback (reachable because the suite sets
 * ARTICLE_FETCH_ALLOW_PRIVATE, as the article tests do); nothing contacts an outside host.
 */

let portal: TestPortal;
let member: TestMember;
let staff: TestMember;
let pictures: Awaited<ReturnType<typeof startPageServer>>;
let photo: Buffer;
let small: Buffer;
let bomb: Buffer;
let flaky = 0;
let slowRequests = 0;

const send = (type: string, body: Buffer): PageHandler => (_req, res) => void res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);

/** A PNG whose header claims 30000 × 30000 pixels (900 megapixels) around a few bytes of data. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(30_001 * 3 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PARAGRAPH =
  'The committee met on Tuesday to weigh the measure, which would change how the program is paid for. Members of both parties said they wanted more time to read the text before a vote, and several asked for a hearing with the agency that runs it. ';

/** An article page whose text holds a captioned photo, a captioned picture that is gone, and a lazy picture (srcset only). */
function pageWithPictures(name: string): string {
  return `<!doctype html><html lang="en"><head><title>Pictures in the text (${name})</title><meta property="og:site_name" content="Loopback News"></head>
<body><article><h1>Pictures in the text (${name})</h1>
<p>${PARAGRAPH.repeat(2)}</p>
<figure><img src="/photo.jpg" alt="The hearing room"><figcaption>The hearing room before the vote.</figcaption></figure>
<p>${PARAGRAPH.repeat(2)}</p>
<figure><img src="${pictures.url('/missing.jpg')}" alt="Gone"><figcaption>A picture that is no longer there.</figcaption></figure>
<p>${PARAGRAPH}</p>
<p><img srcset="/portrait.png 200w" alt="The chair"></p>
<p>${PARAGRAPH.repeat(2)}</p>
</article></body></html>`;
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .composite([{ input: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e3a33b' } }).png().toBuffer(), top: 100, left: 200 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  small = await sharp({ create: { width: 200, height: 120, channels: 4, background: '#1b365d' } }).png().toBuffer();
  bomb = decompressionBomb();
  pictures = await startPageServer({
    '/photo.jpg': send('image/jpeg', photo),
    '/portrait.png': send('image/png', small),
    '/untyped': send('application/octet-stream', small),
    '/page.html': send('text/html; charset=utf-8', Buffer.from('<!doctype html><title>Not a picture</title>')),
    '/fake.jpg': send('image/jpeg', Buffer.from('GIF89a but not really: this is text pretending to be a picture')),
    '/picture.svg': send('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="http://169.254.169.254/"/></svg>')),
    '/bomb.png': send('image/png', bomb),
    '/missing.jpg': (_req, res) => void res.writeHead(404, { 'content-type': 'text/plain' }).end('gone'),
    '/to-metadata.jpg': (_req, res) => void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/photo.jpg' }).end(),
    '/flaky.jpg': (_req, res) => {
      flaky += 1;
      res.writeHead(503, { 'content-type': 'text/plain' }).end('try later');
    },
    // 50 MB announced, and sent for as long as anyone reads.
    '/huge.jpg': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 50 * 1024 * 1024 });
      const block = Buffer.alloc(64 * 1024, 0xff);
      const pump = () => {
        while (!res.destroyed && res.write(block));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
      res.on('close', () => res.destroy());
    },
    // The same, without announcing a length (chunked): the cap applies while reading.
    '/endless.jpg': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const block = Buffer.alloc(64 * 1024, 0xd8);
      const pump = () => {
        while (!res.destroyed && res.write(block));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    },
    '/with-pictures.html': (_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageWithPictures('with-pictures')),
    '/tip-with-pictures.html': (_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageWithPictures('tip-with-pictures')),
    '/slow.jpg': (_req, res) => {
      slowRequests += 1;
      setTimeout(() => send('image/jpeg', photo)(_req, res), 4_000);
    },
  });
  portal = await startTestPortal('images', { IMAGE_FETCH: 'true', ARTICLE_FETCH_ALLOW_PRIVATE: 'true' });
  // Article pages are served on loopback too (the submission fetcher reads this in-process setting).
  setArticleFetchOptions({ allowPrivate: true });
  member = await buildMember(portal.dataSource);
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
}, 60_000);

afterAll(async () => {
  setArticleFetchOptions(null);
  await portal?.close();
  await pictures?.close();
});

const IMAGE_FIELDS = 'src srcSet width height color';

async function articleImage(articleId: string, token = member.token) {
  const res = await portal.gql(`query($id: UUID!) { article(id: $id) { id imageUrl image { ${IMAGE_FIELDS} } } }`, { id: articleId }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.article as { imageUrl: string | null; image: { src: string; srcSet: string | null; width: number; height: number; color: string } | null };
}

async function storedRow(sourceUrl: string) {
  const [row] = await portal.dataSource.query(
    `SELECT i.id, i.status, i.failure, i.retry_at, i.width, i.height, (SELECT count(*)::int FROM image_variants v WHERE v.image_id = i.id) AS variants
       FROM images i WHERE i.source_url = $1`,
    [sourceUrl],
  );
  return row as { id: string; status: string; failure: string | null; retry_at: Date | null; width: number | null; height: number | null; variants: number } | undefined;
}

/** Asks for the article's picture (which puts it on the work list) and waits until the worker is done. */
async function afterFetch(articleId: string) {
  const first = await articleImage(articleId);
  expect(first.image).toBeNull(); // never waited for
  await new Promise((r) => setTimeout(r, 50));
  await portal.imageWorker!.idle();
  return articleImage(articleId);
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(portal.baseUrl + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a picture named by an article', () => {
  let articleId: string;
  let image: NonNullable<Awaited<ReturnType<typeof articleImage>>['image']>;

  it('is fetched once in the background, resized to every width up to 1280 px, and offered with srcset', async () => {
    articleId = (await buildArticle(portal.dataSource, { imageUrl: pictures.url('/photo.jpg') })).id;
    const article = await afterFetch(articleId);
    expect(article.imageUrl).toBe(pictures.url('/photo.jpg')); // the source stays on record
    image = article.image!;
    expect(image).toMatchObject({ width: 1280, height: 720, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    const id = (await storedRow(pictures.url('/photo.jpg')))!.id;
    expect(image.srcSet).toBe([96, 192, 384, 768, 1280].map((w) => `/media/${id}/${w}.webp ${w}w`).join(', '));
    expect(image.src).toBe(`/media/${id}/768.webp`);
    // Everything the browser is given is on the portal itself.
    for (const url of [image.src, ...image.srcSet!.split(', ').map((s) => s.split(' ')[0]!)]) expect(url.startsWith('/media/')).toBe(true);
  });

  it('is served from /media as WebP of that width, cached for a year, revalidated by ETag', async () => {
    const res = await get(image.src, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined(); // already compressed
    const meta = await sharp(res.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 768, height: 432 });
    const again = await get(image.src, { 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(image.src, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('is fetched once: other articles and later requests reuse the stored copy', async () => {
    const other = (await buildArticle(portal.dataSource, { imageUrl: pictures.url('/photo.jpg') })).id;
    const article = await articleImage(other);
    expect(article.image).toEqual(image);
    const [{ n }] = await portal.dataSource.query('SELECT count(*)::int AS n FROM images WHERE source_url = $1', [pictures.url('/photo.jpg')]);
    expect(n).toBe(1);
  });

  it('is never enlarged: a small picture keeps its size as the largest width', async () => {
    const small = await afterFetch((await buildArticle(portal.dataSource, { imageUrl: pictures.url('/portrait.png') })).id);
    expect(small.image).toMatchObject({ width: 200, height: 120 });
    expect(small.image!.srcSet!.split(', ').map((s) => s.split(' ')[1])).toEqual(['96w', '192w', '200w']);
    // An untyped answer is judged by its bytes.
    const untyped = await afterFetch((await buildArticle(portal.dataSource, { imageUrl: pictures.url('/untyped') })).id);
    expect(untyped.image).toMatchObject({ width: 200, height: 120 });
  });

  it('is a card image of the stories that hold the article, and a dashboard item picture', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true });
    await addArticleToStory(portal.dataSource, story.id, articleId);
    const res = await portal.gql(`query($id: UUID!) { story(id: $id) { images cardImages { ${IMAGE_FIELDS} } } }`, { id: story.id }, member.token);
    expect(res.body.data.story.images).toEqual([pictures.url('/photo.jpg')]);
    expect(res.body.data.story.cardImages).toEqual([image]);
    const feed = await portal.gql(`{ recentContent(limit: 50, type: ARTICLE) { id image { src } } }`, {}, member.token);
    expect(feed.body.data.recentContent.find((i: { id: string }) => i.id === articleId).image.src).toBe(image.src);
  });
});

describe('pictures inside an article’s text (and a tip’s preview)', () => {
  const host = () => `127.0.0.1:${pictures.port}`;

  /** The stored copy the text must show instead of the source's picture. */
  async function mediaOf(path: string) {
    const row = (await storedRow(pictures.url(path)))!;
    expect(row.status).toBe('ready');
    return row.id;
  }

  function expectServedByThePortal(content: string, photoId: string, portraitId: string) {
    // Nothing in the text points at the source's host: the CSP would block it (broken icons).
    expect(content).not.toContain(host());
    expect(content).toMatch(
      new RegExp(`<figure><img src="/media/${photoId}/768\\.webp" loading="lazy" decoding="async" srcset="/media/${photoId}/96\\.webp 96w, [^"]+1280w" sizes="[^"]+" width="1280" height="720" alt="The hearing room" />`),
    );
    expect(content).toContain('<figcaption>The hearing room before the vote.</figcaption>');
    expect(content).toMatch(new RegExp(`<img src="/media/${portraitId}/200\\.webp"[^>]* width="200" height="120" alt="The chair" />`));
    // The picture that cannot be had goes with its caption: no icon, no empty figure.
    expect(content).not.toContain('no longer there');
    expect(content).not.toContain('alt="Gone"');
    expect(content.match(/<img /g)).toHaveLength(2);
  }

  it('are fetched once into the store when the article is added, and the text serves them from /media with captions', async () => {
    const submitted = await portal.gql(`mutation($url: String!) { parseUrl(url: $url) { article { id content } } }`, { url: pictures.url('/with-pictures.html') }, staff.token);
    expect(submitted.body.errors).toBeUndefined();
    const { id, content: first } = submitted.body.data.parseUrl.article as { id: string; content: string };
    // Answered at once: a picture not stored yet is left out, never shown from its host.
    expect(first).not.toContain(host());
    expect(first).toContain('Members of both parties');
    await portal.imageWorker!.idle();
    const res = await portal.gql(`query($id: UUID!) { article(id: $id) { content } }`, { id }, member.token);
    expectServedByThePortal(res.body.data.article.content, await mediaOf('/photo.jpg'), await mediaOf('/portrait.png'));
    // Stored as extracted (the source's addresses), so a picture stored later still appears.
    const [{ content: stored }] = await portal.dataSource.query('SELECT content FROM articles WHERE id = $1', [id]);
    expect(stored).toContain(pictures.url('/photo.jpg'));
    const rest = await portal.rest('GET', `/api/articles/${id}`, { token: member.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data.content).toBe(res.body.data.article.content);
  });

  it('show in the tip queue’s preview the same way', async () => {
    const sent = await portal.gql(
      `mutation($input: SubmitTipInput!) { submitTip(input: $input) { status tip { id } } }`,
      { input: { url: pictures.url('/tip-with-pictures.html') } },
      member.token,
    );
    expect(sent.body.errors).toBeUndefined();
    await portal.imageWorker!.idle();
    const queue = await portal.gql(`{ tips { id content } }`, {}, staff.token);
    const tip = queue.body.data.tips.find((t: { id: string }) => t.id === sent.body.data.submitTip.tip.id);
    expectServedByThePortal(tip.content, await mediaOf('/photo.jpg'), await mediaOf('/portrait.png'));
  });
});

describe('a broken or hostile picture URL', () => {
  const cases: Array<[name: string, path: string, failure: RegExp]> = [
    ['a redirect to the cloud metadata address', '/to-metadata.jpg', /cannot be fetched/],
    ['a web page, not a picture', '/page.html', /does not point to a picture/],
    ['an SVG (scripts, references)', '/picture.svg', /does not point to a picture/],
    ['text sent as image/jpeg', '/fake.jpg', /not a picture the portal can read/],
    ['50 MB announced', '/huge.jpg', /too large/],
    ['an endless body without a length', '/endless.jpg', /too large/],
    ['a decompression bomb (900 megapixels in a few KB)', '/bomb.png', /megapixels|could not be decoded|not a picture/],
    ['a 404', '/missing.jpg', /not found/i],
  ];

  it.each(cases)('%s: refused for good, nothing stored, the API answers null', async (_name, path, failure) => {
    const article = await afterFetch((await buildArticle(portal.dataSource, { imageUrl: pictures.url(path) })).id);
    expect(article.image).toBeNull();
    const row = (await storedRow(pictures.url(path)))!;
    expect(row).toMatchObject({ status: 'failed', variants: 0, width: null, height: null, retry_at: null });
    expect(row.failure).toMatch(failure);
  });

  it('a server error is tried again later (not at once, not for every view)', async () => {
    const id = (await buildArticle(portal.dataSource, { imageUrl: pictures.url('/flaky.jpg') })).id;
    const article = await afterFetch(id);
    expect(article.image).toBeNull();
    const row = (await storedRow(pictures.url('/flaky.jpg')))!;
    expect(row).toMatchObject({ status: 'failed', variants: 0 });
    expect(row.retry_at!.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    await articleImage(id);
    await portal.imageWorker!.idle();
    expect(flaky).toBe(1);
  });

  it('the fetcher refuses private addresses unless allowed, and checks what it decodes', async () => {
    await expect(fetchImage('http://127.0.0.1/photo.jpg', { allowPrivate: false })).rejects.toMatchObject({ reason: 'BLOCKED_ADDRESS' });
    await expect(fetchImage('http://pictures.example/photo.jpg', { allowPrivate: false, lookup: async () => [{ address: '10.1.2.3', family: 4 }] })).rejects.toMatchObject({
      reason: 'BLOCKED_ADDRESS',
    });
    await expect(fetchImage('file:///etc/passwd', { allowPrivate: true })).rejects.toBeInstanceOf(PageFetchError);
    await expect(processImage(bomb)).rejects.toBeInstanceOf(ImageRejected);
    await expect(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).rejects.toBeInstanceOf(ImageRejected);
    expect(IMAGE_LIMITS.maxBytes).toBeLessThan(50 * 1024 * 1024);
  });
});

describe('legislator photos', () => {
  it('come from the store too; a legislator whose photo is not stored gets null (initials in the UI)', async () => {
    await portal.dataSource.query(
      `INSERT INTO legislators (bioguide_id, first_name, last_name, state, current_party, photo_url, in_office)
       VALUES ('Z000001', 'Zoe', 'Zed', 'VT', 'Independent', $1, true), ('Z000002', 'Yan', 'Yu', 'VT', 'Democrat', $2, true)`,
      [pictures.url('/portrait.png'), pictures.url('/missing.jpg')],
    );
    const query = `{ legislators { bioguideId photoUrl photo { ${IMAGE_FIELDS} } } }`;
    await portal.gql(query, {}, staff.token);
    await new Promise((r) => setTimeout(r, 50));
    await portal.imageWorker!.idle();
    const res = await portal.gql(query, {}, staff.token);
    const byId = Object.fromEntries(res.body.data.legislators.map((l: { bioguideId: string }) => [l.bioguideId, l]));
    expect(byId.Z000001.photo).toMatchObject({ width: 200, height: 120 });
    expect(byId.Z000002.photo).toBeNull();
    expect(byId.Z000002.photoUrl).toBe(pictures.url('/missing.jpg'));
  });
});

describe('GET /media', () => {
  it('is 404 for an unknown id, a malformed id, a width that is not stored, or another format', async () => {
    const [{ id }] = await portal.dataSource.query(`SELECT id FROM images WHERE status = 'ready' LIMIT 1`);
    for (const path of [
      '/media/4b1f1e2a-0000-4000-8000-000000000000/384.webp',
      '/media/not-an-id/384.webp',
      `/media/${id}/385.webp`,
      `/media/${id}/384.png`,
      `/media/${id}/0.webp`,
      `/media/${id}`,
    ]) {
      const res = await get(path, { accept: 'text/html,image/webp' });
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body.toString('utf8')), path).toEqual({ error: { code: 'NOT_FOUND', message: 'Image not found.' } });
    }
    // A picture that failed has no sizes to serve either.
    const failed = (await storedRow(pictures.url('/page.html')))!;
    expect((await get(`/media/${failed.id}/96.webp`)).status).toBe(404);
  });
});

describe('a page view never waits on a picture’s host', () => {
  it('answers at once while the host is still sending', async () => {
    const id = (await buildArticle(portal.dataSource, { imageUrl: pictures.url('/slow.jpg') })).id;
    const started = Date.now();
    const article = await articleImage(id);
    expect(article.image).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
    await new Promise((r) => setTimeout(r, 200));
    expect(slowRequests).toBe(1); // the worker is fetching it meanwhile
  });
});
