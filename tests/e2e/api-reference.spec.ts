import { expect, test } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { ApiReferencePage } from './pages/api-reference-page.js';
import { LoginPage } from './pages/login-page.js';

// Issue #58 item 8: "Try it out" at /api/docs runs as the member signed in to the portal in this
// browser (as GraphiQL at /graphql does) and the page says how a script gets a token. How fast it
// renders is a measurement, not an assertion (it depends on the machine): the test prints it.
// At a phone's width, as members read it there too.
test.use({ viewport: { width: 390, height: 844 } });

test('signed out, the reference says so, explains tokens for scripts, and renders its operations', async ({ page }) => {
  const docs = new ApiReferencePage(page);
  // When the first operation appears, from the start of the navigation (the page's own clock).
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('.opblock')) return;
      performance.mark('first-operation');
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await docs.goto();
  await expect(docs.operation('GET', '/api/users/me')).toBeVisible();
  const renderedAt = await page.evaluate(() => performance.getEntriesByName('first-operation')[0]!.startTime);
  console.log(`/api/docs: first operation rendered after ${Math.round(renderedAt)} ms`);
  await expect(docs.sessionStatus).toContainText('Nobody is signed in to the portal in this browser');
  await docs.scriptHelp.click();
  await expect(page.getByText(/grant_type=password/)).toBeVisible();

  const responses = await docs.tryOut('GET', '/api/users/me');
  await expect(responses).toContainText('401');
});

test('signed in, Try it out sends the member’s session, only to the portal', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('member@demo.local', DEMO_PASSWORDS.member);
  await expect(page).toHaveURL(/\/dashboard$/);

  const docs = new ApiReferencePage(page);
  await docs.goto();
  await expect(docs.sessionStatus).toContainText('"Try it out" runs as member@demo.local');
  const sent = page.waitForRequest((r) => r.url() === `${baseURL}/api/users/me`);
  const responses = await docs.tryOut('GET', '/api/users/me');
  expect((await sent).headers().authorization).toMatch(/^Bearer ey/);
  await expect(responses).toContainText('200');
  await expect(responses).toContainText('member@demo.local');
  // Nothing sideways on a phone but the code blocks' own scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
});
