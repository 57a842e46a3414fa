import { expect, test, type Browser, type Page } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { LoginPage } from './pages/login-page.js';
import { NotificationsPage } from './pages/notification-pages.js';
import { ReportQueuePage } from './pages/report-pages.js';
import { createConfirmedMember } from './pages/outbox.js';
import { noSidewaysScroll } from './pages/journeys.js';

/**
 * Issue #58 item 7, on a phone: a member reports a comment with a reason; staff find it in
 * Reported Comments and remove it; the member is told the outcome in their notifications, and the
 * comment is gone for everyone. The comment's author is never told who reported it.
 */
const ARTICLE = 'd2000000-0000-4000-8000-000000000001';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn(browser: Browser, email: string, password: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, close: () => context.close() };
}

test('a member reports a comment, staff remove it from Reported Comments, and the member is told', async ({ browser, request }) => {
  // Three people sign in and act in turn.
  test.setTimeout(90_000);
  const text = `Buy cheap followers at spam.example (e2e ${unique()})`;
  const author = await signedIn(browser, DEMO_MEMBERS.member.email, DEMO_PASSWORDS.member);
  await author.page.goto(`/articles/${ARTICLE}`);
  await author.page.getByRole('textbox', { name: 'Add your commentary' }).fill(text);
  await author.page.getByRole('button', { name: 'Add Commentary' }).click();
  const own = author.page.getByRole('listitem').filter({ hasText: text });
  await expect(own).toBeVisible();
  // Nobody reports their own comment.
  await expect(own.getByRole('button', { name: /^Report / })).toHaveCount(0);

  const email = `reporter-${unique()}@example.test`;
  await createConfirmedMember(request, email, 'report-journey-1');
  const reporter = await signedIn(browser, email, 'report-journey-1');
  await reporter.page.goto(`/articles/${ARTICLE}`);
  const item = reporter.page.getByRole('listitem').filter({ hasText: text });
  await item.getByRole('button', { name: /^Report commentary by / }).click();
  const dialog = reporter.page.getByRole('dialog', { name: /^Report this comment by / });
  await expect(dialog).toContainText('The author is not told who reported it');
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('textbox', { name: 'Anything staff should know? (optional)' }).fill('A link to a shop');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText('Thank you. Our staff will review this comment and let you know the outcome.')).toBeVisible();
  await expect(item.getByText('Reported', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /^Report / })).toHaveCount(0);
  expect(await noSidewaysScroll(reporter.page)).toBe(true);

  const staff = await signedIn(browser, DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
  const queue = new ReportQueuePage(staff.page);
  await queue.goto();
  await expect(queue.heading).toBeVisible();
  const card = queue.report(text);
  await expect(card).toContainText('Reason: Spam or advertising: A link to a shop');
  expect(await noSidewaysScroll(staff.page)).toBe(true);
  await card.getByRole('button', { name: /^Remove the comment by / }).click();
  const confirm = staff.page.getByRole('dialog', { name: 'Remove this comment?' });
  await confirm.getByRole('textbox', { name: 'Note to whoever reported it (optional)' }).fill('Advertising is not allowed.');
  await confirm.getByRole('button', { name: 'Remove comment' }).click();
  await expect(staff.page.getByText('Comment removed; whoever reported it is told.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The reporter hears the outcome where notifications are.
  const notifications = new NotificationsPage(reporter.page);
  await expect
    .poll(async () => {
      await notifications.goto();
      return notifications.items().filter({ hasText: 'The comment you reported was removed' }).count();
    }, { timeout: 20_000 })
    .toBe(1);
  await expect(notifications.items().filter({ hasText: 'The comment you reported was removed' })).toContainText('Advertising is not allowed.');

  // Gone for everyone; the author was told nothing about who reported it.
  await author.page.reload();
  await expect(author.page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  const authorNotes = new NotificationsPage(author.page);
  await authorNotes.goto();
  // Loaded (a list, or the empty state) before looking for what must not be there.
  await expect(authorNotes.list.or(author.page.getByRole('main').getByRole('heading', { name: 'No notifications yet' }))).toBeVisible();
  await expect(author.page.getByRole('main')).not.toContainText(email);
  await Promise.all([author.close(), reporter.close(), staff.close()]);
});
