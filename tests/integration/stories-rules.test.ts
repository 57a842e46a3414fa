import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addArticleToStory, addCollaborator, buildArticle, buildStory, buildTimeline, follow } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { sqlCounter } from '../setup/sql-count.js';

let portal: TestPortal;
let staff: TestMember;
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('stories_rules');
  staff = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'sam_staff', showRealName: true });
  admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
  member = await buildMember(portal.dataSource);
});
afterAll(() => portal?.close());

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

describe('reading stories', () => {
  it("answers an unknown id with 404 'Story not found.' and a malformed one with 400", async () => {
    const unknown = await portal.rest('GET', '/api/stories/00000000-0000-4000-8000-000000000000', { token: member.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'NOT_FOUND', message: 'Story not found.' });
    for (const path of ['/api/stories/not-a-uuid', '/api/stories/not-a-uuid/articles', '/api/story-images/123', '/api/stories/x/proposals']) {
      const bad = await portal.rest('GET', path, { token: member.token });
      expect(bad.status, path).toBe(400);
    }
    const gql = await portal.gql('{ story(id: "nope") { id } }', undefined, member.token);
    expect(gql.body.errors[0].extensions.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });

  it('filters by visibility and searches title, description and tags', async () => {
    const tag = `tag${Date.now()}`;
    const pub = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true, title: `Zebra crossing ${tag}`, tags: [tag] });
    const feat = await buildStory(portal.dataSource, { ownerId: staff.id, isFeatured: true, description: `About ${tag} and more`, tags: [] });
    const priv = await buildStory(portal.dataSource, { ownerId: staff.id, tags: [tag.toUpperCase()] });
    const ids = async (query: string, token = staff.token) =>
      ((await portal.rest('GET', `/api/stories?${query}`, { token })).body as { id: string }[]).map((s) => s.id).sort();
    expect(await ids(`search=${tag}`)).toEqual([pub.id, feat.id, priv.id].sort());
    expect(await ids(`search=${tag}&visibility=public`)).toEqual([pub.id, feat.id].sort());
    expect(await ids(`search=${tag}&visibility=featured`)).toEqual([feat.id]);
    expect(await ids(`search=${tag}&visibility=private`)).toEqual([priv.id]);
    expect(await ids(`search=${tag}&visibility=all`)).toHaveLength(3);
    expect(await ids('search=%25')).toEqual([]);
    expect((await portal.rest('GET', '/api/stories?visibility=secret', { token: staff.token })).status).toBe(400);
    expect((await portal.rest('GET', '/api/stories?limit=abc', { token: staff.token })).status).toBe(400);
  });

  it('orders the timeline newest first by default, oldest first on request', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true });
    const old = await buildArticle(portal.dataSource, { publishedAt: new Date('2024-01-01T00:00:00Z') });
    const recent = await buildArticle(portal.dataSource, { publishedAt: new Date('2025-06-01T00:00:00Z') });
    await addArticleToStory(portal.dataSource, story.id, old.id);
    await addArticleToStory(portal.dataSource, story.id, recent.id);
    const newest = await portal.rest('GET', `/api/stories/${story.id}/articles`, { token: member.token });
    expect(newest.body.map((e: { article_id: string }) => e.article_id)).toEqual([recent.id, old.id]);
    expect(Object.keys(newest.body[0]).sort()).toEqual(['added_at', 'article', 'article_id', 'custom_note', 'story_id']);
    expect(newest.body[0].article).toMatchObject({ id: recent.id, title: recent.title, url: recent.url, publication: 'Example News', story_count: 1 });
    const oldest = await portal.rest('GET', `/api/stories/${story.id}/articles?order=oldest_first`, { token: member.token });
    expect(oldest.body.map((e: { article_id: string }) => e.article_id)).toEqual([old.id, recent.id]);
  });

  it('gives card images, falling back to the articles’ images', async () => {
    const own = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true });
    await portal.dataSource.query("INSERT INTO story_images (story_id, url, position) VALUES ($1, '/b.png', 1), ($1, '/a.png', 0)", [own.id]);
    expect((await portal.rest('GET', `/api/story-images/${own.id}`, { token: member.token })).body).toEqual({ images: ['/a.png', '/b.png'] });
    const fallback = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true });
    const pic = await buildArticle(portal.dataSource, { imageUrl: 'https://img.example.org/x.png' });
    await addArticleToStory(portal.dataSource, fallback.id, pic.id);
    expect((await portal.rest('GET', `/api/story-images/${fallback.id}`, { token: member.token })).body).toEqual({ images: ['https://img.example.org/x.png'] });
    const none = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true });
    expect((await portal.rest('GET', `/api/story-images/${none.id}`, { token: member.token })).body).toEqual({ images: [] });
  });
});

