import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { loadOperations } from '../../gateway/src/rest/operations.js';
import { buildCommentary, voteOnCommentary } from '../factories/articles.js';
import { buildKeyVote } from '../factories/legislators.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildArticle, buildStory, buildTimeline, follow } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { sqlCounter } from '../setup/sql-count.js';
import { preparedPool } from '../../gateway/src/db/prepared.js';

// Issue #13 item 4: the member-facing operations `npm run bench` measures against their SQL floors
// send a fixed number of SQL statements per request, however many items they return (no N+1),
// over both transports. Each is asked once with few items and once with ten times as many.

const operations = loadOperations();
const op = (name: string) => operations.get(name)!;

let portal: TestPortal;
let member: TestMember;
let staff: TestMember;
let counter: ReturnType<typeof sqlCounter>;

beforeAll(async () => {
  portal = await startTestPortal('statements_per_request');
  member = await buildMember(portal.dataSource, { showRealName: true });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF, showRealName: true });
  // Once first: a fresh gateway loads its signing keys on its first signed-in request (one statement).
  await portal.gql('{ me { id } }', {}, member.token);
  counter = sqlCounter(portal.dataSource);
});
afterAll(async () => {
  counter?.restore();
  await portal?.close();
});

/**
 * The most statements each operation may send today (the caller's session and roles in one, then
 * one per kind of field; a story list's cards, with their counts, the viewer's state, collaborators
 * and members, in one; a tally or a like count and the viewer's own in one): a change that adds a
 * statement has to say so here.
 */
const CEILING = { stories: 2, story: 10, article: 2, commentaries: 2, feed: 2, keyVotes: 2 };

/** Does not grow with the data, and stays under the operation's ceiling, over both transports. */
function expectBounded(few: { gql: number; rest: number }, many: { gql: number; rest: number }, ceiling: number) {
  expect(many.gql).toBeLessThanOrEqual(few.gql);
  expect(many.rest).toBeLessThanOrEqual(few.rest);
  expect(Math.max(few.gql, few.rest, many.gql, many.rest)).toBeLessThanOrEqual(ceiling);
}

/** Statements sent by one request over GraphQL and its REST twin; both must succeed. */
async function statements(query: string, variables: Record<string, unknown>, restPath: string, token: string) {
  // Once unmeasured: what a gateway reads once per process (the signing keys, reloaded after the
  // notification listener connects) is not a statement of the operation.
  await portal.gql(query, variables, token);
  const gql = await counter.during(() => portal.gql(query, variables, token));
  expect(gql.result.body.errors).toBeUndefined();
  const rest = await counter.during(() => portal.rest('GET', restPath, { token }));
  expect(rest.result.status).toBe(200);
  return { gql: gql.statements.length, rest: rest.statements.length, data: gql.result.body.data };
}

/** Adds `n` members who each vote on and like things, and write commentary, so lists carry real tallies. */
async function readers(n: number): Promise<TestMember[]> {
  const out: TestMember[] = [];
  for (let i = 0; i < n; i++) out.push(await buildMember(portal.dataSource, { showRealName: i % 2 === 0 }));
  return out;
}

