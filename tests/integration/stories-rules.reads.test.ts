// Story rules for what members read: a story, its timeline and images, the featured stories, and
// private stories kept from everyone outside them. The gateway and members: stories-rules.helpers.ts.
import { describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember } from '../factories/members.js';
import { addArticleToStory, addCollaborator, buildArticle, buildStory, follow } from '../factories/stories.js';
import { startTestPortal } from '../setup/portal.js';
import { member, portal, staff, useStoriesPortal } from './stories-rules.helpers.js';

useStoriesPortal('stories_rules_reads');

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
