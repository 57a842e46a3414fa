import { expect, test, type APIRequestContext } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { accessibilityViolations } from './pages/a11y.js';
import { LoginPage } from './pages/login-page.js';
import { createConfirmedMember, emailedLink, LOCAL_ANON_KEY, type OutboxMail } from './pages/outbox.js';
import { SignupPage } from './pages/signup-page.js';
import { EmailPreferences, NotificationBell, NotificationsPage } from './pages/notification-pages.js';
import { StoryPage } from './pages/story-page.js';

// Issue #16: a member follows a story; staff add articles to it; the bell's count rises without
// a reload (within the 10 s the issue allows), a click opens the article and marks it read; the
// page lists them newest first; email preferences send the next one at once, and the emailed
// one-click unsubscribe link turns that kind of email off again.
// A new member and a new story each run (the e2e database is kept between runs).
const RUN = Date.now().toString(36);
const MEMBER = { email: `notified-${RUN}@example.org`, password: `notified-pass-${RUN}` };
const STORY = `Water rates ${RUN}`;

async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: LOCAL_ANON_KEY }, data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

test('the bell counts new articles in a followed story; list, mark read, email preferences and one-click unsubscribe', async ({ page, request }) => {
  test.setTimeout(90_000);
  await createConfirmedMember(request, MEMBER.email, MEMBER.password);
  const staff = { authorization: `Bearer ${await tokenFor(request, DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff)}` };
  const created = await request.post('/api/stories', { headers: staff, data: { title: STORY, description: 'Rates, hearings and the vote.', is_global: true } });
  expect(created.status(), await created.text()).toBe(201);
  const storyId = ((await created.json()) as { id: string }).id;
  const articles = ((await (await request.get('/api/articles?limit=3', { headers: staff })).json()) as { data: { id: string; title: string }[] }).data;
  expect(articles.length).toBe(3);
  const addArticle = async (article: { id: string }) => {
    const res = await request.post(`/api/stories/${storyId}/articles/${article.id}`, { headers: staff, data: {} });
    expect(res.status(), await res.text()).toBe(201);
  };

  // The member signs in and follows the story; nothing is unread yet.
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(MEMBER.email, MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = new NotificationBell(page);
  await expect(bell.button).toHaveAccessibleName(bell.label(0));
  // By keyboard: Enter opens the panel (its empty state), Escape closes it and focus goes back to the bell.
  await bell.button.focus();
  await page.keyboard.press('Enter');
  await expect(bell.panel).toBeVisible();
  await expect(bell.panel).toContainText('Nothing yet.');
  await page.keyboard.press('Escape');
  await expect(bell.panel).toBeHidden();
  await expect(bell.button).toBeFocused();
  const story = new StoryPage(page);
  await story.goto(storyId);
  await story.followButton.click();
  await expect(story.followingButton).toBeVisible();

  // Staff add an article: the count rises without a reload, within 10 s.
  await addArticle(articles[0]!);
  await expect(bell.button).toHaveAccessibleName(bell.label(1), { timeout: 10_000 });
  await bell.button.click();
  await expect(bell.panel).toBeVisible();
  const first = bell.item(`New article in “${STORY}”`);
  await expect(first).toContainText(articles[0]!.title);
  expect(await accessibilityViolations(page)).toEqual([]);
  // Opening it goes to the article and marks it read.
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/articles/${articles[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: articles[0]!.title })).toBeVisible();
  await expect(bell.panel).toBeHidden();
  await expect(bell.button).toHaveAccessibleName(bell.label(0));

  // A second one: the page lists both, newest first; marking it read where it is clears the bell.
  await addArticle(articles[1]!);
  await expect(bell.button).toHaveAccessibleName(bell.label(1), { timeout: 10_000 });
  const list = new NotificationsPage(page);
  await list.goto();
  await expect(list.heading).toBeVisible();
  await expect(list.items()).toHaveCount(2);
  await expect(list.items().nth(0)).toContainText(articles[1]!.title);
  await expect(list.items().nth(0)).toContainText('Unread');
  await expect(list.items().nth(1)).toContainText(articles[0]!.title);
  expect(await accessibilityViolations(page)).toEqual([]);
  await list.items().nth(0).getByRole('button', { name: /^Mark as read/ }).click();
  await expect(bell.button).toHaveAccessibleName(bell.label(0));
  await expect(list.markAll).toBeDisabled();
  await expect(page.getByText('You are all caught up.')).toBeVisible();

  // Email preferences: followed stories default to the weekly digest; the member wants them at once.
  await list.preferencesLink.click();
  await expect(page).toHaveURL(/\/profile\?tab=settings#email-notifications$/);
  const prefs = new EmailPreferences(page);
  await expect(prefs.mode('Stories you follow')).toHaveText('Weekly digest');
  await prefs.choose('Stories you follow', 'Right away');
  await expect(page.getByText('Stories you follow: right away')).toBeVisible();
  await expect(prefs.mode('Stories you follow')).toHaveText('Right away');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The next article arrives by email too, with a one-click unsubscribe link.
  await addArticle(articles[2]!);
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(MEMBER.email)}`)).json()) as OutboxMail[];
        mail = mails.find((m) => m.text.includes(articles[2]!.title));
        return Boolean(mail);
      },
      { message: 'the immediate email about the third article', timeout: 15_000 },
    )
    .toBe(true);
  const unsubscribe = mail!.links.find((l) => l.includes('/unsubscribe?token='));
  expect(unsubscribe).toBeTruthy();

  // The link works without signing in (a fresh browser context), asks once, and says what it did.
  const anonymous = await page.context().browser()!.newContext();
  try {
    const other = await anonymous.newPage();
    await other.goto(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search);
    await expect(other.getByRole('heading', { level: 1 })).toContainText('Unsubscribe from');
    await other.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  } finally {
    await anonymous.close();
  }

  // Back in the portal, that kind of email is off; the bell still shows the article.
  await page.reload();
  await expect(prefs.mode('Stories you follow')).toHaveText('No email');
  await expect(bell.button).toHaveAccessibleName(bell.label(1));
});

test.describe('a member whose device is in another time zone than the portal’s default', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('is offered it for digests, and one click makes their digests follow it', async ({ page, request }) => {
    const member = { email: `pacific-${RUN}@example.org`, password: `pacific-pass-${RUN}` };
    await createConfirmedMember(request, member.email, member.password);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // Drawn by the portal, which knows the server's zone, not the device's: the offer comes once
    // the page has hydrated, and the page is not drawn again for it.
    await page.goto('/profile?tab=settings#email-notifications');
    const prefs = new EmailPreferences(page);
    const zone = prefs.section.getByRole('combobox', { name: 'Time zone for digests' });
    await expect(zone).toHaveValue('America/New York');
    await expect(prefs.section.getByText('This device is set to America/Los Angeles time.')).toBeVisible();
    await prefs.section.getByRole('button', { name: 'Use America/Los Angeles' }).click();
    await expect(page.getByText('Digests now follow America/Los Angeles time')).toBeVisible();
    await expect(zone).toHaveValue('America/Los Angeles');
    await expect(prefs.section.getByText('This device is set to')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);

    const token = await tokenFor(request, member.email, member.password);
    const saved = await request.get('/api/users/me/notification-preferences', { headers: { authorization: `Bearer ${token}` } });
    expect(((await saved.json()) as { data: { timeZone: string } }).data.timeZone).toBe('America/Los_Angeles');
  });

  test('who signs up on it starts with their digests in its time zone', async ({ page, request }) => {
    const member = { email: `pacific-signup-${RUN}@example.org`, password: `pacific-pass-${RUN}` };
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUp(member.email, member.password);
    await expect(signup.status).toContainText('check your email');
    await page.goto(await emailedLink(request, member.email, 'signup'));
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile?tab=settings#email-notifications');
    const prefs = new EmailPreferences(page);
    await expect(prefs.section.getByRole('combobox', { name: 'Time zone for digests' })).toHaveValue('America/Los Angeles');
    await expect(prefs.section.getByText('This device is set to')).toHaveCount(0);
  });
});