describe('statements per request stay constant as the data grows (no N+1)', () => {
  it('stories list: 3 stories and 30', async () => {
    const ds = portal.dataSource;
    const grow = async (k: number) => {
      for (let i = 0; i < k; i++) {
        const s = await buildStory(ds, { ownerId: staff.id, isGlobal: true });
        await buildTimeline(ds, s.id, 2);
        await follow(ds, s.id, member.id);
      }
    };
    await grow(3);
    const few = await statements(op('Stories'), {}, '/api/stories', member.token);
    await grow(27);
    const many = await statements(op('Stories'), {}, '/api/stories', member.token);
    expect(many.data.stories.length).toBeGreaterThanOrEqual(25);
    expectBounded(few, many, CEILING.stories);
  });

  it('story page: 20 articles and 200', async () => {
    const ds = portal.dataSource;
    const small = await buildStory(ds, { ownerId: staff.id, isGlobal: true });
    await buildTimeline(ds, small.id, 20);
    const big = await buildStory(ds, { ownerId: staff.id, isGlobal: true });
    await buildTimeline(ds, big.id, 200);
    const few = await statements(op('Story'), { id: small.id }, `/api/stories/${small.id}`, member.token);
    const many = await statements(op('Story'), { id: big.id }, `/api/stories/${big.id}`, member.token);
    expect(many.data.story.timeline.entries).toHaveLength(20);
    expect(many.data.story.timeline.totalCount).toBe(200);
    expectBounded(few, many, CEILING.story);
  });

  it('article page and its commentary: 2 commentaries and 20, with votes', async () => {
    const ds = portal.dataSource;
    const people = await readers(4);
    const article = async (n: number) => {
      const a = await buildArticle(ds, { submittedBy: staff.id });
      for (let i = 0; i < n; i++) {
        const c = await buildCommentary(ds, { articleId: a.id, authorId: people[i % people.length].id, content: `Commentary ${i}` });
        await voteOnCommentary(ds, c, people[(i + 1) % people.length].id, i % 3 ? 'up' : 'down');
      }
      return a.id;
    };
    const [small, big] = [await article(2), await article(20)];
    const page = async (id: string) => statements(op('ArticleDetail'), { id }, `/api/articles/${id}`, member.token);
    const list = async (id: string) =>
      statements(op('Commentaries'), { articleId: id, sortBy: 'VOTES' }, `/api/commentaries?articleId=${id}&sortBy=votes`, member.token);
    const [fewPage, manyPage] = [await page(small), await page(big)];
    expect(manyPage.data.article.commentaryCount).toBe(20);
    expectBounded(fewPage, manyPage, CEILING.article);
    const [fewList, manyList] = [await list(small), await list(big)];
    expect(manyList.data.commentaries.items).toHaveLength(20);
    expect(manyList.data.commentaries.totalCount).toBe(20);
    expectBounded(fewList, manyList, CEILING.commentaries);
  });

  it('dashboard feed and key votes list: 1 item of each kind and 10', async () => {
    const ds = portal.dataSource;
    const grow = async (k: number) => {
      for (let i = 0; i < k; i++) {
        const a = await buildArticle(ds, { submittedBy: staff.id });
        await buildCommentary(ds, { articleId: a.id, authorId: member.id });
        await buildStory(ds, { ownerId: staff.id, isGlobal: true });
        await buildKeyVote(ds, { createdBy: staff.id });
      }
    };
    await grow(1);
    const feed = () => statements(op('RecentContent'), { limit: 10 }, '/api/content/recent?limit=10', member.token);
    const keyVotes = () => statements(op('KeyVotes'), {}, '/api/key-votes', member.token);
    const [fewFeed, fewVotes] = [await feed(), await keyVotes()];
    await grow(10);
    const [manyFeed, manyVotes] = [await feed(), await keyVotes()];
    expect(manyFeed.data.recentContent).toHaveLength(10);
    expect(new Set(manyFeed.data.recentContent.map((i: { type: string }) => i.type)).size).toBe(4);
    expectBounded(fewFeed, manyFeed, CEILING.feed);
    expect(manyVotes.data.keyVotes).toHaveLength(10);
    expectBounded(fewVotes, manyVotes, CEILING.keyVotes);
  });
});

describe('hot reads are planned once per connection', () => {
  // Named prepared statements run with plan_cache_mode = force_generic_plan (db/prepared.ts). Left to
  // PostgreSQL's default, the story list, article and key votes statements were planned again on
  // every execution (a custom plan each time), which cost half of PostgreSQL's CPU per request.
  it('each operation asked eight times: every named statement reuses its generic plan', async () => {
    const ds = portal.dataSource;
    const story = await buildStory(ds, { ownerId: staff.id, isGlobal: true });
    await buildTimeline(ds, story.id, 3);
    const article = await buildArticle(ds, { submittedBy: staff.id });
    await buildCommentary(ds, { articleId: article.id, authorId: member.id });
    await buildKeyVote(ds, { createdBy: staff.id });
    const asks: [string, Record<string, unknown>][] = [
      [op('Stories'), {}],
      [op('ArticleDetail'), { id: article.id }],
      [op('Commentaries'), { articleId: article.id, sortBy: 'VOTES' }],
      [op('RecentContent'), { limit: 10 }],
      [op('KeyVotes'), {}],
    ];
    // One at a time, so the pool hands every statement the same connection (its most recently used).
    for (let i = 0; i < 8; i++) {
      for (const [query, variables] of asks) expect((await portal.gql(query, variables, member.token)).body.errors).toBeUndefined();
    }
    const { rows } = await preparedPool(ds).query<{ statement: string; generic_plans: string; custom_plans: string }>(
      "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'p\\_%'",
    );
    const seen = (fragment: string) => rows.filter((r) => r.statement.includes(fragment));
    // The caller check, the story cards, the article (with its commentary), the feed and the key votes.
    for (const fragment of ['FROM member_roles', 'FROM stories s', 'FROM articles a', 'followed_new', 'FROM key_votes k']) {
      expect(seen(fragment), fragment).not.toHaveLength(0);
    }
    for (const r of rows) {
      expect({ statement: r.statement.slice(0, 60), custom: Number(r.custom_plans) }).toEqual({ statement: r.statement.slice(0, 60), custom: 0 });
      expect(Number(r.generic_plans)).toBeGreaterThan(0);
    }
  });
});

