import { expect, test, type Browser } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { LoginPage } from './pages/login-page.js';
import { StoryCreatePage } from './pages/story-create-page.js';
import { StoryPage } from './pages/story-page.js';

// A seeded article (gateway/src/db/seed.ts A(1), submitted by the staff demo member).
const SEEDED_ARTICLE_ID = 'd2000000-0000-4000-8000-000000000001';
const SEEDED_ARTICLE_TITLE = 'H.R. 1 — One Big Beautiful Bill Act: text, actions and cosponsors';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn(browser: Browser, who: 'member' | 'staff') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_MEMBERS[who].email, DEMO_PASSWORDS[who]);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

async function createStory(browser: Browser, visibility: 'Private' | 'Public') {
  const staff = await signedIn(browser, 'staff');
  const create = new StoryCreatePage(staff.page);
  await create.goto();
  await expect(create.heading).toBeVisible();
  const title = unique(`E2E ${visibility} story`);
  await create.create({ title, description: 'A story made by the stories journey.', visibility, tags: 'e2e, , journeys ' });
  const story = new StoryPage(staff.page);
  await expect(staff.page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  await expect(story.heading).toHaveText(title);
  await expect(story.main.getByText(visibility, { exact: true }).first()).toBeVisible();
  return { ...staff, story, title, id: story.idFromUrl() };
}

test.describe('stories and collaboration', () => {
  test('staff creates a private story, adds an article, invites a member who accepts', async ({ browser }) => {
    const owner = await createStory(browser, 'Private');
    const { story } = owner;
    await expect(story.main.getByText('e2e', { exact: true })).toBeVisible();
    await expect(story.main.getByText('journeys', { exact: true })).toBeVisible();
    await expect(story.text("This story doesn't have any articles yet.")).toBeVisible();

    await story.tab('Add Article').click();
    await story.articleUrl.fill(`${new URL(owner.page.url()).origin}/articles/${SEEDED_ARTICLE_ID}`);
    await story.addToStory.click();
    await expect(story.panel.getByRole('status')).toHaveText('Article successfully added to story!');
    await story.tab('Timeline').click();
    await expect(story.panel.getByRole('link', { name: new RegExp(SEEDED_ARTICLE_TITLE.slice(0, 20)) })).toBeVisible();
    await expect(story.panel.getByRole('heading', { name: 'May 2025' })).toBeVisible();

    // The member cannot see the private story yet.
    const member = await signedIn(browser, 'member');
    const memberStory = new StoryPage(member.page);
    await memberStory.goto(owner.id);
    await expect(memberStory.notFound).toBeVisible();

    await story.tab('Collaborators').click();
    await story.inviteEmail.fill(DEMO_MEMBERS.member.email);
    await story.sendInvite.click();
    await expect(story.panel.getByRole('status')).toHaveText(`Invitation sent to ${DEMO_MEMBERS.member.email}.`);
    await expect(story.panel.getByRole('list', { name: 'Pending invitations' })).toContainText(DEMO_MEMBERS.member.email);

    await memberStory.goto(owner.id);
    await expect(memberStory.text(new RegExp(`invited you to collaborate on “${owner.title}”`))).toBeVisible();
    await memberStory.acceptInvite.click();
    await expect(memberStory.text('Accepted! You are now a collaborator.')).toBeVisible();
    await expect(memberStory.heading).toHaveText(owner.title);
    // The answered row disappears after 2000 ms.
    await expect(memberStory.text('Accepted! You are now a collaborator.')).toBeHidden({ timeout: 5000 });
    await expect(memberStory.tab('Timeline')).toBeVisible();

    await owner.page.reload();
    await story.tab('Collaborators').click();
    // The demo member shows as Anonymous (no real name shown); their row carries the invited role.
    await expect(story.collaborators.getByRole('listitem')).toHaveCount(2);
    await expect(story.collaborators.getByRole('combobox', { name: /^Role of / })).toHaveText('Contributor');

    await owner.context.close();
    await member.context.close();
  });

  test('a member follows a public story and proposes a title change that the owner approves', async ({ browser }) => {
    const owner = await createStory(browser, 'Public');

    const member = await signedIn(browser, 'member');
    const story = new StoryPage(member.page);
    await story.goto(owner.id);
    await expect(story.heading).toHaveText(owner.title);
    await expect(story.text(/0 followers/)).toBeVisible();
    await story.followButton.click();
    await expect(story.followingButton).toBeVisible();
    await expect(story.text(/1 follower\b/)).toBeVisible();
    await member.page.reload();
    await expect(story.followingButton).toBeVisible();

    const newTitle = unique('Retitled by a member');
    await story.proposeTitle(newTitle);
    const proposal = story.proposal(newTitle);
    await expect(proposal).toBeVisible();
    await expect(proposal).toContainText('Pending');
    await expect(story.tab('Proposals')).toHaveText('Proposals (1)');
    await proposal.getByRole('button', { name: /^Vote up/ }).click();
    await expect(proposal.getByRole('button', { name: 'Vote up (1)' })).toHaveAttribute('aria-pressed', 'true');
    // Members cannot decide proposals.
    await expect(proposal.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    const ownerStory = owner.story;
    await owner.page.reload();
    await ownerStory.tab('Proposals').click();
    const pending = ownerStory.proposal(newTitle);
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expect(pending).toContainText('Approved');
    await expect(ownerStory.heading).toHaveText(newTitle);

    await member.page.reload();
    await expect(story.heading).toHaveText(newTitle);

    await owner.context.close();
    await member.context.close();
  });
});
