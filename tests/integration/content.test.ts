import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildArticle, buildCommentary } from '../factories/articles.js';
import { buildKeyVote } from '../factories/legislators.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/** The dashboard content feed, likes, and staff inline edit/delete (SPEC §2.3 Dashboard, §3 Content item, §4, §5). */

let portal: TestPortal;
let staff: TestMember;
let member: TestMember;
let other: TestMember;
const ids = {} as Record<'article' | 'keyVote' | 'publicStory' | 'privateStory' | 'commentary', string>;

beforeAll(async () => {
  portal = await startTestPortal('content');
  const ds = portal.dataSource;
  staff = await buildMember(ds, { role: Role.STAFF, username: 'staffer', showRealName: true });
  member = await buildMember(ds);
  other = await buildMember(ds);
  const at = (m: number) => new Date(Date.UTC(2030, 0, 1, 0, m));
  ids.keyVote = await buildKeyVote(ds, { title: 'Feed key vote', description: 'About the bill', billId: 'H.R. 42', organizationPosition: 'oppose' });
  await ds.query('UPDATE key_votes SET created_at = $2 WHERE id = $1', [ids.keyVote, at(1)]);
  ids.publicStory = (await buildStory(ds, { ownerId: staff.id, isGlobal: true, title: 'Public feed story' })).id;
  ids.privateStory = (await buildStory(ds, { ownerId: staff.id, isGlobal: false, title: 'Private feed story' })).id;
  await ds.query('UPDATE stories SET created_at = $2 WHERE id = ANY($1::uuid[])', [[ids.publicStory, ids.privateStory], at(2)]);
  ids.article = (await buildArticle(ds, { title: 'Feed article', submittedBy: staff.id, imageUrl: 'https://img.example.org/a.jpg' })).id;
  await ds.query('UPDATE articles SET submitted_at = $2 WHERE id = $1', [ids.article, at(3)]);
  ids.commentary = await buildCommentary(ds, { articleId: ids.article, authorId: member.id, content: 'Feed comment', createdAt: at(4) });
});
afterAll(() => portal?.close());

