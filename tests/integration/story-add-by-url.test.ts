import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { setArticleFetchOptions } from '../../gateway/src/ingest/article/article-source.js';
import { articlePage, buildArticle, html, startPageServer } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addArticleToStory, addCollaborator, buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Staff story tools (issue 58 item 6): Add Article by URL makes the article and puts it on the
 * timeline in one request, or says why not; the member's own articles say "In this story" when
 * they are on it already.
 */
let portal: TestPortal;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let owner: TestMember;
let outsider: TestMember;

const ADD = `mutation($s: UUID!, $u: String!) { addArticleUrlToStory(storyId: $s, url: $u) { isExisting alreadyInStory entry { articleId article { title inStory(storyId: $s) } } } }`;
const articles = async () => Number((await portal.dataSource.query('SELECT count(*)::int AS n FROM articles'))[0].n);
const onTimeline = async (storyId: string, articleId: string) =>
  (await portal.dataSource.query('SELECT 1 FROM story_articles WHERE story_id = $1 AND article_id = $2', [storyId, articleId])).length === 1;

beforeAll(async () => {
  setArticleFetchOptions({ allowPrivate: true });
  portal = await startTestPortal('story_add_by_url');
  pages = await startPageServer({
    '/budget': html(articlePage({ title: 'Budget vote set for Tuesday', site: 'City Ledger' })),
    '/transit': html(articlePage({ title: 'Transit plan advances', site: 'Metro Daily' })),
    '/rail': html(articlePage({ title: 'Rail link funded', site: 'Metro Daily' })),
  });
  owner = await buildMember(portal.dataSource, { role: Role.STAFF });
  outsider = await buildMember(portal.dataSource, { role: Role.STAFF });
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
  setArticleFetchOptions(null);
});

describe('Add Article by URL', () => {
  it('a new URL becomes an article on the timeline in one request (GraphQL), and again is "already in this story"', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    const first = await portal.gql(ADD, { s: story.id, u: pages.url('/budget') }, owner.token);
    expect(first.body.errors).toBeUndefined();
    const done = first.body.data.addArticleUrlToStory;
    expect(done).toMatchObject({ isExisting: false, alreadyInStory: false, entry: { article: { title: 'Budget vote set for Tuesday', inStory: true } } });
    expect(await onTimeline(story.id, done.entry.articleId)).toBe(true);
    const again = await portal.gql(ADD, { s: story.id, u: pages.url('/budget') }, owner.token);
    expect(again.body.data.addArticleUrlToStory).toMatchObject({ isExisting: true, alreadyInStory: true, entry: { articleId: done.entry.articleId } });
  });

  it('REST: 201 with the entry; a known article joins too (200 when already on it)', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    const res = await portal.rest('POST', `/api/stories/${story.id}/articles`, { token: owner.token, body: { url: pages.url('/transit') } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isExisting: false, alreadyInStory: false });
    const other = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    const known = await portal.rest('POST', `/api/stories/${other.id}/articles`, { token: owner.token, body: { url: pages.url('/transit') } });
    expect(known.status).toBe(201);
    expect(known.body).toMatchObject({ isExisting: true, alreadyInStory: false });
    const twice = await portal.rest('POST', `/api/stories/${other.id}/articles`, { token: owner.token, body: { url: pages.url('/transit') } });
    expect(twice.status).toBe(200);
    expect(twice.body.alreadyInStory).toBe(true);
  });

  it('someone who may not add to the story is refused before the URL is fetched: no article is made', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    const before = await articles();
    const res = await portal.rest('POST', `/api/stories/${story.id}/articles`, { token: outsider.token, body: { url: pages.url('/rail') } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You do not have permission to add articles to this story.');
    expect(await articles()).toBe(before);
  });

  it('a bad URL is a clear 400, never a 500, and nothing is made', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    const before = await articles();
    for (const body of [{ url: 'not a url' }, {}, { url: 42 }]) {
      const res = await portal.rest('POST', `/api/stories/${story.id}/articles`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('BAD_USER_INPUT');
    }
    expect(await articles()).toBe(before);
  });
});

describe('"In this story" on Add Article', () => {
  it("the member's own articles say whether each is on the story; a story they may not see answers false", async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    const inIt = await buildArticle(portal.dataSource, { submittedBy: owner.id });
    const notInIt = await buildArticle(portal.dataSource, { submittedBy: owner.id });
    await addArticleToStory(portal.dataSource, story.id, inIt.id, owner.id);
    const q = 'query($s: UUID!) { myArticles { id inStory(storyId: $s) } }';
    const mine = (await portal.gql(q, { s: story.id }, owner.token)).body.data.myArticles as { id: string; inStory: boolean }[];
    expect(mine.find((a) => a.id === inIt.id)?.inStory).toBe(true);
    expect(mine.find((a) => a.id === notInIt.id)?.inStory).toBe(false);

    const hidden = await buildStory(portal.dataSource, { ownerId: outsider.id, isGlobal: false });
    await addArticleToStory(portal.dataSource, hidden.id, inIt.id, outsider.id);
    const member = await buildMember(portal.dataSource);
    await addCollaborator(portal.dataSource, story.id, member.id, 'contributor');
    const probe = await portal.gql('query($s: UUID!, $a: UUID!) { article(id: $a) { inStory(storyId: $s) } }', { s: hidden.id, a: inIt.id }, member.token);
    expect(probe.body.data.article.inStory).toBe(false);
  });
});
