import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures.js';
import sharp from 'sharp';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { AboutPage } from './pages/about-page.js';
import { HomePage } from './pages/home-page.js';
import { LoginPage } from './pages/login-page.js';
import { MainLayout } from './pages/main-layout.js';
import { StoryPage } from './pages/story-page.js';
import { createConfirmedMember, emailedLink, LOCAL_ANON_KEY } from './pages/outbox.js';
import { ResetPasswordPage } from './pages/reset-password-page.js';

/**
 * Issue #12 in the browser: the public pages are whole before any JavaScript runs, a signed-in
 * member opening / still lands on /dashboard, answers come compressed, and no page makes the
 * browser contact another host for a picture — the portal serves the stored copy from /media.
 * A signed-in member's pages arrive drawn with their data and are hydrated.
 */

/**
 * Lighthouse's phone (the CPU 4x slower), with the page's layout shifts not caused by input added
 * up from its start (read with layoutShift).
 */
async function onPhoneCpuMeasuringShift(page: Page, context: BrowserContext): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing and about pages show their full content; the sign-in page its form', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Stay close to the issues that shape your community.' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Join the Alliance' })).toHaveAttribute('href', '/signup');
    await expect(main.getByRole('heading', { name: 'How it works' })).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A home for the people behind');
    // Every FAQ answer is readable, not only the first (the accordions cannot open without JavaScript).
    await expect(page.getByText('Joining the portal is free, and everything in it is open to every member.')).toBeVisible();
    await expect(page.getByText('you can change your mind at any time')).toBeVisible();
    await expect(page).toHaveTitle('About · Member Portal');

    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: /^Email/ })).toBeVisible();
    // Never submitted natively (which would put the password in the URL): disabled until the app runs.
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  });

  test('the reset-password page shows its form, which waits for the app to check the link', async ({ page }) => {
    await page.goto('/reset-password');
    const reset = new ResetPasswordPage(page);
    await expect(reset.heading).toBeVisible();
    await expect(reset.newPassword).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Checking your reset link…' })).toBeDisabled();
    await expect(reset.diagnostics).toBeVisible();
  });

  test('an address the portal does not have answers 404 with its not-found page; the app\'s other addresses do not', async ({ page }) => {
    const response = await page.goto('/stories/d1000000-0000-4000-8000-000000000001/no-such-part');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Page not found · Member Portal');
    // The app's addresses without a page of their own in the HTML are not "not found".
    for (const path of ['/reset-password', '/stories/d1000000-0000-4000-8000-000000000001', '/staff/legislators/abc', '/events/1']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
  });
});

