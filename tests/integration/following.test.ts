import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addCollaborator, buildArticle, buildInvite, buildStory, follow, type TestStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #14 "Following works": the Following filter on the stories list, the followed stories with
 * "new since your last visit" counts, recording a visit, new articles of followed stories first in
 * the dashboard feed, and My Stories listing the stories a member collaborates on — each over
 * GraphQL and REST.
 */

let portal: TestPortal;
let staff: TestMember;
let member: TestMember;
let other: TestMember;
let followedPublic: TestStory;
let followedPrivate: TestStory;
let notFollowed: TestStory;
let lostAccess: TestStory;

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** An article added to a story at a given time (the timeline entry's added_at). */
async function addAt(storyId: string, at: Date, title?: string): Promise<string> {
  // Submitted long ago: only its addition to the story is new.
  const article = await buildArticle(portal.dataSource, { title, publishedAt: ago(60 * 24 * 30) });
  await portal.dataSource.query(`UPDATE articles SET submitted_at = $2 WHERE id = $1`, [article.id, ago(60 * 24 * 30)]);
  await portal.dataSource.query('INSERT INTO story_articles (story_id, article_id, added_at) VALUES ($1, $2, $3)', [storyId, article.id, at]);
  return article.id;
}

async function setLastVisit(storyId: string, memberId: string, at: Date) {
  await portal.dataSource.query('UPDATE story_follows SET last_visited_at = $3 WHERE story_id = $1 AND member_id = $2', [storyId, memberId, at]);
}

beforeAll(async () => {
  portal = await startTestPortal('following');
  const ds = portal.dataSource;
  staff = await buildMember(ds, { role: Role.STAFF });
  member = await buildMember(ds);
  other = await buildMember(ds);
  followedPublic = await buildStory(ds, { ownerId: staff.id, isGlobal: true, title: 'Followed public story', createdAt: ago(300) });
  followedPrivate = await buildStory(ds, { ownerId: staff.id, title: 'Followed private story', createdAt: ago(200) });
  notFollowed = await buildStory(ds, { ownerId: staff.id, isGlobal: true, title: 'Not followed story', createdAt: ago(100) });
  lostAccess = await buildStory(ds, { ownerId: staff.id, title: 'Private story the member left', createdAt: ago(50) });
  await addCollaborator(ds, followedPrivate.id, member.id, 'viewer');
  for (const s of [followedPublic, followedPrivate, lostAccess]) await follow(ds, s.id, member.id);
  // Followed while a collaborator, then removed: the follow row stays, the story is hidden now.
  await addAt(lostAccess.id, ago(1), 'Secret addition');
});
afterAll(() => portal?.close());

describe('the Following filter on the stories list', () => {
  it('lists only the stories the member follows and may see, over GraphQL and REST', async () => {
    const gql = await portal.gql('{ stories(following: true) { id isFollowing } }', {}, member.token);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.stories.map((s: any) => s.id)).toEqual([followedPrivate.id, followedPublic.id]);
    expect(gql.body.data.stories.every((s: any) => s.isFollowing)).toBe(true);

    const rest = await portal.rest('GET', '/api/stories?visibility=following', { token: member.token });
    expect(rest.status).toBe(200);
    expect(rest.body.map((s: any) => s.id)).toEqual([followedPrivate.id, followedPublic.id]);
    const alias = await portal.rest('GET', '/api/stories?following=true&visibility=public', { token: member.token });
    expect(alias.body.map((s: any) => s.id)).toEqual([followedPublic.id]);
  });

  it('is empty for a member who follows nothing, refuses a malformed flag, and is 401 anonymous', async () => {
    expect((await portal.rest('GET', '/api/stories?visibility=following', { token: other.token })).body).toEqual([]);
    const bad = await portal.rest('GET', '/api/stories?following=maybe', { token: member.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_USER_INPUT');
    expect((await portal.rest('GET', '/api/stories?visibility=following')).status).toBe(401);
  });
});

describe('followed stories and "new since your last visit"', () => {
  let newest: string;
  let older: string;
  beforeEach(async () => {
    await portal.dataSource.query('DELETE FROM story_articles WHERE story_id = ANY($1::uuid[])', [[followedPublic.id, followedPrivate.id]]);
    await setLastVisit(followedPublic.id, member.id, ago(30));
    await setLastVisit(followedPrivate.id, member.id, ago(30));
    await addAt(followedPublic.id, ago(90), 'Seen before the last visit');
    older = await addAt(followedPublic.id, ago(20), 'New, older');
    newest = await addAt(followedPublic.id, ago(10), 'New, newest');
    await addAt(followedPrivate.id, ago(120), 'Old private entry');
  });

  it('counts the articles added since the last visit, newest additions first, over GraphQL', async () => {
    const { body } = await portal.gql(
      `{ followedStories { id newArticlesCount lastVisitedAt latestArticles(limit: 2) { articleId isNew article { title } } } }`,
      {},
      member.token,
    );
    expect(body.errors).toBeUndefined();
    // The story with new articles first; the hidden one is not listed.
    expect(body.data.followedStories.map((s: any) => s.id)).toEqual([followedPublic.id, followedPrivate.id]);
    const [pub, priv] = body.data.followedStories;
    expect(pub.newArticlesCount).toBe(2);
    expect(pub.latestArticles).toEqual([
      { articleId: newest, isNew: true, article: { title: 'New, newest' } },
      { articleId: older, isNew: true, article: { title: 'New, older' } },
    ]);
    expect(new Date(pub.lastVisitedAt).getTime()).toBeLessThan(Date.now() - 29 * MINUTE);
    expect(priv.newArticlesCount).toBe(0);
    expect(priv.latestArticles[0].isNew).toBe(false);
  });

  it('says the same over REST (GET /api/users/me/followed-stories)', async () => {
    const { status, body } = await portal.rest('GET', '/api/users/me/followed-stories?latest=3', { token: member.token });
    expect(status).toBe(200);
    expect(body.data.map((s: any) => [s.title, s.newArticlesCount])).toEqual([
      ['Followed public story', 2],
      ['Followed private story', 0],
    ]);
    expect(body.data[0].latest_articles.map((e: any) => [e.article.title, e.is_new])).toEqual([
      ['New, newest', true],
      ['New, older', true],
      ['Seen before the last visit', false],
    ]);
    expect((await portal.rest('GET', '/api/users/me/followed-stories', { token: other.token })).body).toEqual({ data: [] });
    expect((await portal.rest('GET', '/api/users/me/followed-stories')).status).toBe(401);
    expect((await portal.rest('GET', '/api/users/me/followed-stories?limit=0', { token: member.token })).status).toBe(400);
  });

  it('is 0 for stories the viewer does not follow', async () => {
    const { body } = await portal.gql('query($id: UUID!) { story(id: $id) { newArticlesCount lastVisitedAt } }', { id: followedPublic.id }, other.token);
    expect(body.data.story).toEqual({ newArticlesCount: 0, lastVisitedAt: null });
  });

  it('a visit recorded over GraphQL starts the count again from zero', async () => {
    const { body } = await portal.gql(
      'mutation($id: UUID!) { markStoryVisited(id: $id) { id newArticlesCount latestArticles(limit: 1) { isNew } } }',
      { id: followedPublic.id },
      member.token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.markStoryVisited).toEqual({ id: followedPublic.id, newArticlesCount: 0, latestArticles: [{ isNew: false }] });
    // A later addition is new again.
    await addAt(followedPublic.id, new Date(Date.now() + MINUTE), 'After the visit');
    const again = await portal.gql('query($id: UUID!) { story(id: $id) { newArticlesCount } }', { id: followedPublic.id }, member.token);
    expect(again.body.data.story.newArticlesCount).toBe(1);
  });

  it('a visit recorded over REST (POST /api/stories/{id}/visit) does the same; others record nothing', async () => {
    const { status, body } = await portal.rest('POST', `/api/stories/${followedPublic.id}/visit`, { token: member.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: followedPublic.id, isFollowing: true, newArticlesCount: 0 });
    const [{ n }] = await portal.dataSource.query('SELECT count(*)::int AS n FROM story_follows WHERE member_id = $1', [other.id]);
    const notFollowing = await portal.rest('POST', `/api/stories/${followedPublic.id}/visit`, { token: other.token });
    expect(notFollowing.status).toBe(200);
    expect(notFollowing.body.newArticlesCount).toBe(0);
    const [{ n: after }] = await portal.dataSource.query('SELECT count(*)::int AS n FROM story_follows WHERE member_id = $1', [other.id]);
    expect(after).toBe(n);
  });

  it('a visit to a hidden or unknown story is 404, anonymous is 401, a malformed id 400/404', async () => {
    await setLastVisit(lostAccess.id, member.id, ago(10));
    expect((await portal.rest('POST', `/api/stories/${lostAccess.id}/visit`, { token: member.token })).status).toBe(404);
    expect((await portal.rest('POST', `/api/stories/${followedPublic.id}/visit`)).status).toBe(401);
    expect((await portal.rest('POST', '/api/stories/not-a-uuid/visit', { token: member.token })).status).toBeLessThan(500);
    const gql = await portal.gql('mutation($id: UUID!) { markStoryVisited(id: $id) { id } }', { id: lostAccess.id }, member.token);
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // The hidden story's last visit is untouched.
    const [row] = await portal.dataSource.query('SELECT last_visited_at FROM story_follows WHERE story_id = $1 AND member_id = $2', [lostAccess.id, member.id]);
    expect(row.last_visited_at.getTime()).toBeLessThan(Date.now() - 9 * MINUTE);
  });
});

describe('Recent Updates puts new articles of followed stories first', () => {
  let fresh: string;
  let oldNews: string;
  beforeAll(async () => {
    await portal.dataSource.query('DELETE FROM story_articles WHERE story_id = ANY($1::uuid[])', [[followedPublic.id, followedPrivate.id]]);
    await setLastVisit(followedPublic.id, member.id, ago(30));
    // A brand-new article elsewhere, and an old article newly added to the followed story.
    fresh = (await buildArticle(portal.dataSource, { title: 'Fresh unrelated article' })).id;
    oldNews = await addAt(followedPublic.id, ago(5), 'Old news, new in a followed story');
  });

  it('for the follower over GraphQL, with the story it is new in', async () => {
    const { body } = await portal.gql('{ recentContent(limit: 5) { type id followedStory { id title } } }', {}, member.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.recentContent[0]).toEqual({ type: 'ARTICLE', id: oldNews, followedStory: { id: followedPublic.id, title: 'Followed public story' } });
    // It appears once, and the rest of the feed is newest first as before.
    expect(body.data.recentContent.filter((i: any) => i.id === oldNews)).toHaveLength(1);
    expect(body.data.recentContent.slice(1).every((i: any) => i.followedStory === null)).toBe(true);
    expect(body.data.recentContent.map((i: any) => i.id)).toContain(fresh);
  });

  it('for the follower over REST; not for a member who does not follow the story', async () => {
    const mine = await portal.rest('GET', '/api/content/recent?limit=5', { token: member.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data[0]).toMatchObject({ id: oldNews, type: 'article', followedStory: { id: followedPublic.id } });
    const theirs = await portal.rest('GET', '/api/content/recent?limit=5', { token: other.token });
    expect(theirs.body.data[0].id).not.toBe(oldNews);
    expect(theirs.body.data.every((i: any) => i.followedStory === null)).toBe(true);
  });

  it('no longer after the member has opened the story', async () => {
    await portal.rest('POST', `/api/stories/${followedPublic.id}/visit`, { token: member.token });
    const { body } = await portal.gql('{ recentContent(limit: 50) { id followedStory { id } } }', {}, member.token);
    expect(body.data.recentContent[0].id).not.toBe(oldNews);
    expect(body.data.recentContent.every((i: any) => i.followedStory === null)).toBe(true);
    expect(body.data.recentContent.map((i: any) => i.id)).toContain(oldNews);
  });

  it('never for a followed story the member may no longer see', async () => {
    const { body } = await portal.gql('{ recentContent(limit: 50) { id title followedStory { id } } }', {}, member.token);
    expect(body.data.recentContent.map((i: any) => i.title)).not.toContain('Private story the member left');
    expect(body.data.recentContent.find((i: any) => i.title === 'Secret addition')?.followedStory ?? null).toBeNull();
  });
});

describe('My Stories after accepting an invite', () => {
  it('lists the stories the member collaborates on beside those they own, over GraphQL and REST', async () => {
    const invitee = await buildMember(portal.dataSource);
    const story = await buildStory(portal.dataSource, { ownerId: staff.id, title: 'Invited to this one' });
    const inviteId = await buildInvite(portal.dataSource, { storyId: story.id, email: invitee.email, invitedBy: staff.id });
    const invites = await portal.rest('GET', '/api/users/me/invites', { token: invitee.token });
    expect(invites.body.data.map((i: any) => i.id)).toEqual([inviteId]);
    expect((await portal.rest('GET', '/api/users/me/stories', { token: invitee.token })).body).toEqual({ data: [] });

    const accepted = await portal.gql(
      'mutation($id: UUID!) { respondToInvite(inviteId: $id, status: ACCEPTED) { status } }',
      { id: inviteId },
      invitee.token,
    );
    expect(accepted.body.errors).toBeUndefined();
    const gql = await portal.gql('{ myStories { id title userRole } }', {}, invitee.token);
    expect(gql.body.data.myStories).toEqual([{ id: story.id, title: 'Invited to this one', userRole: 'CONTRIBUTOR' }]);
    const rest = await portal.rest('GET', '/api/users/me/stories', { token: invitee.token });
    expect(rest.body.data.map((s: any) => s.id)).toEqual([story.id]);
    expect((await portal.rest('GET', '/api/users/me/invites', { token: invitee.token })).body.data).toEqual([]);
  });
});
