import { expect, test, type Locator, type Page } from './fixtures.js';
import { contextFor, expectTargetSize, formatFindings, hasVisibleFocus, accessibilityViolations } from './pages/a11y.js';
import { focusDocumentStart, isFocused, skipToMain, tabTo } from './pages/keyboard.js';
import { MainLayout } from './pages/main-layout.js';

/*
 * Issue #7 §6: vote buttons, the floating create button and the sidebar are reachable and
 * operable by keyboard, show a visible focus indicator and are at least 24×24 px; timed
 * redirects are announced and can be skipped or stopped.
 */

// A seeded article (gateway/src/db/seed.ts A(3)); the test restores the member's vote.
const ARTICLE = 'd2000000-0000-4000-8000-000000000003';

async function expectAccessibleTarget(control: Locator) {
  // Polled: the indicator may still be fading in (MUI's transitions) when the control has just
  // taken focus; what matters is that the person pressing the key sees it.
  await expect.poll(() => hasVisibleFocus(control), { message: 'focused control shows a focus indicator' }).toBe(true);
  await expectTargetSize(control);
}

/** Every icon button shown on the screen is at least 24×24 px. */
async function expectIconButtonsLargeEnough(page: Page) {
  const buttons = await page.locator('.MuiIconButton-root:visible, .MuiFab-root:visible').all();
  for (const button of buttons) await expectTargetSize(button);
  return buttons.length;
}

/** axe finds no serious or critical violation in the screen's current state (an open menu, drawer or dialog). */
async function expectNoSeriousViolations(page: Page, state: string) {
  const violations = await accessibilityViolations(page);
  expect(formatFindings(violations.length ? [{ path: state, landedOn: state, violations }] : []) || 'none').toBe('none');
}

const scoreOf = async (page: Page) => Number(await page.getByLabel(/^Score -?\d+$/).first().textContent());

test.describe('keyboard access', () => {
  test('a member votes on an article with Enter and Space', async ({ browser }) => {
    const { context, page } = await contextFor(browser, 'member');
    await page.goto(`/articles/${ARTICLE}`);
    const up = page.getByRole('button', { name: /^Upvote / }).first();
    const down = page.getByRole('button', { name: /^Downvote / }).first();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(up).toBeEnabled();

    // Start from no vote, whatever an earlier run left.
    for (const button of [up, down]) if ((await button.getAttribute('aria-pressed')) === 'true') await button.click();
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    const before = await scoreOf(page);
    expect(await expectIconButtonsLargeEnough(page)).toBeGreaterThanOrEqual(2);

    await skipToMain(page);
    await tabTo(page, up);
    await expectAccessibleTarget(up);
    await page.keyboard.press('Enter');
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => scoreOf(page)).toBe(before + 1);
    await expect(up).toBeFocused();

    await tabTo(page, down, { max: 3 });
    await expectAccessibleTarget(down);
    await page.keyboard.press('Space');
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => scoreOf(page)).toBe(before - 1);

    // Space again takes the vote back.
    await page.keyboard.press('Space');
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => scoreOf(page)).toBe(before);
    await context.close();
  });

  test('staff open the floating create button and choose an item by keyboard', async ({ browser }) => {
    // The button comes last in Tab order, after the whole dashboard (welcome, key votes, address
    // form, followed stories, Recent Updates): a hundred-odd presses on a busy machine.
    test.setTimeout(60_000);
    const { context, page } = await contextFor(browser, 'staff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const fab = page.getByRole('button', { name: 'Create', exact: true });
    await skipToMain(page);
    await tabTo(page, fab, { max: 150 });
    await expectAccessibleTarget(fab);
    await expectIconButtonsLargeEnough(page);

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // An open menu hides the rest of the page from assistive technology, the button included.
    await expect(page.getByRole('button', { name: 'Create', exact: true, includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await expectAccessibleTarget(items.nth(1));
    for (const item of await items.all()) await expectTargetSize(item);
    const chosen = (await items.nth(1).textContent())?.trim();
    expect(chosen).toBe('Article');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Submit an Article' });
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'create dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(fab).toBeFocused();
    await context.close();
  });

  test('every sidebar item is reached by Tab and followed with Enter', async ({ browser }) => {
    const { context, page } = await contextFor(browser, 'superAdmin');
    const layout = new MainLayout(page);
    // Roles load after sign-in; the Administration section comes last.
    await expect(layout.navLink('Admin Dashboard')).toBeVisible();
    const links = await layout.nav.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(7);

    // Tab order: the skip link, the top bar (its search field first), the brand link, then the navigation in order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search stories, articles, commentary and key votes' })).toBeFocused();
    for (const link of links) {
      const href = await link.getAttribute('href');
      await tabTo(page, link, { max: 3 });
      await expectAccessibleTarget(link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(link).toHaveAttribute('aria-current', 'page');
      // The sidebar stays put, so keyboard users carry on from the item they chose.
      expect(await isFocused(link), `${href} keeps focus after navigating`).toBe(true);
    }
    // Sign out is the last stop of the sidebar (not pressed here).
    await tabTo(page, layout.signOutButton, { max: 3 });
    await expectAccessibleTarget(layout.signOutButton);
    await context.close();
  });

  test('on a phone the drawer opens from the menu button by keyboard and Escape closes it', async ({ browser }) => {
    const { context, page } = await contextFor(browser, 'member', { viewport: { width: 390, height: 844 } });
    const layout = new MainLayout(page);
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(layout.nav).toBeHidden();

    // The members' layout loads beside the page (a lazy chunk): the first Tab once it is there.
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeAttached();
    await focusDocumentStart(page);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await tabTo(page, menuButton, { max: 3 });
    await expectAccessibleTarget(menuButton);
    await expectIconButtonsLargeEnough(page);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(layout.nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation menu', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the drawer and Tab reaches its items.
    const stories = layout.navLink('Stories');
    await tabTo(page, stories, { max: 6 });
    await expectAccessibleTarget(stories);
    await expectNoSeriousViolations(page, 'phone drawer');

    await page.keyboard.press('Escape');
    await expect(layout.nav).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too; Enter on an item navigates and closes the drawer.
    await page.keyboard.press('Space');
    await expect(layout.nav).toBeVisible();
    const keyVotes = layout.navLink('Key Votes');
    await tabTo(page, keyVotes, { max: 8 });
    await expectAccessibleTarget(keyVotes);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/key-votes$/);
    await expect(layout.nav).toBeHidden();
    await context.close();
  });

  test('the Access Denied redirect is announced, can be stopped, and Go now works by keyboard', async ({ browser }) => {
    const { context, page } = await contextFor(browser, 'member');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Taking you to your dashboard in 5 seconds.' });
    await expect(status).toBeVisible();
    const goNow = page.getByRole('link', { name: 'Go now' });
    const stay = page.getByRole('button', { name: 'Stay on this page' });

    await skipToMain(page);
    await tabTo(page, goNow, { max: 6 });
    await expectAccessibleTarget(goNow);
    await tabTo(page, stay, { max: 2 });
    await expectAccessibleTarget(stay);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Automatic redirect stopped' })).toBeVisible();
    await expect(goNow).toBeFocused();
    await expectNoSeriousViolations(page, 'Access Denied, redirect stopped');

    // Past the 5 seconds, the page is still here.
    await page.waitForTimeout(5500);
    await expect(page).toHaveURL(/\/admin\/users$/);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await context.close();
  });
});
