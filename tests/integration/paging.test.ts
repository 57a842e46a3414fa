import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { CURSOR_MESSAGES } from '../../gateway/src/graphql/cursor.js';
import { buildCommentary, voteOnCommentary } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildArticle, buildStory, buildTimeline } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// Issue 53 item 4: a story's timeline and an article's commentary come a page at a time (≤ 50, by
// cursor), with the count of all of it, over GraphQL and REST; and the counts a page shows are
// kept as votes are cast, not counted when it is read.

let portal: TestPortal;
let staff: TestMember;
let member: TestMember;
let storyId: string;
let articleId: string;
const TIMELINE = 'query($id: UUID!, $order: TimelineOrder!, $after: String, $first: Int!) { story(id: $id) { timeline(order: $order, first: $first, after: $after) { entries { articleId article { publishedAt } } totalCount nextCursor } } }';
const COMMENTS =
  'query($id: UUID!, $after: String, $first: Int!, $sort: CommentarySort!) { commentaries(articleId: $id, sortBy: $sort, includePrivate: true, first: $first, after: $after) { items { id score createdAt isPublic } totalCount nextCursor } }';

beforeAll(async () => {
  portal = await startTestPortal('paging');
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  member = await buildMember(portal.dataSource);
  storyId = (await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true })).id;
  await buildTimeline(portal.dataSource, storyId, 120);
  articleId = (await buildArticle(portal.dataSource, { submittedBy: staff.id })).id;
  const voters = await Promise.all(Array.from({ length: 6 }, () => buildMember(portal.dataSource)));
  for (let i = 0; i < 70; i++) {
    const id = await buildCommentary(portal.dataSource, { articleId, authorId: voters[i % 6]!.id, content: `Comment ${i}`, isPublic: i % 10 !== 0 || i === 0, type: i % 10 === 0 && i > 0 ? 'owner' : 'regular' });
    for (let v = 0; v < i % 5; v++) await voteOnCommentary(portal.dataSource, id, voters[v]!.id, (i + v) % 3 ? 'up' : 'down');
  }
});
afterAll(() => portal?.close());

/** Every page of a paged GraphQL field, following nextCursor. */
async function allPages<T>(query: string, vars: Record<string, unknown>, pick: (data: any) => { list: T[]; totalCount: number; nextCursor: string | null }, token: string) {
  const pages: T[][] = [];
  let after: string | null = null;
  let totalCount = 0;
  do {
    const { body } = await portal.gql(query, { ...vars, after }, token);
    expect(body.errors).toBeUndefined();
    const page = pick(body.data);
    pages.push(page.list);
    totalCount = page.totalCount;
    after = page.nextCursor;
  } while (after && pages.length < 20);
  return { pages, totalCount };
}

