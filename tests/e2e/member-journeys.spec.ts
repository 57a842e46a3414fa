import { expect, test, type Browser, type Page } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS, DEMO_STORY_IDS } from '../../gateway/src/db/seed.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { LoginPage } from './pages/login-page.js';
import { createConfirmedMember } from './pages/outbox.js';
import { StoryCreatePage } from './pages/story-create-page.js';
import { StoryPage } from './pages/story-page.js';
import { signIn } from './pages/journeys.js';

/**
 * Issue #14: member journeys without dead ends. Each journey uses a member of its own (signed up
 * and confirmed through the outbox), so ending a session or answering an invite never disturbs
 * another spec running beside it.
 */

// Seeded articles (gateway/src/db/seed.ts A(1), A(2)).
const SEEDED_ARTICLE_ID = 'd2000000-0000-4000-8000-000000000001';
const SEEDED_ARTICLE_TITLE = 'H.R. 1 — One Big Beautiful Bill Act: text, actions and cosponsors';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'journey-pass-1';

async function newMember(browser: Browser, label: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 } : {});
  const email = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
  await createConfirmedMember(context.request, email, PASSWORD);
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return { context, page, email };
}

/** The stories list scrolled `y` px down (its filters opened first if asked); returns a reader of the scroll position. */
async function storiesScrolledTo(page: Page, y: number, opts: { openFilters?: boolean } = {}) {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.goto('/stories');
  await expect(page.getByRole('main').getByRole('article').nth(3)).toBeVisible();
  if (opts.openFilters) await page.getByRole('button', { name: 'Filters' }).click();
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(scrollY).toBe(y);
  return scrollY;
}

async function staffStory(browser: Browser, visibility: 'Private' | 'Public') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
  const create = new StoryCreatePage(page);
  await create.goto();
  const title = unique(`Journey ${visibility.toLowerCase()} story`);
  await create.create({ title, description: 'A story for the member journeys.', visibility, tags: 'journeys' });
  await expect(page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  const story = new StoryPage(page);
  await expect(story.heading).toHaveText(title);
  return { context, page, story, title, id: story.idFromUrl() };
}