describe('GET /api/content/recent', () => {
  it('mixes the four kinds, newest first, respecting story visibility', async () => {
    const r = await portal.rest('GET', '/api/content/recent?limit=10', { token: member.token });
    expect(r.status).toBe(200);
    const top = r.body.data.slice(0, 4).map((i: any) => [i.type, i.id]);
    expect(top).toEqual([
      ['commentary', ids.commentary],
      ['article', ids.article],
      ['story', ids.publicStory],
      ['key_vote', ids.keyVote],
    ]);
    expect(r.body.data.map((i: any) => i.id)).not.toContain(ids.privateStory);
    const kv = r.body.data.find((i: any) => i.id === ids.keyVote);
    expect(kv).toMatchObject({ title: 'Feed key vote', summary: 'About the bill', billNumber: 'H.R. 42', organization_position: 'oppose', url: `/key-votes/${ids.keyVote}`, likes: 0, hasLiked: false });
    const art = r.body.data.find((i: any) => i.id === ids.article);
    expect(art).toMatchObject({ title: 'Feed article', summary: 'Body', imageUrl: 'https://img.example.org/a.jpg', authorName: 'staffer', url: `/articles/${ids.article}`, staffCommentary: null });
    const staffView = await portal.rest('GET', '/api/content/recent?limit=10', { token: staff.token });
    expect(staffView.body.data.map((i: any) => i.id)).toContain(ids.privateStory);
  });

  it('shows every item as it reads on its own: author, likes, the viewer\'s like, staff commentary (the feed reads them in one statement)', async () => {
    await portal.rest('POST', `/api/content/story/${ids.publicStory}/like`, { token: other.token });
    await portal.rest('POST', `/api/content/article/${ids.article}/like`, { token: member.token });
    await buildCommentary(portal.dataSource, { articleId: ids.article, authorId: staff.id, content: 'For staff eyes', type: 'staff', isPublic: false });
    const fields = `id type title summary createdAt authorName imageUrl url likes hasLiked staffCommentary billNumber congress voteDate outcome organizationPosition`;
    for (const who of [member, staff]) {
      const feed = await portal.gql(`{ recentContent(limit: 20) { ${fields} } }`, {}, who.token);
      expect(feed.body.errors).toBeUndefined();
      const items = feed.body.data.recentContent;
      expect(new Set(items.map((i: { type: string }) => i.type)).size).toBe(4);
      for (const item of items) {
        const one = await portal.gql(`query($t: ContentType!, $id: ID!) { contentItem(type: $t, id: $id) { ${fields} } }`, { t: item.type, id: item.id }, who.token);
        expect(one.body.data.contentItem).toEqual(item);
      }
      const article = items.find((i: { id: string }) => i.id === ids.article);
      expect(article).toMatchObject({ likes: 1, hasLiked: who === member, authorName: 'staffer', staffCommentary: who === staff ? 'For staff eyes' : null });
      expect(items.find((i: { id: string }) => i.id === ids.publicStory)).toMatchObject({ likes: 1, hasLiked: false });
    }
    // The likes tests below start from none.
    await portal.rest('DELETE', `/api/content/story/${ids.publicStory}/like`, { token: other.token });
    await portal.rest('DELETE', `/api/content/article/${ids.article}/like`, { token: member.token });
  });

  it('honours limit and type; requires sign-in', async () => {
    const r = await portal.rest('GET', '/api/content/recent?limit=2', { token: member.token });
    expect(r.body.data).toHaveLength(2);
    const stories = await portal.rest('GET', '/api/content/recent?type=story', { token: member.token });
    expect(stories.body.data.every((i: any) => i.type === 'story')).toBe(true);
    const kv = await portal.rest('GET', '/api/content/recent?type=key_vote', { token: member.token });
    expect(kv.body.data.map((i: any) => i.id)).toContain(ids.keyVote);
    expect((await portal.rest('GET', '/api/content/recent?type=podcast', { token: member.token })).status).toBe(400);
    expect((await portal.rest('GET', '/api/content/recent')).status).toBe(401);
  });
});

describe('likes', () => {
  it.each(['article', 'key_vote', 'story', 'commentary'] as const)('like and unlike a %s (idempotent)', async (type) => {
    const id = { article: ids.article, key_vote: ids.keyVote, story: ids.publicStory, commentary: ids.commentary }[type];
    let r = await portal.rest('POST', `/api/content/${type}/${id}/like`, { token: member.token });
    expect(r.body.data).toMatchObject({ id, type, likes: 1, hasLiked: true });
    r = await portal.rest('POST', `/api/content/${type}/${id}/like`, { token: member.token });
    expect(r.body.data).toMatchObject({ likes: 1, hasLiked: true });
    r = await portal.rest('POST', `/api/content/${type}/${id}/like`, { token: other.token });
    expect(r.body.data).toMatchObject({ likes: 2, hasLiked: true });
    r = await portal.rest('DELETE', `/api/content/${type}/${id}/like`, { token: member.token });
    expect(r.body.data).toMatchObject({ likes: 1, hasLiked: false });
    await portal.rest('DELETE', `/api/content/${type}/${id}/like`, { token: other.token });
  });

  it('key vote likes agree between /api/content and /api/key-votes', async () => {
    await portal.rest('POST', `/api/content/key_vote/${ids.keyVote}/like`, { token: member.token });
    const kv = await portal.rest('GET', `/api/key-votes/${ids.keyVote}`, { token: member.token });
    expect(kv.body.data).toMatchObject({ likes: 1, has_liked: true });
    await portal.rest('DELETE', `/api/key-votes/${ids.keyVote}/like`, { token: member.token });
    const feed = await portal.rest('GET', '/api/content/recent?type=key_vote', { token: member.token });
    expect(feed.body.data.find((i: any) => i.id === ids.keyVote)).toMatchObject({ likes: 0, hasLiked: false });
  });

  it('concurrent likes stay one per member', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => buildMember(portal.dataSource)));
    await Promise.all(members.flatMap((m) => [1, 2, 3].map(() => portal.rest('POST', `/api/content/article/${ids.article}/like`, { token: m.token }))));
    const g = await portal.gql(`query($id: ID!) { contentItem(type: ARTICLE, id: $id) { likes hasLiked } }`, { id: ids.article }, members[0].token);
    expect(g.body.data.contentItem).toEqual({ likes: 6, hasLiked: true });
  });

  it('a private story cannot be liked by someone who cannot see it; unknown ids are 404; anonymous 401', async () => {
    expect((await portal.rest('POST', `/api/content/story/${ids.privateStory}/like`, { token: member.token })).status).toBe(404);
    expect((await portal.rest('POST', `/api/content/article/00000000-0000-4000-8000-000000000000/like`, { token: member.token })).status).toBe(404);
    expect((await portal.rest('POST', `/api/content/article/not-a-uuid/like`, { token: member.token })).status).toBe(404);
    expect((await portal.rest('POST', `/api/content/article/${ids.article}/like`)).status).toBe(401);
  });
});