describe("a story's timeline", () => {
  it('comes in pages of at most 50 in either order, each entry once, with the count of all of it', async () => {
    for (const order of ['NEWEST_FIRST', 'OLDEST_FIRST'] as const) {
      const { pages, totalCount } = await allPages(TIMELINE, { id: storyId, order, first: 50 }, (d) => ({ list: d.story.timeline.entries, ...d.story.timeline }), member.token);
      expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
      expect(totalCount).toBe(120);
      const entries = pages.flat() as { articleId: string; article: { publishedAt: string } }[];
      expect(new Set(entries.map((e) => e.articleId)).size).toBe(120);
      const dates = entries.map((e) => Date.parse(e.article.publishedAt));
      expect(dates).toEqual([...dates].sort((a, b) => (order === 'NEWEST_FIRST' ? b - a : a - b)));
    }
  });

  it('over REST: the SPEC list as the body, the next page in Link and the count in X-Total-Count', async () => {
    const seen: string[] = [];
    let path: string | null = `/api/stories/${storyId}/articles?order=oldest_first&limit=50`;
    while (path) {
      const res: Response = await fetch(portal.baseUrl + path, { headers: { authorization: `Bearer ${member.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('120');
      const body = (await res.json()) as { article_id?: string; articleId?: string }[];
      expect(Array.isArray(body)).toBe(true);
      seen.push(...body.map((e) => e.articleId ?? e.article_id!));
      path = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    // The story form carries the first page and says how many there are.
    const story = await portal.rest('GET', `/api/stories/${storyId}`, { token: member.token });
    expect(story.body.articles).toHaveLength(20);
    expect(story.body.articlesCount).toBe(120);
    expect(story.body.articles_next_cursor).toEqual(expect.any(String));
  });

  it("moves an entry when its article's publication date changes (the timeline's order is kept in the database)", async () => {
    const first = async () => (await portal.gql(TIMELINE, { id: storyId, order: 'NEWEST_FIRST', first: 1 }, member.token)).body.data.story.timeline.entries[0].articleId;
    const oldest = (await portal.gql(TIMELINE, { id: storyId, order: 'OLDEST_FIRST', first: 1 }, member.token)).body.data.story.timeline.entries[0].articleId;
    expect(await first()).not.toBe(oldest);
    await portal.dataSource.query(`UPDATE articles SET published_at = timestamptz '2030-01-01' WHERE id = $1`, [oldest]);
    expect(await first()).toBe(oldest);
  });

  it('refuses a page over 50 and a cursor it did not give, with a clear 400', async () => {
    const big = await portal.gql(TIMELINE, { id: storyId, order: 'NEWEST_FIRST', first: 51 }, member.token);
    expect(big.body.errors[0]).toMatchObject({ message: CURSOR_MESSAGES.first, extensions: { code: 'BAD_USER_INPUT' } });
    for (const after of ['nope', Buffer.from('[1,2,3]').toString('base64url'), Buffer.from('["x","y"]').toString('base64url'), 'x'.repeat(600)]) {
      const res = await portal.gql(TIMELINE, { id: storyId, order: 'NEWEST_FIRST', first: 10, after }, member.token);
      expect(res.body.errors[0]).toMatchObject({ message: CURSOR_MESSAGES.after, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const rest = await portal.rest('GET', `/api/stories/${storyId}/articles?limit=0`, { token: member.token });
    expect(rest).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
    const cursor = await portal.rest('GET', `/api/stories/${storyId}/articles?cursor=${encodeURIComponent("'; DROP TABLE stories; --")}`, { token: member.token });
    expect(cursor).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message: CURSOR_MESSAGES.after } } });
  });
});

describe("an article's commentary", () => {
  it('comes in pages by votes (best first) and newest first, each once, only what the viewer may see', async () => {
    const [{ visible }] = await portal.dataSource.query(
      `SELECT count(*)::int AS visible FROM commentaries WHERE article_id = $1 AND (is_public OR commentary_type = 'regular')`,
      [articleId],
    );
    for (const [who, token, expected] of [
      ['staff', staff.token, 70],
      ['member', member.token, visible],
    ] as const) {
      for (const sort of ['VOTES', 'NEWEST'] as const) {
        const { pages, totalCount } = await allPages(COMMENTS, { id: articleId, first: 30, sort }, (d) => ({ list: d.commentaries.items, ...d.commentaries }), token);
        const items = pages.flat() as { id: string; score: number; createdAt: string; isPublic: boolean }[];
        expect({ who, sort, totalCount, items: items.length }).toEqual({ who, sort, totalCount: expected, items: expected });
        expect(new Set(items.map((i) => i.id)).size).toBe(expected);
        if (sort === 'VOTES') expect(items.map((i) => i.score)).toEqual([...items.map((i) => i.score)].sort((a, b) => b - a));
        else expect(items.map((i) => i.createdAt)).toEqual([...items.map((i) => i.createdAt)].sort().reverse());
        if (who === 'member') expect(items.every((i) => i.isPublic)).toBe(true);
      }
    }
    const rest = await fetch(`${portal.baseUrl}/api/commentaries?articleId=${articleId}&sortBy=votes&includePrivate=true&limit=25`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-total-count')).toBe('70');
    expect(((await rest.json()) as { data: unknown[] }).data).toHaveLength(25);
    expect(rest.headers.get('link')).toMatch(/^<\/api\/commentaries\?.*cursor=[\w-]+>; rel="next"$/);
  });

  it('keeps each tally and the top commentary as votes are cast, without counting them when read', async () => {
    const article = (await buildArticle(portal.dataSource, { submittedBy: staff.id })).id;
    const quiet = await buildCommentary(portal.dataSource, { articleId: article, authorId: staff.id, content: 'Quiet' });
    const loud = await buildCommentary(portal.dataSource, { articleId: article, authorId: staff.id, content: 'Loud' });
    const voters = await Promise.all(Array.from({ length: 3 }, () => buildMember(portal.dataSource)));
    const top = async () => (await portal.rest('GET', `/api/articles/${article}`, { token: member.token })).body.data.topCommentary?.content;
    for (const v of voters) expect((await portal.rest('POST', `/api/commentaries/${loud}/vote`, { token: v.token, body: { vote: 'up' } })).status).toBe(200);
    expect(await top()).toBe('Loud');
    for (const v of voters) await portal.rest('POST', `/api/commentaries/${loud}/vote`, { token: v.token, body: { vote: 'down' } });
    await portal.rest('POST', `/api/commentaries/${quiet}/vote`, { token: voters[0]!.token, body: { vote: 'up' } });
    expect(await top()).toBe('Quiet');
    const [counts] = await portal.dataSource.query('SELECT votes_up, votes_down FROM commentaries WHERE id = $1', [loud]);
    expect(counts).toEqual({ votes_up: 0, votes_down: 3 });
    // Article votes the same way, and the stored count is what the API answers.
    for (const [i, v] of voters.entries()) await portal.rest('POST', `/api/articles/${article}/vote`, { token: v.token, body: { vote: i ? 'up' : 'down' } });
    await portal.rest('DELETE', `/api/articles/${article}/vote`, { token: voters[2]!.token });
    const answer = (await portal.rest('GET', `/api/articles/${article}`, { token: member.token })).body.data;
    const [stored] = await portal.dataSource.query(
      `SELECT a.votes_up, a.votes_down, (SELECT count(*)::int FROM article_votes v WHERE v.article_id = a.id AND v.vote = 'up') AS up,
              (SELECT count(*)::int FROM article_votes v WHERE v.article_id = a.id AND v.vote = 'down') AS down FROM articles a WHERE a.id = $1`,
      [article],
    );
    expect(stored).toEqual({ votes_up: 1, votes_down: 1, up: 1, down: 1 });
    expect({ up: answer.upvotes, down: answer.downvotes }).toEqual({ up: 1, down: 1 });
    // A voter who leaves takes their votes with them, counts included.
    await portal.dataSource.query('DELETE FROM members WHERE id = $1', [voters[1]!.id]);
    const [after] = await portal.dataSource.query('SELECT votes_up, votes_down FROM articles WHERE id = $1', [article]);
    expect(after).toEqual({ votes_up: 0, votes_down: 1 });
  });
});
