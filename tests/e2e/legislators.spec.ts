import { expect, test } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import {
  LegislatorCommentaryPage,
  LegislatorDashboardPage,
  LegislatorDetailPage,
  LegislatorInsightsPage,
} from './pages/legislator-pages.js';
import { LoginPage } from './pages/login-page.js';

// Uses only the demo seed's legislators (gateway/src/db/seed.ts), so it needs no import.
const LEGISLATOR = /Grassley/;

test.describe('staff legislator screens', () => {
  test('staff edits a legislator’s commentary and sees it on Staff insights', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
    await expect(page).toHaveURL(/\/dashboard$/);

    const dashboard = new LegislatorDashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.heading).toBeVisible();
    await dashboard.search.fill('Grassley');
    await expect(dashboard.cards).toHaveCount(1);
    await dashboard.openDetails(LEGISLATOR);

    const detail = new LegislatorDetailPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Grassley');
    // In place on the legislator page (issue #15 item 6).
    const inPlace = `Chairs the committee that reviews our nominees (e2e ${Date.now().toString(36)})`;
    await detail.editCommentary.click();
    await detail.text.fill(inPlace);
    await detail.save.click();
    await expect(page.getByText('Commentary updated successfully!').or(page.getByText('Commentary added successfully!')).first()).toBeVisible();
    await expect(detail.commentary).toContainText(inPlace);
    const legislatorPath = new URL(page.url()).pathname;

    // And on the SPEC's editor page.
    await page.goto(`/staff${legislatorPath}/edit-commentary`);
    const editor = new LegislatorCommentaryPage(page);
    const text = `Reliable vote on oversight (e2e ${Date.now().toString(36)})`;
    await editor.text.fill('   ');
    await expect(editor.save).toBeDisabled();
    await editor.text.fill(text);
    await editor.save.click();
    await expect(editor.status).toBeVisible();
    // SPEC §9: the success message clears after 3 s.
    await expect(editor.status).toBeHidden({ timeout: 6000 });

    const insights = new LegislatorInsightsPage(page);
    await insights.goto();
    await expect(insights.heading).toBeVisible();
    await expect(insights.items.filter({ hasText: text })).toHaveCount(1);
    await expect(insights.items.filter({ hasText: text })).toContainText('Grassley');
  });

  test('members are kept out of the legislator screens', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/legislators');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
