import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORDS } from '../../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../../gateway/src/db/seed.js';
import { LoginPage } from './login-page.js';

/** The WCAG rule sets issue #7 asks axe to check (2.0, 2.1 A/AA and 2.2 AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type DemoRole = keyof typeof DEMO_MEMBERS;

/** A fresh browser context, signed in through the login form when a role is given. */
export async function contextFor(browser: Browser, role: DemoRole | null, options: Parameters<Browser['newContext']>[0] = {}) {
  const context: BrowserContext = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  if (role) {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_MEMBERS[role].email, DEMO_PASSWORDS[role]);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  return { context, page };
}

/** A path no route matches: the not-found screen, used as a blank page between two visits. */
export const BLANK_PATH = '/__a11y-blank__';
/** The unknown path the route walk checks (it shows the same not-found screen). */
export const NOT_FOUND_PATH = '/no-such-page-a11y';

async function spaNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}

/**
 * Opens a path inside the single-page app without reloading it (a history entry plus popstate,
 * which the router follows), or with a full load when the app is not open yet. Walking many
 * routes this way checks the same screens at a fraction of the cost of a reload each. The app
 * passes through the not-found screen first, so the previous screen's heading cannot be
 * mistaken for the new one (the router keeps the old screen up while a lazy page loads).
 */
export async function visit(page: Page, path: string): Promise<void> {
  const inApp = await page.evaluate(() => document.getElementById('root')?.hasChildNodes() ?? false).catch(() => false);
  if (!inApp) {
    await page.goto(path);
    return;
  }
  const blank = page.getByRole('heading', { level: 1, name: 'Page not found.' });
  await spaNavigate(page, BLANK_PATH);
  await expect(blank).toBeVisible();
  // The public app opens an address it does not have as a page load, and the gateway answers this
  // one with its prerendered not-found page, on screen before the app runs: wait for the app (a
  // navigation before it listens would be lost).
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await spaNavigate(page, path);
  // Any screen but the not-found one replaces the blank page's heading.
  if (path !== NOT_FOUND_PATH) await expect(blank).toBeHidden();
}

/** Loading placeholders: MUI skeletons and spinners (aria-hidden or not). */
export function loadingIndicators(page: Page): Locator {
  return page.locator('.MuiSkeleton-root:visible, .MuiCircularProgress-root:visible, .MuiLinearProgress-root:visible');
}

/**
 * Waits for a screen's real content: a level-1 heading and no skeleton or spinner left. A
 * screen that keeps a spinner (a pending button, say) is still checked after the wait.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(loadingIndicators(page))
    .toHaveCount(0, { timeout: 8000 })
    .catch(() => undefined);
}

export interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Rules outside the WCAG tags that Lighthouse's accessibility score counts, checked at any impact:
 * a skipped heading level (h1 → h3) cost /home and /content 2 points (issue #12: 100 on every page).
 */
const ALSO_CHECKED = ['heading-order'];

/**
 * Serious and critical WCAG violations on the page as it is now, and any of ALSO_CHECKED: one axe
 * run (a rule enabled in `rules` runs whatever the tags).
 */
export async function accessibilityViolations(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(ALSO_CHECKED.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_CHECKED.includes(v.id))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: `${v.help} (${v.helpUrl})`,
      targets: v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`),
    }));
}

export function formatFindings(findings: { path: string; landedOn: string; violations: Finding[] }[]): string {
  return findings
    .map(
      ({ path, landedOn, violations }) =>
        `${path}${landedOn !== path ? ` (→ ${landedOn})` : ''}\n` +
        violations.map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n${v.targets.map((t) => `      ${t}`).join('\n')}`).join('\n'),
    )
    .join('\n');
}

/**
 * The element has keyboard focus (it matches :focus-visible) and shows a focus indicator: an
 * outline of at least 1px that is not 'none', or a box-shadow. Set A11Y_FOCUS_DEBUG to print
 * which one each control uses.
 */
export async function hasVisibleFocus(locator: Locator): Promise<boolean> {
  const found = await locator.evaluate((el) => {
    if (el !== document.activeElement || !el.matches(':focus-visible')) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : shadow ? `box-shadow ${style.boxShadow}` : null;
  });
  if (process.env.A11Y_FOCUS_DEBUG) console.log(`${locator}: ${found ?? 'no focus indicator'}`);
  return found !== null;
}

/** The element's box is at least 24×24 CSS pixels (WCAG 2.5.8 target size, minimum). */
export async function expectTargetSize(locator: Locator, min = 24): Promise<void> {
  const box = await locator.boundingBox();
  const name = await locator.evaluate((el) => `${el.outerHTML.slice(0, 200)}`);
  expect(box, `${name} has a bounding box`).not.toBeNull();
  expect(box!.width, `width of ${name}`).toBeGreaterThanOrEqual(min);
  expect(box!.height, `height of ${name}`).toBeGreaterThanOrEqual(min);
}
