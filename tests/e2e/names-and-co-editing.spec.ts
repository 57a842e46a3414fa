import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { NotificationsPage } from './pages/notification-pages.js';
import { createConfirmedMember, LOCAL_ANON_KEY } from './pages/outbox.js';
import { ProfilePage } from './pages/profile-page.js';
import { StoryPage } from './pages/story-page.js';
import { MyTips, SendTipDialog, TipQueue } from './pages/tip-pages.js';
import { noSidewaysScroll, signIn } from './pages/journeys.js';

/**
 * Issue #58 items 3 and 4, on a 390 px phone.
 *
 * 3. Names where people act (decision 0090): a member keeps their choice of how other members see
 *    them; staff in their tools and a story's owner see a stable team name (the display name, else
 *    "Member" and six hex characters of the id), never a row of "Anonymous"; where the member acts,
 *    one line tells how they will be shown, with a link to change it.
 * 4. Co-editing that explains itself: the story page says in one line what each role may do; the
 *    owner hears of new proposals and join requests; a proposal shows the current text beside the
 *    proposed one.
 *
 * Every journey makes its own story (and most their own members): the e2e database is kept.
 */

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'names-pass-1';
const RUN = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const unique = (label: string) => `${label} ${RUN()}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The note a member without a display name reads where they act (ShownAsNote.tsx), with the team name in it. */
const ANONYMOUS_NOTE = /^Other members see you as “Anonymous”; staff and the owners of stories you work on see “(Member [0-9A-F]{6})”\. Change your display name$/;
const CHANGE_LINK = 'Change your display name';

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

/** A member signed up and confirmed through the outbox, signed in on a phone. */
async function newMember(browser: Browser, label: string) {
  const { context, page } = await phone(browser);
  const email = `${label}-${RUN()}@example.org`;
  await createConfirmedMember(context.request, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  return { context, page, email };
}

/** A demo account signed in on a phone. */
async function demo(browser: Browser, who: keyof typeof DEMO_MEMBERS) {
  const { context, page } = await phone(browser);
  await signIn(page, DEMO_MEMBERS[who].email, DEMO_PASSWORDS[who]);
  return { context, page };
}

/** A public story owned by the staff demo member, made through the REST API (what the journeys start from). */
async function staffStory(request: APIRequestContext, opts: { openToJoin?: boolean } = {}) {
  const token = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email: DEMO_MEMBERS.staff.email, password: DEMO_PASSWORDS.staff },
  });
  expect(token.ok(), await token.text()).toBeTruthy();
  const authorization = `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
  const title = unique('Names journey story');
  const created = await request.post('/api/stories', {
    headers: { authorization },
    data: { title, description: 'Hearings, votes and what people said.', is_global: true, ...(opts.openToJoin ? { isOpenToJoin: true, requiresApproval: true } : {}) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, title };
}

/** The note's text (it must be the anonymous member's wording); returns the team name it names. */
async function teamNameIn(note: Locator): Promise<string> {
  await expect(note).toHaveText(ANONYMOUS_NOTE);
  return ANONYMOUS_NOTE.exec((await note.textContent()) ?? '')![1]!;
}

/** The notification with this title on /notifications, waiting for the fan-out to deliver it. */
async function notificationOn(page: Page, title: string): Promise<Locator> {
  const list = new NotificationsPage(page);
  const item = list.items().filter({ hasText: title });
  await expect(async () => {
    await list.goto();
    await expect(list.heading).toBeVisible();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
  return item;
}

// A news page served on loopback for the tip (the e2e gateway runs with ARTICLE_FETCH_ALLOW_PRIVATE=true).
let server: http.Server;
let origin: string;
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const title = decodeURIComponent(new URL(req.url ?? '/', 'http://x').searchParams.get('title') ?? 'Untitled');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="Valley Post">
      <meta property="article:published_time" content="2025-06-03T09:00:00Z"></head>
      <body><article><h1>${title}</h1>${'<p>The city council met on Tuesday to hear residents on the new water rates, and voted to delay the increase by a year while an audit of the utility is finished.</p>'.repeat(6)}</article></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.describe('names where people act (issue #58 item 3), at 390 px', () => {
  // Three people signed in per journey, one of them signed up first: more than 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a tip: the sender is told how they will be shown; staff see their team name in the Tip Queue and on their commentary, the article credited to them is bylined with it, another member sees "Anonymous"', async ({ browser }) => {
    const title = unique('Council delays the water rate rise');
    const comment = unique('I was at the hearing, the room was full');
    const sender = await newMember(browser, 'tipper');

    // Where they act: the tip form says how they will be shown, with the way to change it.
    const dialog = new SendTipDialog(sender.page);
    await dialog.openFromCreateButton();
    await expect(dialog.dialog).toBeVisible();
    const team = await teamNameIn(dialog.dialog.getByText(/^Other members see you as/));
    await expect(dialog.dialog.getByRole('link', { name: CHANGE_LINK })).toHaveAttribute('href', '/profile?tab=settings');
    expect(await noSidewaysScroll(sender.page)).toBe(true);
    await dialog.link.fill(`${origin}/news/rates-${RUN()}.html?title=${encodeURIComponent(title)}`);
    await dialog.send.click();
    await expect(sender.page).toHaveURL(/\/profile\?tab=tips$/, { timeout: 20_000 });

    // Staff, in their queue, can tell this sender from the others: not "Sent by Anonymous".
    const staff = await demo(browser, 'staff');
    const queue = new TipQueue(staff.page);
    await queue.goto();
    await expect(queue.heading).toBeVisible();
    const card = queue.card(title);
    await expect(card.getByText(new RegExp(`^Sent by ${escape(team)} on `))).toBeVisible();
    await expect(card.getByText(/^Sent by Anonymous/)).toHaveCount(0);
    expect(await noSidewaysScroll(staff.page)).toBe(true);
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(staff.page.getByText('Tip published')).toBeVisible();

    // The article credited to the sender is bylined with their name for them (it used to say Anonymous).
    const mine = new MyTips(sender.page);
    await mine.goto();
    await expect(mine.item(title)).toContainText('Published');
    await mine.item(title).getByRole('link', { name: title }).click();
    await expect(sender.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const senderMain = sender.page.getByRole('main');
    await expect(senderMain.getByText(new RegExp(`^Submitted by ${escape(team)} · `))).toBeVisible();

    // Commenting, they are told again how they will be shown; other members see their choice.
    const readers = senderMain.getByRole('region', { name: 'Reader Commentary' });
    await expect(readers.getByText(ANONYMOUS_NOTE)).toBeVisible();
    await expect(readers.getByRole('link', { name: CHANGE_LINK })).toHaveAttribute('href', '/profile?tab=settings');
    await readers.getByRole('textbox', { name: 'Add your commentary' }).fill(comment);
    await readers.getByRole('button', { name: 'Add Commentary' }).click();
    const own = readers.getByRole('listitem').filter({ hasText: comment });
    await expect(own.getByText(/^Anonymous · /)).toBeVisible();
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    expect(await noSidewaysScroll(sender.page)).toBe(true);

    // Staff moderating the commentary see the same team name, on the comment and the byline.
    await staff.page.goto(sender.page.url());
    const staffMain = staff.page.getByRole('main');
    await expect(staffMain.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(staffMain.getByText(new RegExp(`^Submitted by ${escape(team)} · `))).toBeVisible();
    const moderated = staffMain.getByRole('region', { name: 'Reader Commentary' }).getByRole('listitem').filter({ hasText: comment });
    await expect(moderated.getByText(new RegExp(`^${escape(team)} · `))).toBeVisible();

    // Another member sees the sender as they chose: Anonymous, the team name nowhere.
    const other = await demo(browser, 'member');
    await other.page.goto(sender.page.url());
    const otherMain = other.page.getByRole('main');
    await expect(otherMain.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const seen = otherMain.getByRole('region', { name: 'Reader Commentary' }).getByRole('listitem').filter({ hasText: comment });
    await expect(seen.getByText(/^Anonymous · /)).toBeVisible();
    await expect(otherMain.getByText(/Submitted by/)).toHaveCount(0);
    await expect(otherMain.getByText(team)).toHaveCount(0);
    await Promise.all([sender.context.close(), staff.context.close(), other.context.close()]);
  });

  test('a proposer follows the note to choose a display name and stays anonymous: the story owner sees that name, another member still sees "Anonymous"', async ({ browser, request }) => {
    const story = await staffStory(request);
    const proposer = await newMember(browser, 'proposer');
    const page = proposer.page;
    const storyPage = new StoryPage(page);
    await storyPage.goto(story.id);
    await expect(storyPage.heading).toHaveText(story.title);
    await storyPage.tab('Proposals').click();
    await storyPage.newProposal.click();
    const form = storyPage.panel.getByRole('form', { name: 'New proposal' });
    const code = await teamNameIn(form.getByText(/^Other members see you as/));

    // The link goes to the profile's Settings, where the wording is "display name" throughout.
    await form.getByRole('link', { name: CHANGE_LINK }).click();
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);
    const profile = new ProfilePage(page);
    await expect(profile.settingsTab).toHaveAttribute('aria-selected', 'true');
    const seenAs = page.getByRole('group', { name: 'How other members see you' });
    await expect(seenAs.getByRole('button')).toHaveText(['Display name', 'Anonymous']);
    await expect(seenAs.getByRole('button', { name: 'Anonymous' })).toHaveAttribute('aria-pressed', 'true');
    await expect(profile.showRealName).not.toBeChecked();
    await expect(profile.text(`Staff, in their tools, and the owners of stories you work on always see your display name; until you choose one, “${code}”.`)).toBeVisible();
    const name = `Pat ${RUN()}`;
    await profile.username.fill(name);
    await profile.saveUsername.click();
    await expect(page.getByText('Display name saved')).toBeVisible();
    await expect(profile.text(`Staff, in their tools, and the owners of stories you work on always see your display name, “${name}”.`)).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Shown to other members as Anonymous/)).toBeVisible();
    // The switch stayed off: other members still see them as Anonymous.
    await expect(profile.showRealName).not.toBeChecked();
    expect(await noSidewaysScroll(page)).toBe(true);

    // Back on the story, the note names both; the proposal goes in.
    await storyPage.goto(story.id);
    await storyPage.tab('Proposals').click();
    await storyPage.newProposal.click();
    await expect(form.getByText(/^Other members see you as/)).toHaveText(
      `Other members see you as “Anonymous”; staff and the owners of stories you work on see “${name}”. ${CHANGE_LINK}`,
    );
    const newTitle = unique('Water rates: the audit first');
    await storyPage.proposedTitle.fill(newTitle);
    await storyPage.submitProposal.click();
    await expect(storyPage.proposal(newTitle).getByText(/^Proposed by Anonymous on /)).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);

    // The story's owner, deciding on it, sees the display name.
    const owner = await demo(browser, 'staff');
    const ownerStory = new StoryPage(owner.page);
    await ownerStory.goto(story.id);
    await ownerStory.tab('Proposals').click();
    await expect(ownerStory.proposal(newTitle).getByText(new RegExp(`^Proposed by ${escape(name)} on `))).toBeVisible();
    expect(await noSidewaysScroll(owner.page)).toBe(true);

    // Another member sees the proposer as they chose.
    const other = await demo(browser, 'member');
    const otherStory = new StoryPage(other.page);
    await otherStory.goto(story.id);
    await otherStory.tab('Proposals').click();
    await expect(otherStory.proposal(newTitle).getByText(/^Proposed by Anonymous on /)).toBeVisible();
    await expect(otherStory.main.getByText(name)).toHaveCount(0);
    await Promise.all([proposer.context.close(), owner.context.close(), other.context.close()]);
  });
});

