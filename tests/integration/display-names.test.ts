import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildCommentary } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addArticleToStory, addCollaborator, buildArticle, buildJoinRequest, buildProposal, buildStory } from '../factories/stories.js';
import { buildTip } from '../factories/tips.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Display names (issue #14 item 8): a member chooses the name they are shown by (the SPEC's
 * username), unique ignoring case, with length and character rules; it appears wherever their
 * work does while "Show my real name" is on, and 'Anonymous' otherwise — never leaking.
 */

let portal: TestPortal;
let reader: TestMember;
let kept_n = 0;
let owners = 0;

const ME = '{ me { username displayName showRealName } }';
const UPDATE = 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { username displayName showRealName } }';
const nameOf = async (id: string) => (await portal.dataSource.query('SELECT username FROM members WHERE id = $1', [id]))[0].username as string | null;

beforeAll(async () => {
  portal = await startTestPortal('display_names');
  reader = await buildMember(portal.dataSource);
});
afterAll(() => portal?.close());

describe('choosing a display name', () => {
  it('a name with spaces and accents is saved normalized, over REST (displayName accepted too) and GraphQL', async () => {
    const m = await buildMember(portal.dataSource);
    const res = await portal.rest('PUT', '/api/users/me', { token: m.token, body: { displayName: '  Siobhán   O’Neill ', showRealName: true } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'Siobhán O’Neill', displayName: 'Siobhán O’Neill', showRealName: true });
    const gql = await portal.gql(UPDATE, { i: { username: 'Siobhan O Neill' } }, m.token);
    expect(gql.body.data.updateProfile).toEqual({ username: 'Siobhan O Neill', displayName: 'Siobhan O Neill', showRealName: true });
  });

  it('an empty name means none: shown as Anonymous even with the switch on', async () => {
    const m = await buildMember(portal.dataSource, { username: 'Short Lived', showRealName: true });
    const res = await portal.rest('PUT', '/api/users/me', { token: m.token, body: { username: '   ' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: null, displayName: 'Anonymous', showRealName: true });
    expect(await nameOf(m.id)).toBeNull();
  });

  it.each([
    ['A', 'Your display name must be at least 2 characters long.'],
    ['x'.repeat(41), 'Your display name may be at most 40 characters long.'],
    ['<script>x</script>', "Your display name may contain only letters, digits, spaces and the marks . ' - _"],
    ['me@example.org', "Your display name may contain only letters, digits, spaces and the marks . ' - _"],
    ['_underscore first', 'Your display name must start with a letter or a digit.'],
    ['Jo--Jo', "Your display name cannot have two of the marks . ' - _ in a row."],
    ['anonymous', '“anonymous” cannot be used as a display name. Please choose another one.'],
    ['You', '“You” cannot be used as a display name. Please choose another one.'],
  ])('refuses %j with a clear message and keeps the old name (both transports)', async (name, message) => {
    const kept = `Kept Name ${++kept_n}`;
    const m = await buildMember(portal.dataSource, { username: kept, showRealName: true });
    const rest = await portal.rest('PUT', '/api/users/me', { token: m.token, body: { username: name, showRealName: false } });
    expect(rest).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message } } });
    const gql = await portal.gql(UPDATE, { i: { username: name } }, m.token);
    expect(gql.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    // Nothing of the request was applied, not even the switch.
    expect((await portal.gql(ME, undefined, m.token)).body.data.me).toEqual({ username: kept, displayName: kept, showRealName: true });
  });

  it('is unique ignoring case: 409 over both transports, and the index holds when two members race', async () => {
    await buildMember(portal.dataSource, { username: 'Morgan Reyes' });
    const late = await buildMember(portal.dataSource);
    const rest = await portal.rest('PUT', '/api/users/me', { token: late.token, body: { username: 'morgan REYES' } });
    expect(rest).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT', message: 'That display name is already taken.' } } });
    const gql = await portal.gql(UPDATE, { i: { username: 'MORGAN reyes' } }, late.token);
    expect(gql.body.errors[0]).toMatchObject({ message: 'That display name is already taken.', extensions: { code: 'CONFLICT' } });
    expect(await nameOf(late.id)).toBeNull();

    const racers = await Promise.all([0, 1, 2, 3].map(() => buildMember(portal.dataSource)));
    const answers = await Promise.all(racers.map((r, i) => portal.rest('PUT', '/api/users/me', { token: r.token, body: { username: i % 2 ? 'Race Winner' : 'race winner' } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const [{ n }] = await portal.dataSource.query("SELECT count(*)::int AS n FROM members WHERE lower(username) = 'race winner'");
    expect(n).toBe(1);
  });

  it('keeping one\'s own name in another case is allowed', async () => {
    const m = await buildMember(portal.dataSource, { username: 'casey lin' });
    const res = await portal.rest('PUT', '/api/users/me', { token: m.token, body: { username: 'Casey Lin' } });
    expect(res.body.data.username).toBe('Casey Lin');
  });
});

describe('where a member\'s name appears', () => {
  /** One member's work everywhere: commentary, a proposal, a collaboration, a join request, an article, a tip. */
  async function authorEverywhere(name: string, showRealName: boolean) {
    const author = await buildMember(portal.dataSource, { role: Role.STAFF, username: name, showRealName });
    const owner = await buildMember(portal.dataSource, { role: Role.STAFF, username: `Story Owner ${++owners}`, showRealName: true });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, openToJoin: true });
    const other = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, openToJoin: true });
    await addCollaborator(portal.dataSource, story.id, author.id, 'contributor');
    await buildJoinRequest(portal.dataSource, { storyId: other.id, requesterId: author.id, message: 'Let me help' });
    await buildProposal(portal.dataSource, { storyId: story.id, proposerId: author.id });
    const article = await buildArticle(portal.dataSource, { submittedBy: author.id });
    await addArticleToStory(portal.dataSource, story.id, article.id, owner.id);
    await buildCommentary(portal.dataSource, { articleId: article.id, authorId: author.id, content: 'My view' });
    return { author, owner, story, other, article };
  }

  const everything = `query($s: UUID!, $o: UUID!, $a: UUID!) {
    story(id: $s) { owner { displayName } collaborators { displayName } proposals { proposerDisplayName } }
    storyCollaborators(storyId: $s) { userId displayName }
    storyJoinRequests(storyId: $o) { requesterDisplayName }
    article(id: $a) { submitterDisplayName }
    commentaries(articleId: $a) { items { displayName isOwn } }
    recentContent(limit: 50) { authorName }
  }`;

  it('hidden: other members see Anonymous everywhere and the name nowhere', async () => {
    const { story, other, article } = await authorEverywhere('Hidden Harriet', false);
    const res = await portal.gql(everything, { s: story.id, o: other.id, a: article.id }, reader.token);
    expect(res.body.errors).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('Hidden Harriet');
    expect(res.body.data.article.submitterDisplayName).toBe('Anonymous');
    expect(res.body.data.commentaries.items).toEqual([{ displayName: 'Anonymous', isOwn: false }]);
    expect(res.body.data.story.proposals.map((p: { proposerDisplayName: string }) => p.proposerDisplayName)).toContain('Anonymous');
    for (const path of [`/api/stories/${story.id}`, `/api/stories/${story.id}/proposals`, `/api/articles/${article.id}`, `/api/commentaries?articleId=${article.id}`]) {
      const rest = await portal.rest('GET', path, { token: reader.token });
      expect(rest.status, path).toBe(200);
      expect(JSON.stringify(rest.body), path).not.toContain('Hidden Harriet');
    }
  });

  it("hidden: the story's owner and staff, who work with the member, see their display name (decision 0090)", async () => {
    const { owner, story, other, article } = await authorEverywhere('Hidden Hana', false);
    const res = await portal.gql(everything, { s: story.id, o: other.id, a: article.id }, owner.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.storyCollaborators.map((c: { displayName: string }) => c.displayName)).toContain('Hidden Hana');
    expect(res.body.data.story.proposals.map((p: { proposerDisplayName: string }) => p.proposerDisplayName)).toContain('Hidden Hana');
    expect(res.body.data.storyJoinRequests).toEqual([{ requesterDisplayName: 'Hidden Hana' }]);
    expect(res.body.data.article.submitterDisplayName).toBe('Hidden Hana');
    expect(res.body.data.commentaries.items).toEqual([{ displayName: 'Hidden Hana', isOwn: false }]);
    for (const path of [`/api/stories/${story.id}/collaborators`, `/api/stories/${other.id}/join-requests`, `/api/stories/${story.id}/proposals`]) {
      const rest = await portal.rest('GET', path, { token: owner.token });
      expect(rest.status, path).toBe(200);
      expect(JSON.stringify(rest.body), path).toContain('Hidden Hana');
    }
  });

  it('without a display name, the people who work with a member see a stable "Member" code, the same on every visit', async () => {
    const quiet = await buildMember(portal.dataSource, { role: Role.STAFF, showRealName: false });
    const owner = await buildMember(portal.dataSource, { role: Role.STAFF });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    await addCollaborator(portal.dataSource, story.id, quiet.id, 'contributor');
    await buildProposal(portal.dataSource, { storyId: story.id, proposerId: quiet.id });
    const code = `Member ${quiet.id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
    const q = 'query($s: UUID!) { storyCollaborators(storyId: $s) { userId displayName } story(id: $s) { proposals { proposerDisplayName } } }';
    for (let visit = 0; visit < 2; visit++) {
      const res = await portal.gql(q, { s: story.id }, owner.token);
      expect(res.body.data.storyCollaborators.find((c: { userId: string }) => c.userId === quiet.id).displayName).toBe(code);
      expect(res.body.data.story.proposals).toEqual([{ proposerDisplayName: code }]);
    }
    const seen = await portal.gql(q, { s: story.id }, reader.token);
    expect(seen.body.data.story.proposals).toEqual([{ proposerDisplayName: 'Anonymous' }]);
    // The member is told the name the team sees.
    const me = await portal.gql('{ me { displayName teamDisplayName } }', undefined, quiet.token);
    expect(me.body.data.me).toEqual({ displayName: 'Anonymous', teamDisplayName: code });
    // And nobody can take that name for themself.
    const taken = await portal.rest('PUT', '/api/users/me', { token: reader.token, body: { username: code } });
    expect(taken).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
  });

  it("an article credited to a member (a published tip) is bylined with their name for them, Anonymous for other members", async () => {
    const sender = await buildMember(portal.dataSource, { username: 'Tipster Tam', showRealName: false });
    const article = await buildArticle(portal.dataSource, { submittedBy: sender.id });
    const q = 'query($a: UUID!) { article(id: $a) { submitterDisplayName } }';
    expect((await portal.gql(q, { a: article.id }, sender.token)).body.data.article.submitterDisplayName).toBe('Tipster Tam');
    expect((await portal.gql(q, { a: article.id }, reader.token)).body.data.article.submitterDisplayName).toBe('Anonymous');
  });

  it('shown: the name appears in each place; the author\'s own commentary is marked as theirs', async () => {
    const { author, owner, story, other, article } = await authorEverywhere('Shown Sam', true);
    const res = await portal.gql(everything, { s: story.id, o: other.id, a: article.id }, owner.token);
    expect(res.body.data.story.collaborators.map((c: { displayName: string }) => c.displayName)).toContain('Shown Sam');
    expect(res.body.data.story.proposals.map((p: { proposerDisplayName: string }) => p.proposerDisplayName)).toContain('Shown Sam');
    expect(res.body.data.storyJoinRequests).toEqual([{ requesterDisplayName: 'Shown Sam' }]);
    expect(res.body.data.article.submitterDisplayName).toBe('Shown Sam');
    expect(res.body.data.commentaries.items).toEqual([{ displayName: 'Shown Sam', isOwn: false }]);
    const own = await portal.gql('query($a: UUID!) { commentaries(articleId: $a) { items { displayName isOwn } } }', { a: article.id }, author.token);
    expect(own.body.data.commentaries.items).toEqual([{ displayName: 'Shown Sam', isOwn: true }]);
    const rest = await portal.rest('GET', `/api/articles/${article.id}`, { token: reader.token });
    expect(rest.body.data.submitterDisplayName).toBe('Shown Sam');
  });

  it('turning the switch off hides the name again at once, and the member still sees their own name in their profile', async () => {
    const { author, story, other, article } = await authorEverywhere('Toggle Tess', true);
    await portal.rest('PUT', '/api/users/me', { token: author.token, body: { showRealName: false } });
    const res = await portal.gql(everything, { s: story.id, o: other.id, a: article.id }, reader.token);
    expect(JSON.stringify(res.body)).not.toContain('Toggle Tess');
    expect((await portal.gql(ME, undefined, author.token)).body.data.me).toEqual({ username: 'Toggle Tess', displayName: 'Anonymous', showRealName: false });
  });

  it('the staff tip queue shows every sender by their display name, whatever they chose for other members', async () => {
    const staff = await buildMember(portal.dataSource, { role: Role.STAFF });
    const hidden = await buildMember(portal.dataSource, { username: 'Quiet Quinn', showRealName: false });
    const shown = await buildMember(portal.dataSource, { username: 'Open Olu', showRealName: true });
    await buildTip(portal.dataSource, { memberId: hidden.id });
    await buildTip(portal.dataSource, { memberId: shown.id });
    const res = await portal.rest('GET', '/api/tips?limit=100', { token: staff.token });
    const names = res.body.data.map((t: { submitterDisplayName: string }) => t.submitterDisplayName);
    expect(names).toContain('Open Olu');
    expect(names).toContain('Quiet Quinn');
  });
});