describe('featured stories', () => {
  it('returns at most 5 by default, most followed first, with date range and counts', async () => {
    const solo = await startTestPortal('stories_featured');
    try {
      const ds = solo.dataSource;
      const owner = await buildMember(ds, { role: Role.ADMIN });
      const reader = await buildMember(ds);
      const stories = [];
      for (let i = 0; i < 7; i += 1) stories.push(await buildStory(ds, { ownerId: owner.id, isFeatured: true }));
      await buildStory(ds, { ownerId: owner.id, isGlobal: true });
      await buildStory(ds, { ownerId: owner.id });
      const followers = [];
      for (let i = 0; i < 3; i += 1) followers.push(await buildMember(ds));
      for (const f of followers) await follow(ds, stories[6].id, f.id);
      await follow(ds, stories[5].id, followers[0].id);
      const a1 = await buildArticle(ds, { publishedAt: new Date('2025-01-05T00:00:00Z') });
      const a2 = await buildArticle(ds, { publishedAt: new Date('2025-03-10T00:00:00Z') });
      await addArticleToStory(ds, stories[6].id, a1.id);
      await addArticleToStory(ds, stories[6].id, a2.id);

      const res = await solo.rest('GET', '/api/featured-stories', { token: reader.token });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(5);
      expect(res.body[0]).toMatchObject({
        id: stories[6].id,
        followerCount: 3,
        articlesCount: 2,
        isEditorApproved: true,
        firstArticleDate: '2025-01-05T00:00:00.000Z',
        lastArticleDate: '2025-03-10T00:00:00.000Z',
        visibility: 'featured',
      });
      expect(res.body[1]).toMatchObject({ id: stories[5].id, followerCount: 1, firstArticleDate: null, lastArticleDate: null });
      expect((await solo.rest('GET', '/api/featured-stories?limit=4', { token: reader.token })).body).toHaveLength(4);
      expect((await solo.rest('GET', '/api/featured-stories?limit=abc', { token: reader.token })).status).toBe(400);
      const gql = await solo.gql('{ featuredStories(limit: 2) { id isEditorApproved followerCount articlesCount firstArticleDate lastArticleDate } }', undefined, reader.token);
      expect(gql.body.data.featuredStories.map((s: { id: string }) => s.id)).toEqual([stories[6].id, stories[5].id]);
    } finally {
      await solo.close();
    }
  });
});

