import { expect, test } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { KeyVoteListPage } from './pages/key-vote-page.js';
import { LoginPage } from './pages/login-page.js';

test.describe('key votes', () => {
  test('a member browses key votes and likes one, then takes the like back', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
    await expect(page).toHaveURL(/\/dashboard$/);

    const list = new KeyVoteListPage(page);
    await list.goto();
    await expect(list.heading).toBeVisible();
    await expect(list.addKeyVote).toHaveCount(0);
    const item = list.items.filter({ hasText: 'Laken Riley Act' });
    await expect(item).toContainText('S. 5');

    const like = item.getByRole('button', { name: /^(Like|Unlike) / });
    const count = item.getByLabel(/^\d+ likes$/);
    const before = Number(await count.textContent());
    const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
    await like.click();
    await expect(count).toHaveText(String(before + (wasLiked ? -1 : 1)));
    await page.reload();
    await expect(count).toHaveText(String(before + (wasLiked ? -1 : 1)));
    await like.click();
    await expect(count).toHaveText(String(before));

    await item.getByRole('link', { name: 'Laken Riley Act' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laken Riley Act');
  });

  test('staff see Add Key Vote, which opens its form', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
    await expect(page).toHaveURL(/\/dashboard$/);
    const list = new KeyVoteListPage(page);
    await list.goto();
    await list.addKeyVote.click();
    await expect(page).toHaveURL(/\/key-votes\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Key Vote' })).toBeVisible();
  });
});
