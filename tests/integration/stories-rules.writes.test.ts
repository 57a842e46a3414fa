// Story rules for what members and staff change: creating a story (defaults, validation, who may
// create an Editor's Pick), its settings and edits, its articles and follows. The gateway and
// members: stories-rules.helpers.ts.
import { describe, expect, it } from 'vitest';
import { buildArticle, buildStory } from '../factories/stories.js';
import { admin, member, portal, staff, useStoriesPortal } from './stories-rules.helpers.js';

useStoriesPortal('stories_rules_writes');

const count = async (table: string) => (await portal.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

describe('creating a story', () => {
  it('applies the SPEC defaults, splits tags, makes the creator the owner, and answers the server form', async () => {
    const res = await portal.rest('POST', '/api/stories', {
      token: staff.token,
      body: { title: '  Farm bill  ', description: 'Tracking the farm bill.', tags: ' agriculture, ,food ,  , Agriculture,snap ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Farm bill',
      description: 'Tracking the farm bill.',
      created_by: staff.id,
      is_global: false,
      is_featured: false,
      visibility: 'private',
      open_to_join: false,
      requires_approval: true,
      tags: ['agriculture', 'food', 'snap'],
      isFollowing: false,
      userRole: 'owner',
      collaborators: [{ userId: staff.id, displayName: 'sam_staff', role: 'owner' }],
      owner: { id: staff.id, username: 'sam_staff', displayName: 'sam_staff' },
      articlesCount: 0,
      followerCount: 0,
    });
    for (const key of ['id', 'created_at', 'updated_at']) expect(res.body[key]).toBeTruthy();

    const detail = await portal.rest('GET', `/api/stories/${res.body.id}`, { token: staff.token });
    expect(detail.body.articles).toEqual([]);
  });

  it('maps is_global and visibility (public or featured is global)', async () => {
    const global = await portal.rest('POST', '/api/stories', { token: staff.token, body: { title: 'G', description: 'D', is_global: true } });
    expect(global.body).toMatchObject({ is_global: true, visibility: 'public' });
    const viaVisibility = await portal.rest('POST', '/api/stories', {
      token: staff.token,
      body: { title: 'V', description: 'D', visibility: 'public', isOpenToJoin: true, requiresApproval: false, tags: ['a', 'b'] },
    });
    expect(viaVisibility.body).toMatchObject({ is_global: true, open_to_join: true, requires_approval: false, tags: ['a', 'b'] });
  });

  it("lets only administrators create an Editor's Pick", async () => {
    const byStaff = await portal.rest('POST', '/api/stories', { token: staff.token, body: { title: 'F', description: 'D', visibility: 'featured' } });
    expect(byStaff.status).toBe(403);
    const byAdmin = await portal.rest('POST', '/api/stories', { token: admin.token, body: { title: 'F', description: 'D', visibility: 'featured' } });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body).toMatchObject({ is_global: true, is_featured: true, visibility: 'featured' });
  });

  it.each([
    ['no title', { description: 'D' }, 'Title is required'],
    ['a blank title', { title: '   ', description: 'D' }, 'Title is required'],
    ['no description', { title: 'T' }, 'Description is required'],
    ['a blank description', { title: 'T', description: ' \n ' }, 'Description is required'],
    ['a title of 201 characters', { title: 'x'.repeat(201), description: 'D' }, 'Title must be at most 200 characters long.'],
  ])('refuses %s with 400 and writes nothing', async (_label, body, message) => {
    const before = await count('stories');
    const res = await portal.rest('POST', '/api/stories', { token: staff.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message });
    expect(await count('stories')).toBe(before);
  });

  it('answers a wrongly typed field or an unknown visibility with 400', async () => {
    expect((await portal.rest('POST', '/api/stories', { token: staff.token, body: { title: 5, description: 'D' } })).status).toBe(400);
    expect((await portal.rest('POST', '/api/stories', { token: staff.token, body: { title: 'T', description: 'D', visibility: 'secret' } })).status).toBe(400);
    expect((await portal.rest('POST', '/api/stories', { token: staff.token, rawBody: '{"title": ' })).status).toBe(400);
    // PostgreSQL text cannot hold NUL: refused as input rather than failing in the database.
    const nul = await portal.rest('POST', '/api/stories', { token: staff.token, body: { title: 'A\u0000B', description: 'D', tags: 'x' } });
    expect(nul.status).toBe(400);
    expect((await portal.rest('GET', '/api/stories?search=%00', { token: staff.token })).status).toBe(400);
  });

  it('reports the GraphQL errors with the same texts', async () => {
    const res = await portal.gql('mutation { createStory(input: { title: "", description: "D" }) { id } }', undefined, staff.token);
    expect(res.body.errors[0]).toMatchObject({ message: 'Title is required', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('settings and edits', () => {
  it('changes requires-approval only while open to join, and logs every change', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: staff.id });
    const closed = await portal.rest('PUT', `/api/stories/${story.id}/settings`, { token: staff.token, body: { isOpenToJoin: false, requiresApproval: false } });
    expect(closed.status).toBe(400);
    expect(closed.body.error.message).toBe('Requiring approval can only be changed while the story is open to join.');
    expect(await portal.dataSource.query('SELECT 1 FROM story_changes WHERE story_id = $1', [story.id])).toEqual([]);

    // Sending the current value while closed is fine (the form sends all three fields).
    const same = await portal.rest('PUT', `/api/stories/${story.id}/settings`, { token: staff.token, body: { isOpenToJoin: false, requiresApproval: true, tags: 'a, b' } });
    expect(same.status).toBe(200);
    expect(same.body.tags).toEqual(['a', 'b']);

    const open = await portal.rest('PUT', `/api/stories/${story.id}/settings`, { token: staff.token, body: { isOpenToJoin: true, requiresApproval: false } });
    expect(open.body).toMatchObject({ open_to_join: true, requires_approval: false });
    const log = await portal.dataSource.query('SELECT actor_id, field, before, after FROM story_changes WHERE story_id = $1 ORDER BY field', [story.id]);
    expect(log).toEqual([
      { actor_id: staff.id, field: 'open_to_join', before: 'false', after: 'true' },
      { actor_id: staff.id, field: 'requires_approval', before: 'true', after: 'false' },
      { actor_id: staff.id, field: 'tags', before: '[]', after: '["a","b"]' },
    ]);
  });

  it('lets the owner edit title, description, visibility and tags, and shows the change log', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: staff.id, title: 'Before' });
    const res = await portal.rest('PUT', `/api/stories/${story.id}`, { token: staff.token, body: { title: 'After', visibility: 'public', tags: 'x' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'After', is_global: true, visibility: 'public', tags: ['x'] });
    const featured = await portal.rest('PUT', `/api/stories/${story.id}`, { token: staff.token, body: { visibility: 'featured' } });
    expect(featured.status).toBe(403);
    const changes = await portal.gql('query($id: UUID!) { story(id: $id) { changes { field before after actorDisplayName proposalId } } }', { id: story.id }, staff.token);
    expect(changes.body.data.story.changes).toEqual(
      expect.arrayContaining([{ field: 'TITLE', before: 'Before', after: 'After', actorDisplayName: 'sam_staff', proposalId: null }]),
    );
    const blank = await portal.rest('PUT', `/api/stories/${story.id}`, { token: staff.token, body: { description: '  ' } });
    expect(blank.body.error.message).toBe('Description is required');
  });
});

describe('articles and follows', () => {
  it("adds an article once: the second time is 409 'Article is already part of this story!'", async () => {
    const story = await buildStory(portal.dataSource, { ownerId: staff.id });
    const article = await buildArticle(portal.dataSource);
    const first = await portal.rest('POST', `/api/stories/${story.id}/articles/${article.id}`, { token: staff.token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ story_id: story.id, article_id: article.id, article: { id: article.id, story_count: 1 } });
    const again = await portal.rest('POST', `/api/stories/${story.id}/articles/${article.id}`, { token: staff.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: 'Article is already part of this story!' });
    const unknown = await portal.rest('POST', `/api/stories/${story.id}/articles/00000000-0000-4000-8000-000000000000`, { token: staff.token });
    expect(unknown.status).toBe(404);
    const gql = await portal.gql(
      'mutation($s: UUID!, $a: UUID!) { addArticleToStory(storyId: $s, articleId: $a) { articleId } }',
      { s: story.id, a: article.id },
      staff.token,
    );
    expect(gql.body.errors[0]).toMatchObject({ message: 'Article is already part of this story!', extensions: { code: 'CONFLICT' } });
  });

  it('follows and unfollows, returning the story with consistent counts; a double follow is 409', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true });
    const followed = await portal.rest('POST', `/api/stories/${story.id}/follow`, { token: member.token });
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ id: story.id, isFollowing: true, followerCount: 1 });
    const twice = await portal.rest('POST', `/api/stories/${story.id}/follow`, { token: member.token });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('You are already following this story.');
    const unfollowed = await portal.rest('DELETE', `/api/stories/${story.id}/follow`, { token: member.token });
    expect(unfollowed.body).toMatchObject({ id: story.id, isFollowing: false, followerCount: 0 });
    const own = await portal.rest('POST', `/api/stories/${story.id}/follow`, { token: staff.token });
    expect(own.status).toBe(403);
    const gql = await portal.gql('mutation($id: UUID!) { followStory(id: $id) { id isFollowing followerCount } }', { id: story.id }, member.token);
    expect(gql.body.data.followStory).toEqual({ id: story.id, isFollowing: true, followerCount: 1 });
  });
});
