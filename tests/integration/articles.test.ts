import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { setArticleFetchOptions } from '../../gateway/src/ingest/article/article-source.js';
import { articlePage, buildArticle, html, startPageServer } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addArticleToStory, buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { sqlCounter } from '../setup/sql-count.js';

/**
 * Articles: submission by URL (pages served from a local server, ARTICLE_FETCH_ALLOW_PRIVATE on),
 * dedupe, bad input, staff-only submission and editing, votes (incl. concurrent clicks), over
 * GraphQL and REST.
 */

let portal: TestPortal;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let staff: TestMember;
let member: TestMember;
let admin: TestMember;

const ARTICLE = `id title url content imageUrl publication publishedAt tags upvotes downvotes score userVote storyCount submittedBy submitterDisplayName
  viewerCan { edit delete vote comment addStaffCommentary addOwnerNote }`;
const PARSE = `mutation($url: String!) { parseUrl(url: $url) { id title status isExisting article { ${ARTICLE} } } }`;
const VOTE = `mutation($id: UUID!, $vote: Vote) { voteArticle(id: $id, vote: $vote) { id upvotes downvotes score userVote } }`;

const count = async () => Number((await portal.dataSource.query('SELECT count(*)::int AS n FROM articles'))[0].n);

beforeAll(async () => {
  setArticleFetchOptions({ allowPrivate: true });
  portal = await startTestPortal('articles');
  pages = await startPageServer({
    '/housing': html(
      articlePage({ title: 'Council weighs housing budget', site: 'City Ledger', image: '/img/council.jpg', published: '2025-03-04T10:00:00-05:00' }),
    ),
    '/canonical-a': html(articlePage({ title: 'One story, two addresses', ogUrl: '/canonical-main' })),
    '/canonical-b': html(articlePage({ title: 'One story, two addresses', canonical: '/canonical-main?utm_source=feed' })),
    '/untitled/page': html('<html><body><p>No title anywhere on this page at all.</p></body></html>'),
    '/json': html('{"not":"html"}', 'application/json'),
    '/image.png': html('PNG', 'image/png'),
    '/redirect': (_req, res) => res.writeHead(302, { location: '/housing' }).end(),
    '/foreign-canonical': html(articlePage({ title: 'Claims to be elsewhere', ogUrl: 'https://www.nytimes.com/some/article' })),
  });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'desk_editor', showRealName: true });
  member = await buildMember(portal.dataSource);
  admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
  setArticleFetchOptions(null);
});

