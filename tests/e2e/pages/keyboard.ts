import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element the locator finds has keyboard focus. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 }).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would; fails after
 * `max` presses. Returns how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  throw new Error(`Not reached by ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; focus is on ${focused}`);
}

/** The signed-in layout's skip link: the first Tab stop, which moves focus to the page content. */
/**
 * Puts keyboard focus at the top of the document, as after loading a page: after a client-side
 * navigation (e.g. sign-in → dashboard) Chromium continues Tab order from where the removed control was.
 */
export async function focusDocumentStart(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}

export async function skipToMain(page: Page): Promise<void> {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  const main = page.getByRole('main');
  // The members' layout loads beside the page (a lazy chunk): wait until it is there.
  await expect(skip).toBeAttached();
  // While the page's data and lazy parts arrive the layout may re-render under the keyboard; a
  // keyboard user then simply starts again from the top, and so does this (at most three times).
  for (let attempt = 1; ; attempt++) {
    await focusDocumentStart(page);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    if (attempt === 3) break;
    if (await main.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 }).catch(() => false)) return;
    await page.waitForTimeout(500);
  }
  await expect(main).toBeFocused();
}
