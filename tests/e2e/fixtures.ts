import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/*
 * Member pages arrive drawn by the portal with their data (issue #12) and take input once the app
 * has hydrated them: until then #root is `inert` (client/src/main.tsx), as a member sees it — but
 * Playwright would fill a field of an inert page, and what it typed would be lost on hydration.
 * So every navigation (goto, reload) in these tests also waits until the page it lands on is
 * usable, as a member would; without JavaScript (where nothing is ever inert) there is no wait.
 * Specs import `test` and `expect` from here instead of from @playwright/test.
 */
const patched = new WeakSet<Page>();

function waitsUntilUsable(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const usable = async () => {
    await page.locator('#root[inert]').waitFor({ state: 'detached' });
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await usable();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await usable();
    return response;
  };
}

function watch(context: BrowserContext): BrowserContext {
  context.on('page', waitsUntilUsable);
  context.pages().forEach(waitsUntilUsable);
  return context;
}

export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    await use(watch(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => watch(await newContext(...args));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