describe('submission by URL', () => {
  let housingId: string;

  it('fetches, extracts and stores a new article (GraphQL)', async () => {
    const { body } = await portal.gql(PARSE, { url: pages.url('/housing') }, staff.token);
    expect(body.errors).toBeUndefined();
    const r = body.data.parseUrl;
    expect(r).toMatchObject({ title: 'Council weighs housing budget', isExisting: false });
    expect(r.status).toBe('NEW');
    housingId = r.id;
    expect(r.article).toMatchObject({
      title: 'Council weighs housing budget',
      url: pages.url('/housing'),
      publication: 'City Ledger',
      imageUrl: pages.url('/img/council.jpg'),
      publishedAt: '2025-03-04T15:00:00.000Z',
      upvotes: 0,
      downvotes: 0,
      userVote: null,
      storyCount: 0,
      submittedBy: staff.id,
      submitterDisplayName: 'desk_editor',
    });
    expect(r.article.tags.length).toBeGreaterThan(0);
    expect(r.article.tags).toContain('housing');
    // Sanitized: no script, no handlers, no javascript: links; safe links kept with rel.
    expect(r.article.content).toContain('rent assistance');
    expect(r.article.content).not.toMatch(/<script|onclick|javascript:/i);
    expect(r.article.content).toContain('href="https://example.org/more"');
    expect(r.article.content).toContain('rel="noopener noreferrer nofollow"');
  });

  it('returns the existing article for the same URL with tracking parameters, a fragment or a redirect', async () => {
    const before = await count();
    for (const url of [pages.url('/housing?utm_source=newsletter&fbclid=abc#top'), pages.url('/housing/'), pages.url('/redirect')]) {
      const { body } = await portal.gql(PARSE, { url }, staff.token);
      expect(body.errors, url).toBeUndefined();
      expect(body.data.parseUrl).toMatchObject({ id: housingId, isExisting: true, status: 'EXISTING' });
    }
    expect(await count()).toBe(before);
  });

  it('dedupes by og:url / link rel=canonical', async () => {
    const a = await portal.rest('POST', '/api/articles/parse-url', { token: staff.token, body: { url: pages.url('/canonical-a') } });
    expect(a.status).toBe(201);
    expect(a.body.data.article.isExisting).toBe(false);
    const b = await portal.rest('POST', '/api/articles/parse-url', { token: staff.token, body: { url: pages.url('/canonical-b') } });
    expect(b.status).toBe(200);
    expect(b.body.data.article).toMatchObject({ id: a.body.data.article.id, isExisting: true });
  });

  it('ignores a canonical URL on another site (a page cannot capture another site’s article)', async () => {
    const { body } = await portal.gql(PARSE, { url: pages.url('/foreign-canonical') }, staff.token);
    expect(body.errors).toBeUndefined();
    const [row] = await portal.dataSource.query('SELECT canonical_url FROM articles WHERE id = $1', [body.data.parseUrl.id]);
    expect(row.canonical_url).toBe(pages.url('/foreign-canonical'));
  });

  it('REST parse-url answers {data: {article: {..., isExisting}}}; the submit wrapper {id, title, status}', async () => {
    const r = await portal.rest('POST', '/api/articles/parse-url', { token: staff.token, body: { url: pages.url('/housing') } });
    expect(r.status).toBe(200);
    expect(r.body.data.article).toMatchObject({ id: housingId, title: 'Council weighs housing budget', isExisting: true, userVote: null });
    const s = await portal.rest('POST', '/api/articles/submit', { token: admin.token, body: { url: pages.url('/housing') } });
    expect(s).toEqual({ status: 200, body: { id: housingId, title: 'Council weighs housing budget', status: 'existing' } });
  });

  it('falls back to host and path for a page without a title', async () => {
    const s = await portal.rest('POST', '/api/articles/submit', { token: staff.token, body: { url: pages.url('/untitled/page') } });
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({ status: 'new', title: `127.0.0.1/untitled/page` });
  });

  it.each([
    ['', 'Please enter a URL'],
    ['   ', 'Please enter a URL'],
    ['not a url', 'Please enter a valid URL'],
    ['ftp://example.org/file', 'Please enter a valid URL starting with http:// or https://'],
    ['javascript:alert(1)', 'Please enter a valid URL starting with http:// or https://'],
  ])('rejects %j with %j and stores nothing', async (url, message) => {
    const before = await count();
    const r = await portal.rest('POST', '/api/articles/parse-url', { token: staff.token, body: { url } });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message });
    expect(await count()).toBe(before);
  });

  it.each([
    ['/json', 'NOT_HTML'],
    ['/image.png', 'NOT_HTML'],
    ['/missing', 'HTTP_STATUS'],
  ])('a failed fetch of %s (%s) is a clear 400 and creates no row', async (path, reason) => {
    const before = await count();
    const r = await portal.rest('POST', '/api/articles/parse-url', { token: staff.token, body: { url: pages.url(path) } });
    expect(r.status).toBe(400);
    expect(r.body.error.details).toMatchObject({ reason });
    expect(r.body.error.message.length).toBeGreaterThan(10);
    expect(await count()).toBe(before);
  });

  it('is for staff, admin and super_admin only (SPEC §6)', async () => {
    const anon = await portal.rest('POST', '/api/articles/parse-url', { body: { url: pages.url('/housing') } });
    expect(anon.status).toBe(401);
    const m = await portal.rest('POST', '/api/articles/parse-url', { token: member.token, body: { url: pages.url('/housing') } });
    expect(m.status).toBe(403);
    const g = await portal.gql(PARSE, { url: pages.url('/housing') }, member.token);
    expect(g.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('concurrent submissions of one new page create one article', async () => {
    const srv = await startPageServer({ '/race': html(articlePage({ title: 'Race page' })) });
    try {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => portal.rest('POST', '/api/articles/submit', { token: staff.token, body: { url: srv.url('/race') } })),
      );
      const ids = new Set(results.map((r) => r.body.id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => r.body.status === 'new')).toHaveLength(1);
    } finally {
      await srv.close();
    }
  });
});