test.describe('the page the password-reset email opens', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('is drawn from its HTML, hydrated by the public app without moving, and its form works once the link is checked', async ({ page, context, request, baseURL }) => {
    const email = `e2e-reset-first-${Date.now().toString(36)}@example.org`;
    await createConfirmedMember(request, email, 'old-password-1');
    // As the forgot-password page asks for it (supabase-js's resetPasswordForEmail).
    const sent = await request.post(`/auth/v1/recover?redirect_to=${encodeURIComponent(`${baseURL}/reset-password`)}`, {
      data: { email },
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    const link = await emailedLink(request, email, 'recovery');

    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await onPhoneCpuMeasuringShift(page, context);
    const response = await page.goto(link);
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    expect(await response!.text()).toContain('Choose a new password');
    const reset = new ResetPasswordPage(page);
    const drawn = await reset.newPassword.elementHandle();
    await expect(reset.submit).toBeEnabled({ timeout: 20_000 });
    await expect(reset.diagnostics).toContainText(`Active session (${email})`);
    // The same field: React adopted the prerendered form; the member app was not loaded.
    expect(await drawn!.evaluate((el) => el.isConnected)).toBe(true);
    expect(scripts.some((s) => s.startsWith('/assets/public-boot-'))).toBe(true);
    expect(scripts.filter((s) => /\/(boot|member-core|member-vendor)-/.test(s))).toEqual([]);
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.05);

    await reset.choose('new-password-2');
    await expect(reset.status).toContainText('Your password has been successfully reset.');
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    const login = new LoginPage(page);
    await login.signIn(email, 'new-password-2');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('the not-found page is hydrated by the public app, and its link home stays in it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goto('/an/old/link');
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found.' });
  const drawn = await heading.elementHandle();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  // The same element: React adopted the prerendered markup; the member app was not loaded.
  expect(await drawn!.evaluate((el) => el.isConnected)).toBe(true);
  expect(scripts.filter((s) => /\/(boot|member-core|member-vendor)-/.test(s))).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(new HomePage(page).heading).toBeVisible();
  expect(loads).toHaveLength(1);
});

test.describe('on a phone-speed CPU', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/login', '/signup', '/forgot-password']) {
    test(`${path} does not move as it hydrates (layout shift below 0.05)`, async ({ page, context }) => {
      // So parts whose code arrives after hydration show it.
      await onPhoneCpuMeasuringShift(page, context);
      await page.goto(path);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      // What loads after hydration (the account code, the sign-in page's troubleshooting part).
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });
  }
});

test('the prerendered page is hydrated, not drawn again, and then works', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.elementHandle();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  // The same element: React adopted the prerendered markup.
  expect(await before!.evaluate((el) => el.isConnected)).toBe(true);
  // A signed-out visitor's public page runs the public app, not the member app (issue #12 budget).
  expect(scripts.some((p) => p.startsWith('/assets/public-boot-'))).toBe(true);
  expect(scripts.filter((p) => p.startsWith('/assets/boot-'))).toEqual([]);
  const about = new AboutPage(page);
  await about.questions.nth(2).click();
  await expect(about.questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
});

test('the app’s code is requested only once the first paint is on screen, so it never holds that paint up', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  // The entry (main-*) and what it imports statically come with the page; everything else after.
  const entry = /^\/assets\/(main|rolldown-runtime|preload-helper)-/;
  const early = timing.scripts.filter((s) => !entry.test(s.path) && s.start < timing.paint!);
  expect(timing.scripts.some((s) => s.path.startsWith('/assets/public-boot-'))).toBe(true);
  expect(early).toEqual([]);
});