describe('staff inline edit and delete', () => {
  it('edits each kind of content; blank title or content gets the SPEC text', async () => {
    const a = await buildArticle(portal.dataSource);
    const r = await portal.rest('PUT', `/api/content/article/${a.id}`, { token: staff.token, body: { title: 'Edited', content: '<p>New body</p><script>x</script>' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ title: 'Edited', summary: 'New body' });
    const [row] = await portal.dataSource.query('SELECT content FROM articles WHERE id = $1', [a.id]);
    expect(row.content).toBe('<p>New body</p>');
    const kv = await portal.rest('PUT', `/api/content/key_vote/${ids.keyVote}`, { token: staff.token, body: { title: 'KV edited', content: 'New description' } });
    expect(kv.body.data).toMatchObject({ title: 'KV edited', summary: 'New description' });
    const st = await portal.rest('PUT', `/api/content/story/${ids.privateStory}`, { token: staff.token, body: { title: 'Story edited', content: 'Story text' } });
    expect(st.body.data).toMatchObject({ title: 'Story edited', summary: 'Story text' });
    const cm = await portal.rest('PUT', `/api/content/commentary/${ids.commentary}`, { token: staff.token, body: { title: 'x', content: 'Edited comment' } });
    expect(cm.body.data).toMatchObject({ summary: 'Edited comment' });
    for (const body of [{ title: ' ', content: 'x' }, { title: 'x', content: '  ' }, {}]) {
      const bad = await portal.rest('PUT', `/api/content/article/${a.id}`, { token: staff.token, body });
      expect(bad).toMatchObject({ status: 400, body: { error: { message: 'Validation Error: Title and content cannot be empty' } } });
    }
  });

  it('members may not edit or delete', async () => {
    expect((await portal.rest('PUT', `/api/content/article/${ids.article}`, { token: member.token, body: { title: 'x', content: 'y' } })).status).toBe(403);
    expect((await portal.rest('DELETE', `/api/content/article/${ids.article}`, { token: member.token })).status).toBe(403);
  });

  it('deletes each kind with its likes', async () => {
    const a = await buildArticle(portal.dataSource);
    const c = await buildCommentary(portal.dataSource, { articleId: a.id, authorId: member.id });
    const s = (await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true })).id;
    const k = await buildKeyVote(portal.dataSource);
    for (const [type, id] of [['commentary', c], ['article', a.id], ['story', s], ['key_vote', k]] as const) {
      await portal.rest('POST', `/api/content/${type}/${id}/like`, { token: member.token });
      const del = await portal.rest('DELETE', `/api/content/${type}/${id}`, { token: staff.token });
      expect(del, `${type}`).toEqual({ status: 200, body: { data: { id } } });
      const [{ n }] = await portal.dataSource.query('SELECT count(*)::int AS n FROM content_likes WHERE content_id = $1', [id]);
      expect(n).toBe(0);
      expect((await portal.rest('POST', `/api/content/${type}/${id}/like`, { token: member.token })).status).toBe(404);
    }
  });
});
