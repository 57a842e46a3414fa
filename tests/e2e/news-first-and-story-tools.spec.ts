import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { SHARED_DATA } from '../setup/shared-data.js';
import { ArticleSubmitPage } from './pages/article-page.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { skipToMain } from './pages/keyboard.js';
import { importLegislatorData } from './pages/legislator-pages.js';
import { createConfirmedMember } from './pages/outbox.js';
import { StoryCreatePage } from './pages/story-create-page.js';
import { StoryPage } from './pages/story-page.js';
import { noSidewaysScroll, signIn } from './pages/journeys.js';

/**
 * Issue #58 items 5 and 6, as a member and staff notice them on a phone (390 px): the returning
 * member's news comes first on the dashboard (and the keyboard follows the eye on a desktop), and
 * the staff story tools — "In this story" instead of Add, a URL that joins the story or says why,
 * a key vote titled from the roll call's bill title and question.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

// Seeded articles submitted by the staff demo member (gateway/src/db/seed-data/content.ts A(1), A(2), A(4)).
const SEEDED = {
  hr1: { id: 'd2000000-0000-4000-8000-000000000001', title: 'H.R. 1 — One Big Beautiful Bill Act: text, actions and cosponsors' },
  rollCall145: { id: 'd2000000-0000-4000-8000-000000000002', title: 'Roll Call 145: House passes H.R. 1, 215–214' },
  lakenRiley: { id: 'd2000000-0000-4000-8000-000000000004', title: 'S. 5 — Laken Riley Act: bill summary and status' },
} as const;

// A real news page from ../shared/data, served on loopback (the e2e gateway runs with
// ARTICLE_FETCH_ALLOW_PRIVATE=true); any other path answers 404.
const NEWS_PAGE = path.join(SHARED_DATA, 'articles/aclu');
const NEWS_TITLE: string = JSON.parse(readFileSync(path.join(NEWS_PAGE, 'expected.json'), 'utf8')).title;
let server: http.Server;
let origin: string;

test.beforeAll(async () => {
  const html = readFileSync(path.join(NEWS_PAGE, 'source.html'));
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/news/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A new page address each time, so the e2e database (kept between runs) sees a new article. */
const newsUrl = () => `${origin}/news/facebook-tracking-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.html`;
const PASSWORD = 'news-first-pass-1';

async function staffSignedIn(browser: Browser, options: typeof PHONE | typeof DESKTOP = DESKTOP) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
  return { context, page };
}

