import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { SUPABASE_SESSION_COOKIE } from '../../gateway/src/auth/cookie-session.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { LoginPage } from './pages/login-page.js';
import { MainLayout } from './pages/main-layout.js';
import { StoryPage } from './pages/story-page.js';
import { createConfirmedMember, LOCAL_ANON_KEY } from './pages/outbox.js';

/**
 * Issue #12 in the browser: a signed-in member's pages arrive drawn by the portal with their data
 * and are hydrated, not drawn again.
 */

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

  test('its code is preloaded once the page is on screen, each chunk fetched once', async ({ page }) => {
    await signedInMember(page);
    // Every <link> added to the document, and whether the first paint had been reported by then.
    await page.addInitScript(() => {
      const added: Array<{ href: string; rel: string; afterPaint: boolean }> = [];
      (window as unknown as { linksAdded: typeof added }).linksAdded = added;
      new MutationObserver((records) => {
        const afterPaint = performance.getEntriesByName('first-contentful-paint').length > 0;
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLLinkElement) added.push({ href: node.getAttribute('href') ?? '', rel: node.rel, afterPaint });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/stories');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const modules = (await page.locator('#root').getAttribute('data-modules'))!.split(' ').map((file) => `/${file}`);
    const { added, fetched } = await page.evaluate(() => ({
      added: (window as unknown as { linksAdded: Array<{ href: string; rel: string; afterPaint: boolean }> }).linksAdded,
      fetched: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    }));
    expect(modules.length).toBeGreaterThan(5);
    // Each listed chunk was preloaded after the first paint (its download never races the paint),
    // and fetched once.
    for (const file of modules) {
      expect(added.filter((a) => a.href === file && a.rel === 'modulepreload'), file).toHaveLength(1);
      expect(added.find((a) => a.href === file)?.afterPaint, file).toBe(true);
      expect(fetched.filter((f) => f === file), file).toHaveLength(1);
    }
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

  test('the member back the next day (access token expired) gets the page drawn; the gateway renews the session in its cookie, and the app has nothing to refresh', async ({ page }) => {
    await signedInMember(page);
    // Away from the app, whose supabase-js would otherwise refresh the session it sees expire below.
    await page.goto('/api/health');
    // The session as @supabase/ssr keeps it (test-only knowledge of its cookie: `base64-` and the
    // session as base64url JSON, in one cookie while it is short enough).
    const sessionCookie = async () => (await page.context().cookies()).find((c) => c.name === SUPABASE_SESSION_COOKIE)!;
    const decode = (value: string) => JSON.parse(Buffer.from(decodeURIComponent(value).slice('base64-'.length), 'base64url').toString()) as { access_token: string; refresh_token: string; expires_at: number };
    // The next day: the access token expired an hour ago.
    const cookie = await sessionCookie();
    const yesterday = { ...decode(cookie.value), expires_at: Math.floor(Date.now() / 1000) - 3600 };
    await page.context().addCookies([{ ...cookie, value: `base64-${Buffer.from(JSON.stringify(yesterday)).toString('base64url')}` }]);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) refreshes.push(request.url());
    });

    const response = await page.goto('/stories', { waitUntil: 'commit' });
    expect(await response!.text()).toContain('<div id="root" data-ssr');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });

    // The cookie holds the session the gateway renewed, not yesterday's refresh token, which it has used.
    const today = decode((await sessionCookie()).value);
    expect(today.refresh_token).not.toBe(yesterday.refresh_token);
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
    expect(cookies.map((c) => c.name)).toContain(SUPABASE_SESSION_COOKIE);

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
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain(SUPABASE_SESSION_COOKIE);
    const stale = await browser.newContext({ javaScriptEnabled: false });
    await stale.addCookies(cookies);
    const after = await stale.newPage();
    const response = await after.goto('/stories');
    expect(await response!.text()).not.toContain('data-ssr');
    await stale.close();
  });
});
