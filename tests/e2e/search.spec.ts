import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { expect, test } from './fixtures.js';
import { accessibilityViolations, contextFor } from './pages/a11y.js';
import { LOCAL_ANON_KEY } from './pages/outbox.js';
import { SearchResultsPage, TopBarSearch } from './pages/search-pages.js';

// Issue #57: one search in the top bar, results grouped by kind with the match marked, showing
// only what the viewer may read. On the demo data (gateway/src/db/seed.ts): the featured story on
// the reconciliation bill, a private story of the super admin ("Working notes: commercial
// surveillance…"), staff commentary ("Staff note: … Medicaid work requirements…") and a staff
// member's private note ("Private note: … parliamentarian rulings…").

test.describe('search at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member types in the top bar, presses Enter, sees grouped results with the match marked and opens one', async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await contextFor(browser, 'member', { viewport: { width: 390, height: 844 } });
    const search = new TopBarSearch(page);
    const results = new SearchResultsPage(page);

    // On a phone the field is folded into a button; `/` unfolds and focuses it, as the button does.
    await expect(search.field).toBeHidden();
    await expect(search.openButton).toBeVisible();
    await page.keyboard.press('/');
    await expect(search.field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search.field).toBeHidden();
    await expect(search.openButton).toBeFocused();
    await search.openButton.click();
    await expect(search.field).toBeFocused();
    await search.field.fill('reconciliation');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=reconciliation$/);
    await expect(results.heading).toHaveText('Search results for “reconciliation”');
    const story = results.hit('Stories', 'The reconciliation bill, from House floor to law');
    await expect(story).toBeVisible();
    await expect(story.locator('mark')).toHaveText(['reconciliation']);
    await expect(results.group('Articles')).toBeVisible();
    await expect(results.hits('Articles').first().locator('mark').first()).toBeVisible();
    // Grouped in the page's order; nothing staff-only for a member.
    const headings = await results.main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe('Stories');
    expect(headings).not.toContain('Legislators');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);

    await story.getByRole('link', { name: 'The reconciliation bill, from House floor to law' }).click();
    await expect(page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The reconciliation bill, from House floor to law' })).toBeVisible();

    // The results page arrives drawn by the server, with its hits and their marks, and hydrates as drawn.
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.locator('html').evaluate((html) => html.removeAttribute('data-ready'));
    const response = await page.goto('/search?q=reconciliation', { waitUntil: 'commit' });
    const html = await response!.text();
    expect(html).toContain('<div id="root" data-ssr');
    expect(html).toMatch(/<mark[^>]*>reconciliation<\/mark>/);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(results.hit('Stories', 'The reconciliation bill, from House floor to law')).toBeVisible();
    expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);
    await context.close();
  });

  test('nothing found: a helpful empty state, and a blank search asks for something to search for', async ({ browser }) => {
    const { context, page } = await contextFor(browser, 'member', { viewport: { width: 390, height: 844 } });
    const results = new SearchResultsPage(page);
    await results.goto('xylophonequartet');
    await expect(results.emptyState).toHaveText('No results for “xylophonequartet”');
    await expect(results.main).toContainText('Check the spelling');
    await results.goto('   ');
    await expect(results.main.getByText('Enter something to search for')).toBeVisible();
    await context.close();
  });
});

test.describe('search shows only what the viewer may read', () => {
  test('private commentary of another member, staff commentary and a private story of non-collaborators never reach a member; staff see them', async ({ browser }) => {
    test.setTimeout(90_000);
    const member = await contextFor(browser, 'member');
    const results = new SearchResultsPage(member.page);

    // The super admin's private story: the public FTC article matches, the story does not.
    await results.goto('surveillance');
    await expect(results.group('Articles')).toBeVisible();
    await expect(results.group('Stories')).toHaveCount(0);
    await expect(results.main).not.toContainText('Working notes');
    // A staff member's private note on an article, and staff commentary: nothing at all, not even a count.
    for (const q of ['parliamentarian rulings', '"pointed to the section-by-section"']) {
      await results.goto(q);
      await expect(results.emptyState).toBeVisible();
      await expect(results.main).not.toContainText('Private note');
      await expect(results.main).not.toContainText('Staff note');
    }
    // Over the API as well (the page only draws what the server sends).
    const signIn = await member.page.request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey: LOCAL_ANON_KEY },
      data: { email: DEMO_MEMBERS.member.email, password: DEMO_PASSWORDS.member },
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const res = await member.page.request.get('/api/search?q=parliamentarian%20or%20surveillance%20or%20section&limit=50', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain('FTC staff report finds');
    for (const secret of ['Private note', 'Staff note', 'Working notes', 'Internal: hold the statement']) expect(text).not.toContain(secret);
    await member.context.close();

    const staff = await contextFor(browser, 'staff');
    const staffResults = new SearchResultsPage(staff.page);
    await staffResults.goto('surveillance');
    await expect(staffResults.hit('Stories', /Working notes: commercial surveillance/)).toBeVisible();
    await staffResults.goto('parliamentarian rulings');
    await expect(staffResults.group('Commentary')).toContainText('Private note');
    await staffResults.goto('"pointed to the section-by-section"');
    await expect(staffResults.group('Commentary')).toContainText('Staff note');
    await staff.context.close();
  });
});