/** A new public story of the staff demo member, open on its page. */
async function staffStory(browser: Browser, options: typeof PHONE | typeof DESKTOP = DESKTOP) {
  const staff = await staffSignedIn(browser, options);
  const create = new StoryCreatePage(staff.page);
  await create.goto();
  const title = unique('News first story');
  await create.create({ title, description: 'A story for the news-first and story-tools journeys.', visibility: 'Public', tags: 'e2e' });
  await expect(staff.page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  const story = new StoryPage(staff.page);
  await expect(story.heading).toHaveText(title);
  return { ...staff, story, title, id: story.idFromUrl() };
}

/** A member of their own (signed up, confirmed and signed in) who follows the story. */
async function followerOf(browser: Browser, storyId: string, options: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext(options);
  const email = `news-first-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
  await createConfirmedMember(context.request, email, PASSWORD);
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  const story = new StoryPage(page);
  await story.goto(storyId);
  await story.followButton.click();
  await expect(story.followingButton).toBeVisible();
  return { context, page, email };
}

/** Staff add a seeded article to the story by its portal address (Add Article). */
async function addByAddress(story: StoryPage, articleId: string) {
  await story.tab('Add Article').click();
  await story.articleUrl.fill(`${new URL(story.page.url()).origin}/articles/${articleId}`);
  await story.addToStory.click();
  await expect(story.panel.getByRole('status')).toHaveText('Article successfully added to story!');
}

/** The dashboard's h2 headings in the order they are on screen, top to bottom. */
function headingsOnScreen(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .evaluateAll((hs) =>
      hs
        .map((h) => ({ text: (h.textContent ?? '').trim(), top: h.getBoundingClientRect().top }))
        .sort((a, b) => a.top - b.top)
        .map((h) => h.text),
    );
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'on screen').not.toBeNull();
  return b!;
}

/** The dashboard section (its h2) that holds the focused element, or null outside any. */
function focusedSection(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    let name: string | null = null;
    // The outermost labelled section inside main: a panel, not a part of one.
    while (el && el.tagName !== 'MAIN') {
      if (el.tagName === 'SECTION' && el.getAttribute('aria-labelledby')) {
        name = document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent?.trim() ?? name;
      }
      el = el.parentElement;
    }
    return el ? name : null;
  });
}

/** The dashboard's sections in the order Tab reaches them, from the skip link to Recent Updates. */
async function sectionsInTabOrder(page: Page, max = 120): Promise<string[]> {
  await skipToMain(page);
  const order: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const section = await focusedSection(page);
    if (section && order[order.length - 1] !== section) order.push(section);
    if (section === 'Recent Updates') return order;
  }
  throw new Error(`Recent Updates not reached by ${max} Tab presses; sections reached: ${order.join(' → ')}`);
}

test.describe('the returning member’s news first (issue #58 item 5)', () => {
  // Two people sign in (one of them signed up first) and act in turn.
  test.describe.configure({ timeout: 120_000 });

  test('at 390 px, "Stories you follow — 1 new" is the first thing on the dashboard of a member coming back to news; without news, the usual order', async ({ browser }) => {
    const staff = await staffStory(browser);
    const member = await followerOf(browser, staff.id, PHONE);
    const dashboard = new DashboardPage(member.page);

    // Nothing new yet: the welcome, key votes and representatives, then the stories followed.
    await dashboard.goto();
    await expect(dashboard.followedStory(staff.title).getByText('Nothing new since your last visit')).toBeVisible();
    await expect(dashboard.followedStories.getByRole('heading', { level: 2 })).toHaveText('Stories you follow');
    await expect(dashboard.keyVotes.getByRole('listitem').first()).toBeVisible();
    expect((await headingsOnScreen(member.page)).slice(0, 5)).toEqual(['Welcome to the Member Portal', 'Key Votes', 'My Representatives', 'Stories you follow', 'Recent Updates']);
    expect((await box(dashboard.followedStories)).y).toBeGreaterThan((await box(dashboard.representatives)).y);

    // The member leaves; staff add an article to the story while they are away.
    await member.page.close();
    await addByAddress(staff.story, SEEDED.rollCall145.id);

    // Back on the dashboard: the news leads it, in view without scrolling.
    const page = await member.context.newPage();
    const back = new DashboardPage(page);
    await back.goto();
    const followed = back.followedStories;
    await expect(followed.getByRole('heading', { level: 2 })).toHaveText('Stories you follow — 1 new');
    const story = back.followedStory(staff.title);
    await expect(story.getByText('1 new since your last visit')).toBeVisible();
    await expect(story.getByRole('list', { name: `Newest articles in ${staff.title}` }).getByRole('listitem').first()).toContainText(`New${SEEDED.rollCall145.title}`);
    await expect(story.getByRole('link', { name: SEEDED.rollCall145.title })).toBeVisible();
    await expect(back.keyVotes.getByRole('listitem').first()).toBeVisible();
    await expect(back.recentUpdates.getByRole('article').first()).toBeVisible();

    expect((await headingsOnScreen(page)).slice(0, 5)).toEqual(['Stories you follow — 1 new', 'Welcome to the Member Portal', 'Key Votes', 'My Representatives', 'Recent Updates']);
    const news = await box(followed);
    const h1 = await box(back.heading);
    expect(news.y).toBeGreaterThan(h1.y);
    expect(news.y).toBeLessThan(844 / 2);
    expect(news.x).toBeGreaterThanOrEqual(0);
    expect(news.x + news.width).toBeLessThanOrEqual(390 + 1);
    for (const below of [back.welcome, back.keyVotes, back.representatives, back.recentUpdates]) {
      expect((await box(below)).y).toBeGreaterThanOrEqual(news.y + news.height);
    }
    expect(await noSidewaysScroll(page)).toBe(true);
    await Promise.all([staff.context.close(), member.context.close()]);
  });

  test('at 1366 px, Tab goes through the dashboard in the order it is seen: the main column, the side column, then Recent Updates', async ({ browser }) => {
    const staff = await staffStory(browser);
    const member = await followerOf(browser, staff.id, DESKTOP);
    const dashboard = new DashboardPage(member.page);

    const expectLayout = async (top: Locator, second: Locator) => {
      const [a, b, kv, reps, recent] = await Promise.all([top, second, dashboard.keyVotes, dashboard.representatives, dashboard.recentUpdates].map(box));
      // Main column: `top` first, `second` under it, Recent Updates under both.
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
      expect(recent.y).toBeGreaterThanOrEqual(b.y + b.height);
      expect(Math.abs(a.x - b.x)).toBeLessThan(2);
      // Side column, to the right of the main one, from the top of the page: key votes above representatives.
      expect(kv.x).toBeGreaterThanOrEqual(a.x + a.width);
      expect(Math.abs(kv.y - a.y)).toBeLessThan(2);
      expect(reps.y).toBeGreaterThanOrEqual(kv.y + kv.height);
    };

    // Without news: the welcome, the stories followed; key votes, representatives; Recent Updates.
    await dashboard.goto();
    await expect(dashboard.followedStory(staff.title).getByText('Nothing new since your last visit')).toBeVisible();
    await expect(dashboard.keyVotes.getByRole('listitem').first()).toBeVisible();
    await expect(dashboard.recentUpdates.getByRole('article').first()).toBeVisible();
    await expectLayout(dashboard.welcome, dashboard.followedStories);
    expect(await sectionsInTabOrder(member.page)).toEqual(['Welcome to the Member Portal', 'Stories you follow', 'Key Votes', 'My Representatives', 'Recent Updates']);

    // With news: the stories followed lead the main column, and the keyboard starts there.
    await addByAddress(staff.story, SEEDED.rollCall145.id);
    await member.page.reload();
    await expect(dashboard.followedStories.getByRole('heading', { level: 2 })).toHaveText('Stories you follow — 1 new');
    await expect(dashboard.keyVotes.getByRole('listitem').first()).toBeVisible();
    await expect(dashboard.recentUpdates.getByRole('article').first()).toBeVisible();
    await expectLayout(dashboard.followedStories, dashboard.welcome);
    expect(await sectionsInTabOrder(member.page)).toEqual(['Stories you follow — 1 new', 'Welcome to the Member Portal', 'Key Votes', 'My Representatives', 'Recent Updates']);
    await Promise.all([staff.context.close(), member.context.close()]);
  });
});

test.describe('staff story tools at 390 px (issue #58 item 6)', () => {
  test.describe.configure({ timeout: 120_000 });

  /** A row of "Your submitted articles" on Add Article. */
  const submitted = (story: StoryPage, title: string) =>
    story.panel.getByRole('region', { name: 'Your submitted articles' }).getByRole('listitem').filter({ has: story.page.getByText(title, { exact: true }) });
  const addButton = (row: Locator, title: string) => row.getByRole('button', { name: `Add “${title}” to the story` });

  test('Add Article says "In this story" for an article already in it, instead of offering Add', async ({ browser }) => {
    const staff = await staffStory(browser, PHONE);
    const { story } = staff;
    await story.tab('Add Article').click();
    const hr1 = submitted(story, SEEDED.hr1.title);
    const rollCall = submitted(story, SEEDED.rollCall145.title);
    const lakenRiley = submitted(story, SEEDED.lakenRiley.title);
    // A new story: every one of the member's articles can be added.
    await expect(addButton(hr1, SEEDED.hr1.title)).toBeVisible();
    await expect(hr1.getByText('In this story')).toHaveCount(0);

    // One added by its address, one with its Add button: both now say so, and offer no Add.
    await addByAddress(story, SEEDED.hr1.id);
    await expect(hr1.getByText('In this story')).toBeVisible();
    await expect(addButton(hr1, SEEDED.hr1.title)).toHaveCount(0);
    await addButton(rollCall, SEEDED.rollCall145.title).click();
    await expect(story.panel.getByRole('status')).toHaveText('Article successfully added to story!');
    await expect(rollCall.getByText('In this story')).toBeVisible();
    await expect(addButton(rollCall, SEEDED.rollCall145.title)).toHaveCount(0);
    // One not in the story still offers Add.
    await expect(addButton(lakenRiley, SEEDED.lakenRiley.title)).toBeVisible();
    await expect(lakenRiley.getByText('In this story')).toHaveCount(0);
    expect(await noSidewaysScroll(staff.page)).toBe(true);

    // As the server has it, after a reload.
    await staff.page.reload();
    await expect(story.tab('Add Article')).toHaveAttribute('aria-selected', 'true');
    await expect(hr1.getByText('In this story')).toBeVisible();
    await expect(rollCall.getByText('In this story')).toBeVisible();
    await expect(addButton(hr1, SEEDED.hr1.title)).toHaveCount(0);
    await expect(addButton(lakenRiley, SEEDED.lakenRiley.title)).toBeVisible();
    // And both are on the timeline.
    await story.tab('Timeline').click();
    await expect(story.panel.getByRole('link', { name: SEEDED.hr1.title })).toBeVisible();
    await expect(story.panel.getByRole('link', { name: SEEDED.rollCall145.title })).toBeVisible();
    await staff.context.close();
  });

  test('a URL submitted in Add Article joins the story, also one already in the portal; again, it is already there; one that cannot be fetched says why', async ({ browser }) => {
    const staff = await staffStory(browser, PHONE);
    const { story, page } = staff;
    await story.tab('Timeline').click();
    await expect(story.text("This story doesn't have any articles yet.")).toBeVisible();

    // A page the portal does not have yet: it becomes an article and joins the story.
    await story.tab('Add Article').click();
    await story.articleUrl.fill(newsUrl());
    await story.addToStory.click();
    await expect(story.panel.getByRole('status')).toHaveText('Article successfully added to story!', { timeout: 20_000 });
    await expect(story.articleUrl).toHaveValue('');
    await expect(submitted(story, NEWS_TITLE).first().getByText('In this story')).toBeVisible();
    await story.tab('Timeline').click();
    await expect(story.panel.getByRole('link', { name: NEWS_TITLE })).toHaveCount(1);

    // A page already submitted (an article of the portal, in no story): it joins the story too.
    const known = newsUrl();
    const submit = new ArticleSubmitPage(page);
    await submit.goto();
    await submit.url.fill(known);
    await submit.submit.click();
    await expect(page).toHaveURL(/\/articles\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const knownId = /\/articles\/([0-9a-f-]{36})$/.exec(page.url())![1];
    await story.goto(staff.id);
    await story.tab('Add Article').click();
    await story.articleUrl.fill(known);
    await story.addToStory.click();
    await expect(story.panel.getByRole('status')).toHaveText('Article successfully added to story!', { timeout: 20_000 });
    await story.tab('Timeline').click();
    await expect(story.panel.getByRole('link', { name: NEWS_TITLE })).toHaveCount(2);
    await expect(story.panel.locator(`a[href="/articles/${knownId}"]`).first()).toBeVisible();

    // The same address again: the page says it is already in the story, and adds nothing.
    await story.tab('Add Article').click();
    await story.articleUrl.fill(known);
    await story.addToStory.click();
    await expect(story.panel.getByRole('status')).toHaveText('Article is already part of this story!', { timeout: 20_000 });
    await story.tab('Timeline').click();
    await expect(story.panel.getByRole('link', { name: NEWS_TITLE })).toHaveCount(2);

    // A page that is not there: the page says why, keeps the address, and nothing joins.
    const missing = `${origin}/gone-${Date.now().toString(36)}.html`;
    await story.tab('Add Article').click();
    await story.articleUrl.fill(missing);
    await story.addToStory.click();
    const alert = story.panel.getByRole('alert');
    await expect(alert).toHaveText('The page was not found (404). Please check the URL.', { timeout: 20_000 });
    await expect(story.panel.getByRole('status')).toHaveCount(0);
    await expect(story.articleUrl).toHaveValue(missing);
    expect(await noSidewaysScroll(page)).toBe(true);
    await story.tab('Timeline').click();
    await expect(story.panel.getByRole('link', { name: NEWS_TITLE })).toHaveCount(2);
    await staff.context.close();
  });

  test.describe('with the official data imported', () => {
    test.beforeAll(() => {
      test.setTimeout(300_000);
      importLegislatorData(['legislators', 'votes']);
    });

    test('a key vote made from the Senate roll call on H.R. 1968 is titled from the bill title and the question, not "H.R. 1968"', async ({ browser }) => {
      const title =
        'A bill making further continuing appropriations and other extensions for the fiscal year ending September 30, 2025, and for other purposes — On Passage of the Bill H.R. 1968';
      const staff = await staffSignedIn(browser, PHONE);
      const { page } = staff;
      await page.goto('/key-votes/new');
      const search = page.getByRole('searchbox', { name: 'Search roll calls' });
      await search.fill('H.R. 1968');
      const option = page.getByRole('article', { name: /^Senate Roll Call 133, / });
      await expect(option).toBeVisible();
      // A key vote an earlier, interrupted run left behind is deleted first.
      if (await option.getByText('Already a key vote').isVisible()) {
        await option.getByRole('link', { name: 'Open it' }).click();
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        await page.getByRole('dialog', { name: 'Delete this key vote?' }).getByRole('button', { name: 'Delete key vote' }).click();
        await expect(page).toHaveURL(/\/key-votes$/);
        await page.goto('/key-votes/new');
        await search.fill('H.R. 1968');
      }
      await page.getByRole('button', { name: /^Use H\.R\. 1968, Senate Roll Call 133/ }).click();

      // The form says what the key vote will be called.
      const form = page.getByRole('form', { name: 'New key vote' });
      await expect(form.getByRole('definition').filter({ hasText: /^A bill making/ })).toHaveText(title);
      expect(await noSidewaysScroll(page)).toBe(true);
      await form.getByLabel('Tracking, no position').check();
      await form.getByRole('textbox', { name: 'Description' }).fill('The March 2025 continuing resolution (e2e).');
      await form.getByRole('button', { name: 'Add Key Vote' }).click();

      await expect(page).toHaveURL(/\/key-votes\/[0-9a-f-]{36}$/);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(title);
      await expect(heading).not.toHaveText('H.R. 1968');
      expect(await noSidewaysScroll(page)).toBe(true);

      // Listed under that title too.
      const id = /\/key-votes\/([0-9a-f-]{36})$/.exec(page.url())![1];
      await page.goto('/key-votes');
      await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveAttribute('href', `/key-votes/${id}`);

      // Leave the shared database as it was.
      await page.goto(`/key-votes/${id}`);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete this key vote?' }).getByRole('button', { name: 'Delete key vote' }).click();
      await expect(page).toHaveURL(/\/key-votes$/);
      await expect(page.getByText('Key vote deleted successfully')).toBeVisible();
      await staff.context.close();
    });
  });
});
