import { expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { AboutPage } from './pages/about-page.js';
import { ForgotPasswordPage } from './pages/forgot-password-page.js';
import { HomePage } from './pages/home-page.js';
import { LoginPage } from './pages/login-page.js';
import { createConfirmedMember, emailedLink } from './pages/outbox.js';
import { layoutShift, onPhoneCpuMeasuringShift } from './pages/phone-cpu.js';
import { ResetPasswordPage } from './pages/reset-password-page.js';
import { SignupPage } from './pages/signup-page.js';

/**
 * Issue #12 in the browser, a visitor's first visit: the public pages are whole before any
 * JavaScript runs, are hydrated by the public app without moving or being drawn again, and what a
 * member types before the app arrives is kept (a sign-in submitted then is posted to the gateway);
 * a signed-in member opening / still lands on /dashboard.
 */

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
  });

  test('the sign-in form signs in as a plain form: the gateway sets the session and the dashboard arrives drawn', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/login');
    await login.email.fill(DEMO_MEMBERS.member.email);
    await login.password.fill(DEMO_PASSWORDS.member);
    await login.submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  });

  test('the reset-password page shows its form, ready to post', async ({ page }) => {
    await page.goto('/reset-password');
    const reset = new ResetPasswordPage(page);
    await expect(reset.heading).toBeVisible();
    await expect(reset.newPassword).toBeVisible();
    await expect(reset.submit).toBeEnabled();
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
  // The entry (main-*) and what it imports statically (who is signed in: initial-session-*) come with
  // the page, and the deferred /registerSW.js (0.1 KB; it registers the service worker once the page
  // has loaded); everything else after.
  const entry = /^\/(assets\/(main|rolldown-runtime|preload-helper|initial-session)-|registerSW\.js$)/;
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

/** Holds the public app's code back (a slow phone) until the returned function is called. */
async function holdPublicApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/public-boot-*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

test('a sign-in posted before the app arrived that fails comes back to the form, which says why once the app runs, the email kept', async ({ page }) => {
  const release = await holdPublicApp(page);
  await page.goto('/login');
  const login = new LoginPage(page);
  await login.email.fill(DEMO_MEMBERS.member.email);
  await login.password.fill('not-the-password');
  await login.submit.click();
  await expect(page).toHaveURL(/\/login#signin_error=invalid_credentials/);
  release();
  await expect(login.error).toHaveText('Invalid email or password. Please try again.');
  await expect(login.email).toHaveValue(DEMO_MEMBERS.member.email);
  await expect(login.password).toHaveValue('');
  // The outcome is said once: the address no longer carries it.
  await expect(page).toHaveURL(/\/login$/);
});

test('a reset link asked for before the app arrived is sent, said once the app runs, and opens the reset page signed in', async ({ page, request }) => {
  const email = `e2e-forgot-early-${Date.now().toString(36)}@example.org`;
  await createConfirmedMember(request, email, 'old-password-1');
  const release = await holdPublicApp(page);
  await page.goto('/forgot-password');
  const forgot = new ForgotPasswordPage(page);
  await forgot.request(email);
  await expect(page).toHaveURL(/\/forgot-password#forgot_sent=1/);
  release();
  await expect(forgot.status).toContainText('Password reset instructions have been sent to your email.');
  await expect(forgot.email).toHaveValue(email);

  // The link's code verifier was set in this browser by the gateway: the link signs the member in here.
  await page.goto(await emailedLink(request, email, 'recovery'));
  const reset = new ResetPasswordPage(page);
  await expect(reset.heading).toBeVisible();
  await expect(reset.diagnostics).toContainText('Active session');
});

test('a new password chosen before the app arrived is saved for the session the link set, said once the app runs, and signs in', async ({ page, request }) => {
  const email = `e2e-reset-early-${Date.now().toString(36)}@example.org`;
  const link = await new ForgotPasswordPage(page).resetLinkForNewMember(request, email);

  const release = await holdPublicApp(page);
  await page.goto(link);
  const reset = new ResetPasswordPage(page);
  await reset.newPassword.fill('short');
  await reset.confirmPassword.fill('short');
  await reset.submit.click();
  await expect(page).toHaveURL(/\/reset-password#reset_error=too_short$/);
  await reset.choose('early-new-password-2');
  await expect(page).toHaveURL(/\/reset-password#reset_done=1$/);
  release();
  await expect(reset.status).toContainText('Your password has been successfully reset. You will be redirected to the login page.');
  await expect(reset.error).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  const login = new LoginPage(page);
  await login.signIn(email, 'early-new-password-2');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an account made before the app arrived is created, said once the app runs, and its emailed confirmation signs the member in here', async ({ page, request }) => {
  const email = `e2e-signup-early-${Date.now().toString(36)}@example.org`;
  const release = await holdPublicApp(page);
  await page.goto('/signup');
  const signup = new SignupPage(page);
  await signup.signUp(email, 'early-pass-1');
  await expect(page).toHaveURL(/\/signup#signup_sent=1/);
  release();
  await expect(signup.status).toHaveText(`Your account has been created. Please check your email (${email}) for a confirmation link, then sign in.`);
  await expect(signup.email).toHaveValue(email);

  await page.goto(await emailedLink(request, email, 'signup'));
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