test('what a member types into the prerendered sign-in form before the app arrives is kept, and signs them in', async ({ page }) => {
  // A slow phone: the public app's code arrives a while after the page is on screen.
  await page.route('**/assets/public-boot-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login');
  const login = new LoginPage(page);
  await login.email.fill(DEMO_MEMBERS.member.email);
  await login.password.fill(DEMO_PASSWORDS.member);
  expect(await page.locator('html[data-ready]').count()).toBe(0);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(login.email).toHaveValue(DEMO_MEMBERS.member.email);
  await expect(login.password).toHaveValue(DEMO_PASSWORDS.member);
  await login.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in member who opens / goes to /dashboard, before the landing page is drawn', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
  await expect(page).toHaveURL(/\/dashboard$/);
  const landed: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) landed.push(new URL(frame.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  // The landing page was replaced before its code ran (no 'Join the Alliance' ever rendered by the app).
  expect(landed).toContain('/dashboard');
  await expect(new HomePage(page).signUpCallToAction).toHaveCount(0);
});

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

test.describe('a member page drawn by the portal with the member’s data', () => {
  /** Signs the demo member in; their session cookie lets the portal draw their pages. */
  async function signedInMember(page: Page) {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }

  /** Opens the story of a card in the list, follows it and stops following it (it works). */
  async function openAndFollowStory(page: Page, card: Locator, title: string) {
    await card.getByRole('link').first().click();
    const story = new StoryPage(page);
    await expect(story.heading).toHaveText(title);
    await story.followButton.or(story.followingButton).first().waitFor();
    const following = await story.followingButton.isVisible();
    await (following ? story.followingButton : story.followButton).click();
    await expect(following ? story.followButton : story.followingButton).toBeVisible();
    await (following ? story.followButton : story.followingButton).click();
    await expect(following ? story.followingButton : story.followButton).toBeVisible();
  }

  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    test(`arrives with its content, is hydrated rather than drawn again, and then works (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await signedInMember(page);
      await page.locator('html').evaluate((html) => html.removeAttribute('data-ready'));

      // 'commit': look at the page before the app has started (the fixture would wait for it).
      const response = await page.goto('/stories', { waitUntil: 'commit' });
      const html = await response!.text();
      expect(html).toContain('<div id="root" data-ssr');
      expect(response!.headers()['cache-control']).toBe('private, no-store');
      // The cards are in the HTML: the member sees them before any code has run. (By CSS: until
      // the app has hydrated the page it is inert, out of the accessibility tree and of reach.)
      const drawnCard = page.locator('#root main article').first();
      const title = (await drawnCard.locator(':is(h1, h2, h3, h4, h5, h6)').first().textContent())!.trim();
      expect(html).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      const before = await drawnCard.elementHandle();
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      // The same element after the app has started: React adopted the markup the portal drew.
      expect(await before!.evaluate((el) => el.isConnected)).toBe(true);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const firstCard = page.getByRole('main').getByRole('article').first();

      // The phone shows its menu button, the desktop its sidebar — never both.
      const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
      const sidebar = new MainLayout(page).nav;
      if (viewport.width < 900) {
        await expect(menuButton).toBeVisible();
        await expect(sidebar).toBeHidden();
      } else {
        await expect(sidebar).toBeVisible();
        await expect(menuButton).toHaveCount(0);
      }

      // It works: open a story, follow it, stop following it.
      await openAndFollowStory(page, firstCard, title);

      expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);
    });
  }

  test('the code it runs as soon as it arrives is marked for V8 to compile while it downloads', async ({ page }) => {
    await signedInMember(page);
    const html = await (await page.request.get('/stories')).text();
    expect(html).toContain('<div id="root" data-ssr');
    const modules = /data-modules="([^"]+)"/.exec(html)![1]!.split(' ');
    expect(modules.length).toBeGreaterThan(5);
    for (const file of modules) {
      // What the browser receives (brotli, as a phone gets it): the hint is the first line.
      const code = await (await page.request.get(`/${file}`, { headers: { 'Accept-Encoding': 'br' } })).text();
      expect(code.split('\n')[0], file).toBe('//# allFunctionsCalledOnLoad');
    }
    // …and supabase-js, which every member page fetches as soon as it has painted.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/supabase-client-/.test(e.name)));
    const supabase = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/supabase-client-/.test(e.name))!.name);
    const code = await (await page.request.get(supabase, { headers: { 'Accept-Encoding': 'br' } })).text();
    expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  test('its code is fetched by links added without a rel as the page arrives, each started by giving it one', async ({ page }) => {
    await signedInMember(page);
    // Every <link> added to the document, with its rel as it was added.
    await page.addInitScript(() => {
      const added: Array<{ href: string; rel: string }> = [];
      (window as unknown as { linksAdded: typeof added }).linksAdded = added;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLLinkElement) added.push({ href: node.getAttribute('href') ?? '', rel: node.rel });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/stories');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const modules = (await page.locator('#root').getAttribute('data-modules'))!.split(' ').map((file) => `/${file}`);
    const { added, preloaded, fetched } = await page.evaluate(() => ({
      added: (window as unknown as { linksAdded: Array<{ href: string; rel: string }> }).linksAdded,
      preloaded: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
      fetched: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    }));
    expect(modules.length).toBeGreaterThan(5);
    // Each listed chunk was preloaded, and fetched once…
    for (const file of modules) {
      expect(preloaded, file).toContain(file);
      expect(fetched.filter((f) => f === file), file).toHaveLength(1);
    }
    // …by a link main.tsx added without a rel (which fetches nothing) as the page arrived, and
    // started after the first paint by giving it its rel: adding an element makes Chromium commit
    // a frame, changing an attribute does not.
    for (const file of modules) expect(added.filter((a) => a.href === file && a.rel === ''), file).toHaveLength(1);
    expect(added.filter((a) => modules.includes(a.href) && a.rel !== '')).toEqual([]);
    // The entry's own imports, which the page's HTML preloads (as on every page), are not listed
    // again: a second link would fetch nothing.
    const html = await (await page.request.get('/stories')).text();
    const inHtml = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
    expect(inHtml.length).toBeGreaterThan(0);
    for (const file of inHtml) expect(modules, file).not.toContain(file);
  });

  test.describe('for a member far from the server’s time zone', () => {
    // UTC+14: most of a day in UTC is the next day there, so a date drawn in the server's zone
    // would read differently from the browser's and React would throw the drawn page away.
    test.use({ timezoneId: 'Pacific/Kiritimati' });

    test('the page is drawn with the member’s own dates and hydrated, not drawn again', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await signedInMember(page);
      expect((await page.context().cookies()).find((c) => c.name === 'portal_tz')?.value).toMatch(/^Pacific%2FKiritimati%7C/);
      for (const path of ['/stories', '/dashboard']) {
        await page.locator('html').evaluate((html) => html.removeAttribute('data-ready'));
        const response = await page.goto(path, { waitUntil: 'commit' });
        const html = await response!.text();
        expect(html).toContain('<div id="root" data-ssr');
        const drawnDate = await page.locator('#root main').getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/).first().elementHandle();
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        expect(await drawnDate!.evaluate((el) => el.isConnected), `${path} was drawn again in the browser`).toBe(true);
        // Every date the member sees is the one the portal drew.
        const dates = (await page.getByRole('main').innerText()).match(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/g) ?? [];
        expect(dates.length, `${path} shows dates`).toBeGreaterThan(0);
        for (const date of dates) expect(html).toContain(date);
      }
      expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);
    });
  });

  test('a page drawn before the browser’s clock says is hydrated as of when it was drawn, then shows the browser’s time', async ({ page, request }) => {
    // A new member with something new a moment ago: an article added to a story they follow.
    const run = Date.now().toString(36);
    const member = { email: `clock-${run}@example.org`, password: `clock-pass-${run}` };
    await createConfirmedMember(request, member.email, member.password);
    const bearer = async (email: string, password: string) => {
      const res = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: LOCAL_ANON_KEY }, data: { email, password } });
      expect(res.ok(), await res.text()).toBeTruthy();
      return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
    };
    const staff = await bearer(DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
    const mine = await bearer(member.email, member.password);
    const story = await request.post('/api/stories', { headers: staff, data: { title: `Clock ${run}`, description: 'What the clock says.', is_global: true } });
    expect(story.status(), await story.text()).toBe(201);
    const storyId = ((await story.json()) as { id: string }).id;
    expect((await request.post(`/api/stories/${storyId}/follow`, { headers: mine })).ok()).toBeTruthy();
    const [article] = ((await (await request.get('/api/articles?limit=1', { headers: staff })).json()) as { data: { id: string }[] }).data;
    expect((await request.post(`/api/stories/${storyId}/articles/${article!.id}`, { headers: staff, data: {} })).status()).toBe(201);
    await expect
      .poll(async () => ((await (await request.get('/api/notifications', { headers: mine })).json()) as { data: unknown[] }).data.length, { timeout: 15_000 })
      .toBeGreaterThan(0);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // The phone's clock an hour ahead of the server's: '5 min ago' on the server is '1 h ago' here.
    await page.clock.install({ time: Date.now() + 3_600_000 });
    await page.clock.resume();
    await page.locator('html').evaluate((html) => html.removeAttribute('data-ready'));
    const response = await page.goto('/notifications', { waitUntil: 'commit' });
    const html = await response!.text();
    expect(html).toContain('<div id="root" data-ssr');
    // Drawn as of the server's clock, hydrated as of the same moment (React keeps the page: no
    // warning), then written as of the phone's.
    expect(html).toContain('>Just now<');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('main').getByText('1 h ago', { exact: true })).toBeVisible();
    expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);
  });

  test('a new member’s address form, whose code comes after the page’s, stays as drawn until it works', async ({ page }) => {
    const email = `no-address-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
    await createConfirmedMember(page.request, email, 'no-address-pass-1');
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, 'no-address-pass-1');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // The form's code (loaded only for members who need the form) arrives late, as on a slow phone.
    await page.route(/\/assets\/AddressForm-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });

    const response = await page.goto('/dashboard', { waitUntil: 'commit' });
    expect(await response!.text()).toContain('aria-label="Address form"');
    const drawn = await page.getByRole('form', { name: 'Address form', includeHidden: true }).elementHandle();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // The same form: not swapped for its loading placeholder and drawn again while the panel's
    // queries settled (which would blink, and drop what the member had typed).
    expect(await drawn!.evaluate((el) => el.isConnected)).toBe(true);
    const form = page.getByRole('form', { name: 'Address form' });
    await form.getByLabel(/Street/).fill('149 Church St');
    await expect(form.getByLabel(/Street/)).toHaveValue('149 Church St');
  });

  test('a staff screen a member opens is not drawn empty: the app sends them to the dashboard, which says why', async ({ page }) => {
    await signedInMember(page);
    // The portal does not draw a page its guard leaves (app/guards/Redirect.tsx): the shell comes.
    const response = await page.goto('/legislators', { waitUntil: 'commit' });
    expect(await response!.text()).not.toContain('<div id="root" data-ssr');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('status').filter({ hasText: 'The page you opened (/legislators) is for staff members' })).toBeVisible();
  });

  test('the member back the next day (access token and its cookie expired) gets the page drawn; the app takes the renewed session over, without a second refresh', async ({ page }) => {
    await signedInMember(page);
    // Away from the app, whose supabase-js would otherwise refresh the session it sees expire below.
    await page.goto('/api/health');
    const storageKey = await page.evaluate(() => Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k))!);
    const stored = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as { access_token: string; refresh_token: string; expires_at: number }, storageKey);
    // The next day: supabase-js's token expired an hour ago, and with it the page cookie.
    const yesterday = await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key)!) as { refresh_token: string; expires_at: number };
      session.expires_at = Math.floor(Date.now() / 1000) - 3600;
      localStorage.setItem(key, JSON.stringify(session));
      return session;
    }, storageKey);
    await page.context().clearCookies({ name: 'portal_session' });
    expect((await page.context().cookies()).find((c) => c.name === 'portal_refresh')?.value).toBe(yesterday.refresh_token);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) refreshes.push(request.url());
    });

    const response = await page.goto('/stories', { waitUntil: 'commit' });
    expect(await response!.text()).toContain('<div id="root" data-ssr');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/supabase-client-/.test(e.name)));

    // supabase-js's storage holds the tokens the portal renewed (the cookies say the same), not
    // yesterday's refresh token, which the portal has used; supabase-js had nothing to refresh.
    const today = await stored();
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(today.refresh_token).not.toBe(yesterday.refresh_token);
    expect(cookies.portal_refresh).toBe(today.refresh_token);
    expect(cookies.portal_session).toBe(today.access_token);
    expect(today.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    await page.waitForTimeout(500);
    expect(refreshes).toEqual([]);

    // And the member's next steps use it: open a story, follow it, stop following it.
    const firstCard = page.getByRole('main').getByRole('article').first();
    await openAndFollowStory(page, firstCard, (await firstCard.locator(':is(h1, h2, h3, h4, h5, h6)').first().textContent())!.trim());
    expect(refreshes).toEqual([]);
  });

  test('without JavaScript the member’s stories are there; after signing out the portal draws nothing for them', async ({ page, browser }) => {
    await signedInMember(page);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toContain('portal_session');

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const plain = await noScript.newPage();
    await plain.goto('/stories');
    await expect(plain.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    await expect(plain.getByRole('main').getByRole('article').first()).toBeVisible();
    await noScript.close();

    await page.goto('/dashboard');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await new MainLayout(page).signOut();
    // Signing out removes the cookies; a page opened with the old ones is not drawn either (session ended).
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('portal_session');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('portal_refresh');
    const stale = await browser.newContext({ javaScriptEnabled: false });
    await stale.addCookies(cookies);
    const after = await stale.newPage();
    const response = await after.goto('/stories');
    expect(await response!.text()).not.toContain('data-ssr');
    await stale.close();
  });
});