test.describe('member journeys (issue #14)', () => {
  // Each journey signs up a member and signs in two people: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a member follows a story and sees the article staff add to it on the dashboard, first in Recent Updates', async ({ browser }) => {
    const staff = await staffStory(browser, 'Public');
    const member = await newMember(browser, 'follower');
    const dashboard = new DashboardPage(member.page);

    // A new member is welcomed with the next steps.
    await expect(dashboard.welcome).toBeVisible();
    await expect(dashboard.welcome.getByRole('link', { name: 'Browse stories' })).toBeVisible();
    await expect(dashboard.followedStories.getByText(/You are not following any stories yet/)).toBeVisible();

    const story = new StoryPage(member.page);
    await story.goto(staff.id);
    await story.followButton.click();
    await expect(story.followingButton).toBeVisible();

    // Staff add an article to the story.
    await staff.story.tab('Add Article').click();
    await staff.story.articleUrl.fill(`${new URL(staff.page.url()).origin}/articles/${SEEDED_ARTICLE_ID}`);
    await staff.story.addToStory.click();
    await expect(staff.story.panel.getByRole('status')).toHaveText('Article successfully added to story!');

    await dashboard.goto();
    const followed = dashboard.followedStory(staff.title);
    await expect(followed.getByText('1 new since your last visit')).toBeVisible();
    await expect(followed.getByRole('link', { name: SEEDED_ARTICLE_TITLE })).toBeVisible();
    // The welcome's follow step is done (the address step remains).
    await expect(dashboard.welcome.getByText('Follow a story (done)')).toBeAttached();
    // First in Recent Updates, marked as new in a story the member follows.
    const firstCard = dashboard.recentUpdates.getByRole('article').first();
    await expect(firstCard.getByText('New in a story you follow')).toBeVisible();
    await expect(firstCard.getByRole('link', { name: staff.title })).toBeVisible();
    await expect(firstCard.getByRole('heading', { name: SEEDED_ARTICLE_TITLE })).toBeVisible();

    // Opening the story counts as the visit: nothing is new any more, and the card is no longer first.
    await followed.getByRole('link', { name: staff.title }).click();
    await expect(story.heading).toHaveText(staff.title);
    await expect(story.followingButton).toBeVisible();
    await member.page.waitForLoadState('networkidle');
    await dashboard.goto();
    await expect(followed.getByText('Nothing new since your last visit')).toBeVisible();
    await expect(dashboard.recentUpdates.getByText('New in a story you follow')).toHaveCount(0);

    // The stories list's Following filter lists it.
    await dashboard.followedStories.getByRole('link', { name: 'See all' }).click();
    await expect(member.page).toHaveURL(/\/stories\?filter=following$/);
    await expect(member.page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(member.page.getByRole('list', { name: 'Stories' }).getByRole('link', { name: new RegExp(staff.title) })).toBeVisible();
    await Promise.all([staff.context.close(), member.context.close()]);
  });

  test('a member invited by staff finds the invitation on the dashboard and in the top bar, accepts it, and has the story in My Stories', async ({ browser }) => {
    const staff = await staffStory(browser, 'Private');
    const member = await newMember(browser, 'invitee');
    await staff.story.tab('Collaborators').click();
    await staff.story.inviteEmail.fill(member.email);
    await staff.story.sendInvite.click();
    await expect(staff.story.panel.getByRole('status')).toHaveText(`Invitation sent to ${member.email}.`);

    const dashboard = new DashboardPage(member.page);
    await dashboard.goto();
    const row = dashboard.invitation(staff.title);
    await expect(row).toContainText(`invited you to collaborate on “${staff.title}” as Contributor`);
    const topBar = member.page.getByRole('button', { name: 'Invitations to collaborate: 1 pending' });
    await expect(topBar).toBeVisible();

    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(dashboard.invitations.getByText('Accepted! You are now a collaborator.')).toBeVisible();
    await expect(dashboard.invitations.getByRole('link', { name: 'Open the story' })).toHaveAttribute('href', `/stories/${staff.id}`);
    // The answered row goes after 2 s, and with it the panel and the top-bar button.
    await expect(dashboard.invitations).toBeHidden({ timeout: 5000 });
    await expect(member.page.getByRole('button', { name: /^Invitations to collaborate/ })).toBeHidden();

    await member.page.getByRole('link', { name: 'My Profile' }).first().click();
    await expect(member.page.getByRole('heading', { level: 1 })).toBeVisible();
    const stories = member.page.getByRole('tabpanel');
    await expect(stories.getByRole('link', { name: new RegExp(staff.title) })).toBeVisible();
    await expect(stories.getByText(/^Contributor · Private/)).toBeVisible();

    await stories.getByRole('link', { name: new RegExp(staff.title) }).click();
    await expect(new StoryPage(member.page).heading).toHaveText(staff.title);
    await Promise.all([staff.context.close(), member.context.close()]);
  });

  test('a member signed out on another device is sent to /login with the message, and returns to the page after signing in', async ({ browser }) => {
    const first = await newMember(browser, 'two-devices');
    const second = await browser.newContext();
    const other = await second.newPage();
    await signIn(other, first.email, PASSWORD);

    await first.page.goto('/profile');
    await expect(first.page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

    // Sign out of all devices on the second one (supabase-js signOut({ scope: 'global' })).
    await other.getByRole('button', { name: 'Sign out' }).click();
    await other.getByRole('button', { name: 'All devices' }).click();
    await expect(other).toHaveURL(/\/$/);

    // The first device's next request is refused: one refresh, then the sign-in page with the reason.
    // The bell's 5-second poll may meet the refusal first and take the page to /login before (or
    // while) the link is clicked (CI stop 36): either way the member must end on /login.
    const storiesLink = first.page.getByRole('link', { name: 'Stories', exact: true }).first();
    await storiesLink.click({ timeout: 5_000 }).catch((error: unknown) => {
      if (!/\/login$/.test(first.page.url())) throw error;
    });
    const login = new LoginPage(first.page);
    await expect(first.page).toHaveURL(/\/login$/);
    await expect(login.status).toHaveText('Your session has ended. Please sign in again.');
    // No error boxes on the way.
    expect(await first.page.getByRole('alert').allTextContents()).toEqual([]);
    // Nobody is signed in any more, even after a reload.
    await first.page.reload();
    await expect(login.heading).toBeVisible();
    await expect(first.page.getByText(first.email)).toHaveCount(0);

    // Back to the page they were on when the session ended: /stories, or /profile when the bell's
    // poll met the refusal first, while the Stories page was still loading (a slow machine: CI16).
    await login.signIn(first.email, PASSWORD);
    await expect(first.page).toHaveURL(/\/(stories|profile)$/);
    const returnedTo = new URL(first.page.url()).pathname === '/stories' ? 'Stories' : 'My Profile';
    await expect(first.page.getByRole('heading', { level: 1, name: returnedTo })).toBeVisible();
    await Promise.all([first.context.close(), second.close()]);
  });

  for (const later of [0, 26 * 3600_000]) {
    const when = later ? 'the next day (their token long expired)' : 'within the hour';
    test(`a member signed out on another device while the portal was closed is told why on their next visit ${when}, at 390 px`, async ({ browser }) => {
      const first = await newMember(browser, 'fresh-visit', { width: 390, height: 844 });
      await first.page.goto('/profile');
      await expect(first.page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      // The portal is closed on this device; its session stays stored in the browser.
      await first.page.close();

      const second = await browser.newContext();
      const other = await second.newPage();
      await signIn(other, first.email, PASSWORD);
      await other.getByRole('button', { name: 'Sign out' }).click();
      await other.getByRole('button', { name: 'All devices' }).click();
      await expect(other).toHaveURL(/\/$/);

      // Next visit, straight to a member page: the sign-in page says why, and brings them back.
      const page = await first.context.newPage();
      if (later) await page.clock.install({ time: Date.now() + later });
      await page.goto('/dashboard');
      const login = new LoginPage(page);
      await expect(page).toHaveURL(/\/login$/);
      await expect(login.status).toHaveText('Your session has ended. Please sign in again.');
      expect(await page.getByRole('alert').allTextContents()).toEqual([]);
      if (!later) {
        // (With the browser's clock a day ahead, a new session would look expired to it at once.)
        await login.signIn(first.email, PASSWORD);
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      await Promise.all([first.context.close(), second.close()]);
    });
  }

  test('the "+" menu offers a member Commentary and a tip, and staff Story, Article and Commentary', async ({ browser }) => {
    const articlePath = `/articles/${SEEDED_ARTICLE_ID}`;
    const member = await newMember(browser, 'plus');
    await member.page.goto(articlePath);
    await member.page.getByRole('button', { name: 'Create' }).click();
    await expect(member.page.getByRole('menu').getByRole('menuitem')).toHaveText(['Commentary', 'Send a tip']);
    await member.page.keyboard.press('Escape');
    // Nothing to comment on in the stories list: only the tip.
    await member.page.goto('/stories');
    await expect(member.page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    await member.page.getByRole('button', { name: 'Create' }).click();
    await expect(member.page.getByRole('menu').getByRole('menuitem')).toHaveText(['Send a tip']);
    await member.page.keyboard.press('Escape');

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
    await staff.goto(articlePath);
    await staff.getByRole('button', { name: 'Create' }).click();
    await expect(staff.getByRole('menu').getByRole('menuitem')).toHaveText(['Story', 'Article', 'Commentary']);

    // A failure keeps the modal open with the server's message and what was typed.
    await staff.getByRole('menuitem', { name: 'Article' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Submit an Article' });
    // A port the fetcher refuses (only 80 and 443): the server says why.
    await dialog.getByRole('textbox', { name: /^Article URL/ }).fill('http://localhost:1/nothing');
    await dialog.getByRole('button', { name: 'Submit Article' }).click();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await expect(dialog.getByRole('textbox', { name: /^Article URL/ })).toHaveValue('http://localhost:1/nothing');
    await expect(dialog.getByRole('button', { name: 'Submit Article' })).toBeEnabled();
    await Promise.all([member.context.close(), staffContext.close()]);
  });
});

test.describe('phone layout at 390 px (issue #14)', () => {
  test.describe.configure({ timeout: 120_000 });

  /** Elements in the main content that the floating button covers, once scrolled to the end. */
  async function coveredByCreateButton(page: Page): Promise<string[]> {
    // Once the page has what it loads (a panel that arrives late can move the page back up), and
    // twice, as a reader scrolling to the end would.
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
    }
    return page.evaluate(() => {
      const fab = document.querySelector('button[aria-label="Create"]');
      if (!fab) return ['no create button'];
      const f = fab.getBoundingClientRect();
      const hits: string[] = [];
      for (const el of document.querySelectorAll('main *')) {
        if (fab.contains(el) || el.closest('[data-create-fab-spacer]')) continue;
        const interactive = el.matches('a, button, input, textarea, select, [role="button"], [tabindex="0"]');
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        if (!interactive && !ownText) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top) hits.push(`${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
      }
      return hits;
    });
  }

  test('the dashboard and an article page: nothing covered by the "+", nothing wider than the screen', async ({ browser }) => {
    const member = await newMember(browser, 'phone', { width: 390, height: 844 });
    const { page } = member;
    const dashboard = new DashboardPage(page);
    await expect(dashboard.recentUpdates.getByRole('article').first()).toBeVisible();
    await expect(dashboard.keyVotes.getByRole('listitem').first()).toBeVisible();
    // On a phone: the welcome, then key votes and representatives, then followed stories, then Recent Updates.
    // (As seen: the page's order is the desktop's, where they sit side by side.)
    const order = await page.getByRole('main').getByRole('heading', { level: 2 }).evaluateAll((hs) =>
      hs.map((h) => ({ text: h.textContent ?? '', top: h.getBoundingClientRect().top })).sort((a, b) => a.top - b.top).map((h) => h.text),
    );
    expect(order.slice(0, 5)).toEqual(['Welcome to the Member Portal', 'Key Votes', 'My Representatives', 'Stories you follow', 'Recent Updates']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await coveredByCreateButton(page)).toEqual([]);

    await page.goto(`/articles/${SEEDED_ARTICLE_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_ARTICLE_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reader Commentary' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await coveredByCreateButton(page)).toEqual([]);

    // Long lists fold their filters behind a button.
    await page.goto('/stories');
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expect(page.getByRole('button', { name: 'Featured', exact: true })).toBeHidden();
    await filters.click();
    await page.getByRole('button', { name: 'Featured', exact: true }).click();
    await expect(page).toHaveURL(/filter=featured/);
    await expect(page.getByRole('button', { name: 'Hide filters' })).toBeVisible();
    await member.context.close();
  });

  test('a page opened from outside the portal (an emailed link, a typed address) starts at its top; Back and a reload return to the place', async ({ browser }) => {
    const member = await newMember(browser, 'reader', { width: 390, height: 844 });
    const { page } = member;
    const scrollY = await storiesScrolledTo(page, 400);

    // The same tab, a new document: it used to open 400 px down, where the stories list was left.
    const story = new StoryPage(page);
    await story.goto(DEMO_STORY_IDS.reconciliation);
    await expect(story.heading).toBeVisible();
    await expect(page.getByRole('main').getByRole('region', { name: 'July 2025' })).toBeVisible();
    // Long enough to be scrolled there; checked for a while, since a wrong restore comes after the first paint.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(400);
    for (let i = 0; i < 5; i++) {
      expect(await scrollY()).toBe(0);
      await page.waitForTimeout(200);
    }

    await page.goBack();
    await expect(page).toHaveURL(/\/stories$/);
    await expect.poll(scrollY).toBe(400);
    await page.reload();
    await expect(page.getByRole('main').getByRole('article').nth(3)).toBeVisible();
    await expect.poll(scrollY).toBe(400);
    await member.context.close();
  });

  test('a filter chosen on the stories list changes the list where the member is, without a jump to the top', async ({ browser }) => {
    const member = await newMember(browser, 'filter', { width: 390, height: 844 });
    const { page } = member;
    const scrollY = await storiesScrolledTo(page, 150, { openFilters: true });
    await page.getByRole('button', { name: 'Public', exact: true }).click();
    await expect(page).toHaveURL(/filter=public/);
    await expect(page.getByRole('main').getByRole('article').nth(2)).toBeVisible();
    // It used to scroll to the top of the page, as for a new page (the list may settle a few pixels).
    for (let i = 0; i < 5; i++) {
      expect(await scrollY()).toBeGreaterThan(100);
      await page.waitForTimeout(200);
    }
    await member.context.close();
  });
});