describe('reading, editing, deleting', () => {
  it('lists newest first with filters; 404 for an unknown id; sign-in required', async () => {
    const a = await buildArticle(portal.dataSource, { title: 'Tagged about water' });
    await portal.dataSource.query(`UPDATE articles SET tags = '{water,policy}' WHERE id = $1`, [a.id]);
    const list = await portal.rest('GET', '/api/articles?limit=50', { token: member.token });
    expect(list.status).toBe(200);
    expect(list.body.data[0].id).toBe(a.id);
    const byTag = await portal.rest('GET', '/api/articles?tag=water', { token: member.token });
    expect(byTag.body.data.map((x: any) => x.id)).toEqual([a.id]);
    const bySearch = await portal.rest('GET', '/api/articles?search=about%20water', { token: member.token });
    expect(bySearch.body.data.map((x: any) => x.id)).toEqual([a.id]);
    expect((await portal.rest('GET', '/api/articles')).status).toBe(401);
    const missing = await portal.rest('GET', '/api/articles/00000000-0000-4000-8000-000000000000', { token: member.token });
    expect(missing).toMatchObject({ status: 404, body: { error: { message: 'Article not found' } } });
    const one = await portal.rest('GET', `/api/articles/${a.id}`, { token: member.token });
    expect(one.body.data).toMatchObject({ id: a.id, title: 'Tagged about water', publication: 'Example News', storyCount: 0, userVote: null, topCommentary: null });
  });

  it('storyCount counts only stories the viewer may see', async () => {
    const a = await buildArticle(portal.dataSource);
    const pub = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true });
    const priv = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: false });
    await addArticleToStory(portal.dataSource, pub.id, a.id);
    await addArticleToStory(portal.dataSource, priv.id, a.id);
    expect((await portal.rest('GET', `/api/articles/${a.id}`, { token: member.token })).body.data.storyCount).toBe(1);
    expect((await portal.rest('GET', `/api/articles/${a.id}`, { token: staff.token })).body.data.storyCount).toBe(2);
  });

  it('staff edit title and content (sanitized); blank is refused with the SPEC text; members cannot', async () => {
    const a = await buildArticle(portal.dataSource);
    const ok = await portal.rest('PUT', `/api/articles/${a.id}`, { token: staff.token, body: { title: ' New title ', content: '<p>Fine</p><img src=x onerror=alert(1)><script>x</script>', tags: 'a, b' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ title: 'New title', tags: ['a', 'b'] });
    expect(ok.body.data.content).not.toMatch(/onerror|<script/);
    const blank = await portal.rest('PUT', `/api/articles/${a.id}`, { token: staff.token, body: { title: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { error: { message: 'Validation Error: Title and content cannot be empty' } } });
    expect((await portal.rest('PUT', `/api/articles/${a.id}`, { token: member.token, body: { title: 'x' } })).status).toBe(403);
  });

  it('staff delete; members cannot', async () => {
    const a = await buildArticle(portal.dataSource);
    expect((await portal.rest('DELETE', `/api/articles/${a.id}`, { token: member.token })).status).toBe(403);
    const del = await portal.rest('DELETE', `/api/articles/${a.id}`, { token: staff.token });
    expect(del).toEqual({ status: 200, body: { data: { id: a.id } } });
    expect((await portal.rest('GET', `/api/articles/${a.id}`, { token: staff.token })).status).toBe(404);
  });

  it('the Recent Articles list stays at a bounded number of statements', async () => {
    for (let i = 0; i < 5; i++) await buildArticle(portal.dataSource);
    const counter = sqlCounter(portal.dataSource);
    try {
      const { statements } = await counter.during(() =>
        portal.gql(`{ articles(limit: 10) { ${ARTICLE} topCommentary { id content score } commentaryCount } }`, {}, member.token),
      );
      expect(statements.length).toBeLessThanOrEqual(14);
    } finally {
      counter.restore();
    }
  });
});

