import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures.js';
import sharp from 'sharp';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { HomePage } from './pages/home-page.js';
import { LoginPage } from './pages/login-page.js';

/**
 * Issue #12 in the browser: answers come compressed, and no page makes the browser contact another
 * host for a picture — the portal serves the stored copy from /media.
 */

test('pages, code and API answers come compressed', async ({ page, baseURL }) => {
  const encodings = new Map<string, string | undefined>();
  const seen: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript|text\/html|json/.test(type)) return;
    // Bodies under 1 KB are sent as they are.
    seen.push(
      res.body().then((body) => {
        if (body.length >= 1024) encodings.set(new URL(res.url()).pathname, res.headers()['content-encoding']);
      }, () => undefined),
    );
  });
  await new HomePage(page).goto();
  await page.waitForLoadState('networkidle');
  await Promise.all(seen);
  expect(encodings.get('/')).toBe('br');
  const scripts = [...encodings].filter(([p]) => p.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const [p, encoding] of scripts) expect(encoding, p).toBe('br');
  const api = await page.request.post(`${baseURL}/graphql`, {
    data: { query: '{ __schema { types { name } } }' },
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(api.headers()['content-encoding']).toBe('gzip');
});

test.describe('pictures', () => {
  let server: http.Server;
  let pictureUrl: string;
  let pictureRequests = 0;

  test.beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#2f5d8a' } }).jpeg().toBuffer();
    server = http.createServer((_req, res) => {
      pictureRequests += 1;
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // A new URL each run: the e2e database is kept between runs.
    pictureUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/photos/${Date.now()}.jpg`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Every host the page asks for anything, while `visit` runs. */
  async function hostsContacted(page: Page, visit: () => Promise<void>): Promise<Set<string>> {
    const hosts = new Set<string>();
    const record = (url: string) => {
      if (/^https?:/.test(url)) hosts.add(new URL(url).host);
    };
    page.on('request', (req) => record(req.url()));
    await visit();
    return hosts;
  }

  test('come from the portal (/media, srcset, lazy); no page contacts the picture’s host or any other', async ({ page, baseURL }) => {
    const portalHost = new URL(baseURL!).host;
    // Staff give a seeded article a picture on another host.
    const token = await page.request
      .post(`${baseURL}/auth/v1/token?grant_type=password`, {
        headers: { apikey: 'local-dev-anon-key' },
        data: { email: DEMO_MEMBERS.staff.email, password: DEMO_PASSWORDS.staff },
      })
      .then(async (r) => (await r.json()).access_token as string);
    const gql = (query: string, variables: Record<string, unknown> = {}) =>
      page.request.post(`${baseURL}/graphql`, { headers: { authorization: `Bearer ${token}` }, data: { query, variables } }).then((r) => r.json());
    const { data } = await gql('{ articles(limit: 1) { id title } }');
    const article = data.articles[0] as { id: string; title: string };
    await gql('mutation($id: UUID!, $url: String!) { updateArticle(id: $id, input: { imageUrl: $url }) { id } }', { id: article.id, url: pictureUrl });
    // The server fetches it once, in the background.
    await expect.poll(async () => (await gql('query($id: UUID!) { article(id: $id) { image { src } } }', { id: article.id })).data.article.image, { timeout: 20_000 }).not.toBeNull();
    expect(pictureRequests).toBe(1);

    const login = new LoginPage(page);
    const hosts = await hostsContacted(page, async () => {
      await login.goto();
      await login.signIn(DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/home');
      const card = page.getByRole('article').filter({ hasText: article.title }).first();
      const img = card.locator('img').first();
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
      await expect(img).toHaveAttribute('srcset', /\/media\/.+ 1200w$/);
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

      await page.goto(`/articles/${article.id}`);
      const hero = page.getByRole('main').locator('img').first();
      await expect(hero).toHaveAttribute('src', /^\/media\//);
      await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.naturalWidth > 0)).toBe(true);

      // Legislator photos in the seed point at theunitedstates.io: initials until stored, never a request there.
      for (const path of ['/dashboard', '/stories', '/key-votes']) {
        await page.goto(path);
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
      }
    });
    expect([...hosts]).toEqual([portalHost]);
    expect(pictureRequests).toBe(1);
  });
});