describe('private stories never leak', () => {
  it('hides them from other members in lists, search, detail, timelines, counts and images', async () => {
    const ds = portal.dataSource;
    const secret = `secret${Date.now()}`;
    const outsider = await buildMember(ds);
    const insider = await buildMember(ds);
    const priv = await buildStory(ds, { ownerId: staff.id, title: `Private ${secret}`, tags: [secret] });
    await addCollaborator(ds, priv.id, insider.id, 'viewer');
    const pub = await buildStory(ds, { ownerId: staff.id, isGlobal: true, title: `Public ${secret}` });
    const shared = await buildArticle(ds);
    await addArticleToStory(ds, priv.id, shared.id);
    await addArticleToStory(ds, pub.id, shared.id);
    await follow(ds, priv.id, insider.id);

    const idsFor = async (token: string, query: string) => ((await portal.rest('GET', `/api/stories?${query}`, { token })).body as { id: string }[]).map((s) => s.id);
    expect(await idsFor(outsider.token, `search=${secret}`)).toEqual([pub.id]);
    expect(await idsFor(outsider.token, 'visibility=private&limit=100')).not.toContain(priv.id);
    expect(await idsFor(outsider.token, 'limit=100')).not.toContain(priv.id);
    expect((await idsFor(insider.token, `search=${secret}`)).sort()).toEqual([priv.id, pub.id].sort());
    expect((await idsFor(staff.token, `search=${secret}`)).sort()).toEqual([priv.id, pub.id].sort());
    const gql = await portal.gql(`{ stories(search: "${secret}") { id } }`, undefined, outsider.token);
    expect(gql.body.data.stories).toEqual([{ id: pub.id }]);

    for (const path of [`/api/stories/${priv.id}`, `/api/stories/${priv.id}/articles`, `/api/story-images/${priv.id}`, `/api/stories/${priv.id}/collaborators`, `/api/stories/${priv.id}/proposals`]) {
      const res = await portal.rest('GET', path, { token: outsider.token });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe('Story not found.');
    }
    // "In N stories" counts only the stories the caller may see.
    const timeline = async (token: string) => (await portal.rest('GET', `/api/stories/${pub.id}/articles`, { token })).body[0].article.story_count;
    expect(await timeline(outsider.token)).toBe(1);
    expect(await timeline(insider.token)).toBe(2);
    expect(await timeline(staff.token)).toBe(2);
    const counted = await portal.gql('query($id: UUID!) { story(id: $id) { timeline { entries { article { storyCount } } } } }', { id: pub.id }, outsider.token);
    expect(counted.body.data.story.timeline.entries[0].article.storyCount).toBe(1);
    const featured = await portal.rest('GET', '/api/featured-stories?limit=50', { token: outsider.token });
    expect(featured.body.map((s: { id: string }) => s.id)).not.toContain(priv.id);
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

describe('SQL statements stay bounded', () => {
  const STORY_PAGE = `query($id: UUID!) { story(id: $id) {
    id title description visibility tags isFollowing userRole articlesCount followerCount
    owner { displayName } collaborators { userId displayName role }
    viewerCan { edit manageCollaborators changeSettings addArticles propose follow requestToJoin }
    proposals { id title status proposerDisplayName votesUp votesDown userVote }
    timeline(first: 50) { entries { addedAt customNote article { id title storyCount } } totalCount nextCursor }
  } }`;
  const LIST = `{ stories(limit: 100) { id title visibility isFollowing userRole articlesCount followerCount images
    owner { displayName } collaborators { displayName role } viewerCan { edit follow requestToJoin } } }`;

  it('for a story page with 200 articles, the same as with 2, over GraphQL and REST (one page of its timeline)', async () => {
    const solo = await startTestPortal('stories_sql');
    const counter = sqlCounter(solo.dataSource);
    try {
      const ds = solo.dataSource;
      const owner = await buildMember(ds, { role: Role.STAFF });
      const reader = await buildMember(ds);
      const big = await buildStory(ds, { ownerId: owner.id, isGlobal: true });
      await buildTimeline(ds, big.id, 200);
      const small = await buildStory(ds, { ownerId: owner.id, isGlobal: true });
      await buildTimeline(ds, small.id, 2);
      for (const id of [big.id, small.id]) {
        await addCollaborator(ds, id, (await buildMember(ds, { role: Role.STAFF })).id, 'editor');
        await ds.query('INSERT INTO proposals (story_id, proposer_id, title) VALUES ($1, $2, $3)', [id, reader.id, 'Another title']);
      }

      const page = async (id: string) => {
        const { result, statements } = await counter.during(() => solo.gql(STORY_PAGE, { id }, reader.token));
        expect(result.body.errors).toBeUndefined();
        return { n: statements.length, result };
      };
      // Once first: a fresh gateway loads its signing keys on the first request (one statement).
      await page(small.id);
      const bigPage = await page(big.id);
      // One page of the timeline (50), whatever its length, with the count of all of it.
      expect(bigPage.result.body.data.story.timeline.entries).toHaveLength(50);
      expect(bigPage.result.body.data.story.timeline.totalCount).toBe(200);
      expect(bigPage.result.body.data.story.timeline.nextCursor).toEqual(expect.any(String));
      const smallPage = await page(small.id);
      expect(bigPage.n).toBe(smallPage.n);
      // 16 today: session + roles, the story, then one batched query per kind of field.
      expect(bigPage.n).toBeGreaterThan(3);
      expect(bigPage.n).toBeLessThanOrEqual(20);

      const rest = await counter.during(() => solo.rest('GET', `/api/stories/${big.id}`, { token: reader.token }));
      expect(rest.result.body.articles).toHaveLength(20);
      expect(rest.result.body.articlesCount).toBe(200);
      expect(rest.statements.length).toBeLessThanOrEqual(20);
    } finally {
      counter.restore();
      await solo.close();
    }
  });

  it('for the stories list with 40 stories, the same as with 4, over GraphQL and REST', async () => {
    const solo = await startTestPortal('stories_sql_list');
    const counter = sqlCounter(solo.dataSource);
    try {
      const ds = solo.dataSource;
      const owner = await buildMember(ds, { role: Role.STAFF });
      const reader = await buildMember(ds);
      const listCount = async () => {
        const { result, statements } = await counter.during(() => solo.gql(LIST, undefined, reader.token));
        expect(result.body.errors).toBeUndefined();
        return { n: statements.length, stories: result.body.data.stories.length };
      };
      const addStories = async (k: number) => {
        for (let i = 0; i < k; i += 1) {
          const s = await buildStory(ds, { ownerId: owner.id, isGlobal: true });
          await buildTimeline(ds, s.id, 3);
          await follow(ds, s.id, reader.id);
        }
      };
      await addStories(4);
      await listCount(); // a fresh gateway loads its signing keys on the first request (one statement)
      const few = await listCount();
      await addStories(36);
      const many = await listCount();
      expect([few.stories, many.stories]).toEqual([4, 40]);
      expect(many.n).toBe(few.n);
      // 3 today: session + roles, the cards (stories, counts, the reader's state, collaborators and
      // members in one statement), then the card images.
      expect(many.n).toBeGreaterThanOrEqual(2);
      expect(many.n).toBeLessThanOrEqual(4);

      const rest = await counter.during(() => solo.rest('GET', '/api/stories?limit=100', { token: reader.token }));
      expect(rest.result.body).toHaveLength(40);
      expect(rest.statements.length).toBeLessThanOrEqual(4);
    } finally {
      counter.restore();
      await solo.close();
    }
  });
});