describe('the hot reads cost the same however large the organization grows', () => {
  // Each hot statement must find its rows through an index, not by reading a whole table:
  // - the stories list's cards read their owner and collaborators. As `m.id = s.created_by OR m.id IN
  //   (…)`, PostgreSQL could not use the members' primary key and scanned every member once per
  //   card (15 ms for five cards with 20,000 members);
  // - the dashboard feed's newest public commentary had no index in its order, so every
  //   commentary and article was read and sorted for ten rows (19 ms with 20,000 articles and 60,000
  //   commentaries; ix_commentaries_created_at_id).
  // Every named statement this connection holds (the operations above: caller, cards, article,
  // commentary, feed, key votes) is checked, on 5,000 members, 5,000 articles and 15,000 commentaries.
  it('no named statement scans the members, articles or commentaries', async () => {
    const ds = portal.dataSource;
    expect((await portal.gql(op('Stories'), {}, member.token)).body.errors).toBeUndefined();
    expect((await portal.gql(op('RecentContent'), { limit: 10 }, member.token)).body.errors).toBeUndefined();
    const { rows } = await preparedPool(ds).query<{ statement: string }>(
      "SELECT statement FROM pg_prepared_statements WHERE name LIKE 'p\\_%'",
    );
    expect(rows.some((r) => r.statement.includes('FROM stories s LEFT JOIN story_follows'))).toBe(true);
    expect(rows.some((r) => r.statement.includes('followed_new'))).toBe(true);
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`INSERT INTO members (id, email) SELECT gen_random_uuid(), 'many-' || g || '@example.test' FROM generate_series(1, 5000) g`);
      await runner.query(
        `INSERT INTO articles (id, url, canonical_url, title, submitted_by, submitted_at)
         SELECT gen_random_uuid(), 'https://many.example/' || g, 'https://many.example/' || g, 'Article ' || g, $1, now() - g * interval '1 minute'
           FROM generate_series(1, 5000) g`,
        [staff.id],
      );
      await runner.query(
        `INSERT INTO commentaries (id, article_id, author_id, content, commentary_type, is_public, created_at)
         SELECT gen_random_uuid(), a.id, $1, 'Commentary', 'regular', true, a.submitted_at + n * interval '1 second'
           FROM articles a, generate_series(1, 3) n WHERE a.url LIKE 'https://many.example/%'`,
        [member.id],
      );
      await runner.query('ANALYZE members; ANALYZE articles; ANALYZE commentaries');
      for (const { statement } of rows) {
        const plan = ((await runner.query(`EXPLAIN (GENERIC_PLAN) ${statement}`)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
        expect(plan, statement.slice(0, 80)).not.toMatch(/Seq Scan on (members|articles|commentaries)\b/);
        if (statement.includes('FROM stories s LEFT JOIN story_follows')) expect(plan).toMatch(/Index (Only )?Scan using pk_members on members m/);
        if (statement.includes('followed_new')) expect(plan).toMatch(/Index Scan using ix_commentaries_created_at_id on commentaries c/);
      }
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
      await ds.query('ANALYZE members; ANALYZE articles; ANALYZE commentaries');
    }
  });
});