test.describe('co-editing that explains itself (issue #58 item 4), at 390 px', () => {
  test.describe.configure({ timeout: 90_000 });

  const ROLES = 'Owners manage the story and decide on proposals; editors add and edit articles; contributors add articles; everyone who can see it may propose changes.';

  test('an invited contributor reads what their role may do and proposes a title; the owner is notified, sees the current title beside the proposed one, approves, and manages them by name', async ({ browser, request }) => {
    const story = await staffStory(request);
    const contributor = await newMember(browser, 'contributor');
    const owner = await demo(browser, 'staff');

    // The owner invites the member from their phone.
    const ownerStory = new StoryPage(owner.page);
    await ownerStory.goto(story.id);
    await expect(ownerStory.heading).toHaveText(story.title);
    await expect(ownerStory.main.getByRole('note', { name: 'Story roles' })).toHaveText(`You own this story. ${ROLES}`);
    await ownerStory.tab('Collaborators').click();
    await ownerStory.inviteEmail.fill(contributor.email);
    await ownerStory.sendInvite.click();
    await expect(ownerStory.panel.getByRole('status')).toHaveText(`Invitation sent to ${contributor.email}.`);

    // The member opens the story: one line says what each role may do, and what they may.
    const page = contributor.page;
    const storyPage = new StoryPage(page);
    await storyPage.goto(story.id);
    const roles = storyPage.main.getByRole('note', { name: 'Story roles' });
    await expect(roles).toHaveText(ROLES);
    await storyPage.acceptInvite.click();
    await expect(storyPage.text('Accepted! You are now a collaborator.')).toBeVisible();
    await expect(roles).toHaveText(
      `You are a contributor here. ${ROLES} Adding articles also needs a staff role, which you do not have, so for now you can propose changes.`,
    );
    // Only Timeline and Proposals, now with the word why.
    await expect(storyPage.main.getByRole('tab')).toHaveText(['Timeline', 'Proposals (0)']);
    expect(await noSidewaysScroll(page)).toBe(true);

    // They propose a new title, told how they will be shown.
    await storyPage.tab('Proposals').click();
    await storyPage.newProposal.click();
    const team = await teamNameIn(storyPage.panel.getByRole('form', { name: 'New proposal' }).getByText(/^Other members see you as/));
    const newTitle = unique('Water rates: what the council decided');
    await storyPage.proposedTitle.fill(newTitle);
    await storyPage.submitProposal.click();
    await expect(storyPage.proposal(newTitle)).toContainText('Pending');
    expect(await noSidewaysScroll(page)).toBe(true);

    // The owner is notified, by the proposer's team name, and opens the proposal from there.
    const notice = await notificationOn(owner.page, `${team} proposed a change to “${story.title}”`);
    await expect(notice).toContainText(`A new title: “${newTitle}”.`);
    expect(await noSidewaysScroll(owner.page)).toBe(true);
    await notice.getByRole('link').click();
    await expect(owner.page).toHaveURL(new RegExp(`/stories/${story.id}\\?tab=proposals$`));
    const proposal = ownerStory.proposal(newTitle);
    // The current title beside the proposed one.
    await expect(proposal.getByRole('term')).toHaveText(['Proposed', 'Now']);
    await expect(proposal.getByRole('definition')).toHaveText([newTitle, story.title]);
    await expect(proposal.getByText(new RegExp(`^Proposed by ${escape(team)} on `))).toBeVisible();
    expect(await noSidewaysScroll(owner.page)).toBe(true);
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await expect(proposal).toContainText('Approved');
    await expect(ownerStory.heading).toHaveText(newTitle);

    // The owner manages the contributor by that name, not "Role of Anonymous".
    await ownerStory.tab('Collaborators').click();
    await expect(ownerStory.collaborators.getByRole('combobox', { name: `Role of ${team}` })).toHaveText('Contributor');
    await expect(ownerStory.collaborators.getByRole('combobox', { name: 'Role of Anonymous' })).toHaveCount(0);
    expect(await noSidewaysScroll(owner.page)).toBe(true);

    await page.reload();
    await expect(storyPage.heading).toHaveText(newTitle);
    await Promise.all([contributor.context.close(), owner.context.close()]);
  });

  test('a staff member asks to join an open story, told how they will be shown; the owner is notified and finds the request under Collaborators by that name', async ({ browser, request }) => {
    const story = await staffStory(request, { openToJoin: true });
    const asker = await demo(browser, 'admin');
    const storyPage = new StoryPage(asker.page);
    await storyPage.goto(story.id);
    await expect(storyPage.heading).toHaveText(story.title);
    await storyPage.main.getByRole('button', { name: 'Request to Join' }).click();
    const dialog = asker.page.getByRole('dialog', { name: 'Request to Join' });
    const note = dialog.getByText(/^(You are shown as|Other members see you as)/);
    await expect(note).toBeVisible();
    await expect(dialog.getByRole('link', { name: CHANGE_LINK })).toHaveAttribute('href', '/profile?tab=settings');
    // The name the owner will see: the only one, or the second of the two the note names.
    const named = [...((await note.textContent()) ?? '').matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    const team = named[named.length - 1]!;
    expect(await noSidewaysScroll(asker.page)).toBe(true);
    const message = unique('I covered the hearings');
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill(message);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(storyPage.main.getByRole('status')).toHaveText('Your request to join was sent to the story owner.');

    const owner = await demo(browser, 'staff');
    const notice = await notificationOn(owner.page, `${team} asks to join “${story.title}”`);
    await expect(notice).toContainText('Accept or reject the request under Collaborators.');
    await notice.getByRole('link').click();
    await expect(owner.page).toHaveURL(new RegExp(`/stories/${story.id}\\?tab=collaborators$`));
    const requests = owner.page.getByRole('main').getByRole('list', { name: 'Join requests' });
    const row = requests.getByRole('listitem').filter({ hasText: message });
    await expect(row.getByText(new RegExp(`^${escape(team)}( \\(|$)`))).toBeVisible();
    expect(await noSidewaysScroll(owner.page)).toBe(true);
    await row.getByRole('button', { name: 'Accept' }).click();
    const ownerStory = new StoryPage(owner.page);
    await expect(ownerStory.collaborators.getByRole('combobox', { name: `Role of ${team}` })).toHaveText('Contributor');
    await Promise.all([asker.context.close(), owner.context.close()]);
  });
});
