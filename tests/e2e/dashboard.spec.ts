import { expect, test } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { KeyVoteDetailPage } from './pages/key-vote-page.js';
import { importLegislatorData } from './pages/legislator-pages.js';
import { LoginPage } from './pages/login-page.js';

// The seeded key vote on H.R. 1 (gateway/src/db/seed.ts KV(1)); import:votes links its House and Senate roll calls.
const HR1_KEY_VOTE = 'd8000000-0000-4000-8000-000000000001';

test.describe('my representatives and key votes', () => {
  // The demo seed has a handful of legislators and no ZIP crosswalk: load the official data.
  test.beforeAll(() => {
    test.setTimeout(300_000);
    importLegislatorData(['legislators', 'votes', 'districts']);
  });

  test('a member saves an address, sees their representatives, and how they voted on a key vote', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
    await expect(page).toHaveURL(/\/dashboard$/);

    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading).toBeVisible();
    await expect(dashboard.keyVotes.getByRole('listitem')).toHaveCount(3);
    await expect(dashboard.keyVotes.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/key-votes');

    // Validation first (SPEC §5), then a Burlington, Vermont address: an at-large state, one district.
    await dashboard.saveAddress({ street: '149 Church St', city: 'Burlington', state: 'VT', zip: '0540', phone: '802 555 0100' });
    await expect(dashboard.addressForm.getByRole('alert')).toHaveText(/ZIP code/);
    await dashboard.saveAddress({ street: '149 Church St', city: 'Burlington', state: 'VT', zip: '05401', phone: '802-555-0100' });
    await expect(dashboard.representatives.getByText('Address saved successfully')).toBeVisible();

    await expect(dashboard.person(/Sanders/)).toBeVisible();
    await expect(dashboard.person(/Welch/)).toBeVisible();
    await expect(dashboard.person(/Balint/)).toBeVisible();
    await expect(dashboard.person(/Sanders/)).toContainText('Independent');

    const keyVote = new KeyVoteDetailPage(page);
    await keyVote.goto(HR1_KEY_VOTE);
    await expect(keyVote.heading).toHaveText(/One Big Beautiful Bill Act/);
    await expect(keyVote.vote(/Sanders/).first()).toContainText('Nay');
    await expect(keyVote.vote(/Welch/).first()).toContainText('Nay');
    await expect(keyVote.vote(/Balint/).first()).toContainText('Nay');
    await expect(keyVote.tallies.getByText("Vice President's tie-breaking vote: Yea")).toBeVisible();
  });
});
