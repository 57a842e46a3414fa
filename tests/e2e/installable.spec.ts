import { expect, test, type BrowserContext, type Page, type Worker } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { LoginPage } from './pages/login-page.js';
import { MainLayout } from './pages/main-layout.js';

/**
 * Issue #59 in the browser: the installable portal (client/vite.config.ts `installable`) and its
 * service worker (client/src/service-worker/sw.ts): the manifest and icons, the offline page, pages
 * that are never kept, and a push that shows its notification and opens its page when clicked.
 */
test.use({ serviceWorkers: 'allow' });

const STORY = '/stories/d1000000-0000-4000-8000-000000000001';

/** What these tests use of a service worker's global scope (this project has the DOM's types, not a worker's). */
interface WorkerScope {
  registration: { getNotifications(): Promise<Array<{ title: string; body: string; tag: string; data: unknown }>> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

/** The service worker, once it is active and controls `page`. */
async function activeWorker(page: Page, context: BrowserContext): Promise<Worker> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated' && navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === '/sw.js');
  expect(worker, 'the portal’s service worker').toBeTruthy();
  return worker!;
}

/** Every URL the page's origin keeps in its caches (the service worker's precache). */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the portal can be installed: its manifest, icons in every size it names (one maskable), and a service worker', async ({ page, context, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { name: string; start_url: string; theme_color: string; background_color: string; display: string; icons: Array<{ src: string; sizes: string; purpose?: string }> };
  expect(manifest).toMatchObject({ name: 'Member Portal · Civic Action Alliance', start_url: '/dashboard', display: 'standalone', theme_color: '#1B365D', background_color: '#F7F5F0' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(`/${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await activeWorker(page, context);
  // Precached: the app's code and the offline page, never a page of the app.
  const cached = await cachedPaths(page);
  expect(cached).toContain('/offline.html');
  expect(cached.some((p) => p.startsWith('/assets/') && p.endsWith('.js'))).toBe(true);
  expect(cached.filter((p) => !/^\/(assets\/.+|offline\.html|favicon\.svg|[\w-]+\.png|manifest\.webmanifest)$/.test(p))).toEqual([]);
});

test('without a connection a page says the member is offline, and Try again opens it once the connection is back', async ({ page, context }) => {
  await page.goto('/about');
  await activeWorker(page, context);
  await context.setOffline(true);
  await page.goto(STORY, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expect(page).toHaveTitle('You’re offline · Member Portal');
  expect(new URL(page.url()).pathname).toBe(STORY);
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  // The page itself now: a visitor without a session is sent to sign in.
  await expect(page).toHaveURL(/\/login$/);
});

test('a drawn member page is never kept by the service worker: after sign-out it is not there, online or off', async ({ page, context }) => {
  await signIn(page);
  await activeWorker(page, context);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  const kept = await cachedPaths(page);
  expect(kept.filter((p) => !p.startsWith('/assets/') && /^\/(dashboard|stories|profile|notifications)/.test(p))).toEqual([]);
  // The page's own code (not in the app shell) is kept once used; the page itself is not.
  expect(kept.some((p) => /^\/assets\/DashboardPage-[\w-]+\.js$/.test(p))).toBe(true);

  await new MainLayout(page).signOut();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(true);
  await page.goto('/dashboard', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('My Dashboard')).toHaveCount(0);
  await context.setOffline(false);
});

test('a push shows its notification, a newer one about the same story replaces it, and a click opens its page', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await signIn(page);
  const worker = await activeWorker(page, context);

  // The push service's side, through the DevTools protocol: the message as the gateway sends it.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/');
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const origin = new URL(page.url()).origin;
  const push = (message: Record<string, string>) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url })),
    );

  const message = { id: 'n-1', kind: 'STORY_ARTICLE', title: 'New article in “Water rates”', body: 'Rates rise 12% · Example News', url: STORY, tag: 'story:water', at: new Date().toISOString() };
  await push(message);
  await expect.poll(shown).toEqual([{ title: message.title, body: message.body, tag: 'story:water', url: STORY }]);
  await push({ ...message, id: 'n-2', body: 'Council votes on rates · Example News' });
  await expect.poll(shown).toEqual([{ title: message.title, body: 'Council votes on rates · Example News', tag: 'story:water', url: STORY }]);

  // A click on it (dispatched to the worker's own handler: the browser's notification is not on a
  // page Playwright can click) brings the portal's tab to the story.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    const click = new scope.NotificationEvent('notificationclick', { notification });
    let done: Promise<unknown> = Promise.resolve();
    Object.defineProperty(click, 'waitUntil', { value: (p: Promise<unknown>) => (done = p) });
    scope.dispatchEvent(click);
    await done;
  });
  await expect(page).toHaveURL(new RegExp(`${STORY}$`));
  await expect.poll(shown).toEqual([]);
});