describe('votes', () => {
  it('up, switch, remove (desired state) over GraphQL and REST', async () => {
    const a = await buildArticle(portal.dataSource);
    let r = await portal.gql(VOTE, { id: a.id, vote: 'UP' }, member.token);
    expect(r.body.data.voteArticle).toMatchObject({ upvotes: 1, downvotes: 0, score: 1, userVote: 'UP' });
    r = await portal.gql(VOTE, { id: a.id, vote: 'UP' }, member.token);
    expect(r.body.data.voteArticle).toMatchObject({ upvotes: 1, score: 1, userVote: 'UP' });
    const down = await portal.rest('POST', `/api/articles/${a.id}/vote`, { token: member.token, body: { vote: 'down' } });
    expect(down.body.data).toMatchObject({ upvotes: 0, downvotes: 1, score: -1, userVote: 'down' });
    const none = await portal.rest('DELETE', `/api/articles/${a.id}/vote`, { token: member.token });
    expect(none.body.data).toMatchObject({ upvotes: 0, downvotes: 0, score: 0, userVote: null });
    const other = await portal.rest('POST', `/api/articles/${a.id}/vote`, { token: member.token, body: { vote: 'none' } });
    expect(other.body.data.userVote).toBeNull();
  });

  it('refuses a vote that is not up/down, and anonymous callers', async () => {
    const a = await buildArticle(portal.dataSource);
    const bad = await portal.rest('POST', `/api/articles/${a.id}/vote`, { token: member.token, body: { vote: 'sideways' } });
    expect(bad.status).toBe(400);
    const missing = await portal.rest('POST', `/api/articles/${a.id}/vote`, { token: member.token, body: {} });
    expect(missing.status).toBe(400);
    expect((await portal.rest('POST', `/api/articles/${a.id}/vote`, { body: { vote: 'up' } })).status).toBe(401);
  });

  it('stays exact under concurrent clicks: one row per member, tallies equal the rows', async () => {
    const a = await buildArticle(portal.dataSource);
    const voters = await Promise.all(Array.from({ length: 12 }, () => buildMember(portal.dataSource)));
    // Every voter clicks many times at once; the last state each asked for is one of up/down/none.
    const clicks = voters.flatMap((v, i) =>
      Array.from({ length: 5 }, (_, k) => ({ v, vote: (['up', 'down', 'none'] as const)[(i + k) % 3] })),
    );
    await Promise.all(clicks.map((c) => portal.rest('POST', `/api/articles/${a.id}/vote`, { token: c.v.token, body: { vote: c.vote } })));
    // Then each settles on a known final state, concurrently.
    const finals = voters.map((v, i) => ({ v, vote: i % 3 === 0 ? 'up' : i % 3 === 1 ? 'down' : 'none' }));
    const answers = await Promise.all(finals.map((f) => portal.rest('POST', `/api/articles/${a.id}/vote`, { token: f.v.token, body: { vote: f.vote } })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const rows: { member_id: string; vote: string }[] = await portal.dataSource.query('SELECT member_id, vote FROM article_votes WHERE article_id = $1', [a.id]);
    expect(rows).toHaveLength(8);
    const view = await portal.rest('GET', `/api/articles/${a.id}`, { token: voters[0].token });
    expect(view.body.data).toMatchObject({ upvotes: 4, downvotes: 4, score: 0, userVote: 'up' });
    for (const f of finals) {
      const mine = await portal.gql(`query($id: UUID!) { article(id: $id) { userVote } }`, { id: a.id }, f.v.token);
      expect(mine.body.data.article.userVote).toBe(f.vote === 'none' ? null : f.vote.toUpperCase());
    }
    // The same member clicking up and down in parallel still has exactly one row.
    const solo = voters[0];
    await Promise.all(Array.from({ length: 10 }, (_, k) => portal.rest('POST', `/api/articles/${a.id}/vote`, { token: solo.token, body: { vote: k % 2 ? 'up' : 'down' } })));
    const soloRows = await portal.dataSource.query('SELECT vote FROM article_votes WHERE article_id = $1 AND member_id = $2', [a.id, solo.id]);
    expect(soloRows).toHaveLength(1);
  });
});
