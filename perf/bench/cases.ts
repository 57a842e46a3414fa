// The benchmark table: each row is one GraphQL operation and its REST twin, measured side by
// side by `npm run bench`, and (for the member-facing operations and the staff dashboard) a
// hand-written one-statement SQL floor served over HTTP (floors.ts, floor-server.ts). Feature
// issues add their rows here (keep GraphQL and REST asking for the same data, so the ratio
// compares transports, not workloads).

import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { loadOperations } from '../../gateway/src/rest/operations.js';
import { LEGISLATORS_DIR, VOTES_DIR } from '../../tests/setup/shared-data.js';
import { ARTICLE_FLOOR, COMMENTARIES_FLOOR, FEED_FLOOR, KEY_VOTES_FLOOR, LEGISLATORS_FLOOR, STORIES_FLOOR, STORY_FLOOR } from './floors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BenchCase {
  /** Short, unique; `npm run bench -- <name>` runs only the named cases. */
  name: string;
  graphql: { query: string; variables?: Record<string, unknown> };
  rest: { method: HttpMethod; path: string; body?: unknown };
  /** Sign in through the gateway's /auth/v1 first and send `Authorization: Bearer …` on both sides. */
  signInAs?: { email: string; password: string };
  /** Runs once before the case (e.g. loading data into the bench's database, at `databaseUrl`). */
  prepare?: (env: { databaseUrl?: string }) => void | Promise<void>;
  /**
   * The floor: ONE SQL statement building the whole GraphQL response body as text, served over
   * HTTP by floor-server.ts and measured as a third side. `params` get the signed-in viewer's id.
   */
  floor?: { sql: string; params?: (viewerId: string) => unknown[] };
}

/** The demo accounts (see README); BENCH_TOKEN overrides sign-in, e.g. against hosted auth. */
const STAFF = { email: 'staff@demo.local', password: 'staff-demo-1' };
const MEMBER = { email: 'member@demo.local', password: 'member-demo-1' };

/** The REST operations, so each GraphQL side sends exactly what its REST twin runs. */
const operations = loadOperations();
const restOperation = (name: string): string => {
  const op = operations.get(name);
  if (!op) throw new Error(`no REST operation named ${name}`);
  return op;
};

export const cases: BenchCase[] = [
  {
    name: 'health',
    graphql: { query: '{ health { status } }' },
    rest: { method: 'GET', path: '/api/health' },
  },
];

// ── Bench content (issue 13) ──────────────────────────────────────────────────────────────────
// What the member-facing cases read beyond the demo seed: a public story with a 200-article
// timeline, and an article with 20 reader commentaries and their votes. Fixed ids, inserted once
// into the bench's database (idempotent: ON CONFLICT DO NOTHING).

export const BENCH_STORY_ID = 'b1000000-0000-4000-8000-000000000200';
export const BENCH_ARTICLE_ID = 'b3000000-0000-4000-8000-000000000001';
const DEMO_MEMBER_IDS = [1, 2, 3, 4].map((n) => `d0000000-0000-4000-8000-00000000000${n}`);

let seeded = false;
async function seedBenchContent({ databaseUrl }: { databaseUrl?: string }): Promise<void> {
  if (seeded) return;
  if (!databaseUrl) throw new Error('the story page and article cases need the database (set BENCH_DATABASE_URL with BENCH_URL)');
  seeded = true;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO stories (id, title, description, created_by, is_global, tags, created_at)
       VALUES ($1, 'Benchmark: two hundred articles', 'A long public timeline for npm run bench.', $2, true, '{bench}', timestamptz '2024-12-31')
       ON CONFLICT (id) DO NOTHING`,
      [BENCH_STORY_ID, DEMO_MEMBER_IDS[1]],
    );
    await db.query(
      `INSERT INTO articles (id, url, canonical_url, title, content, image_url, publication, published_at, submitted_by, submitted_at, tags)
       SELECT ('b2000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, u, u, 'Benchmark article ' || i,
              '<p>Paragraph one of article ' || i || '.</p><p>Paragraph two, a little longer, about the same bill.</p>',
              'https://img.example.org/bench/' || i || '.png', 'Example News', timestamptz '2024-01-01' + (i || ' hours')::interval,
              $1, timestamptz '2024-01-01' + (i || ' hours')::interval, '{policy,bench}'
         FROM generate_series(1, 200) AS i, LATERAL (SELECT 'https://bench.example.org/articles/' || i AS u) x
       ON CONFLICT DO NOTHING`,
      [DEMO_MEMBER_IDS[1]],
    );
    await db.query(
      `INSERT INTO story_articles (story_id, article_id, added_at, added_by)
       SELECT $1, ('b2000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, timestamptz '2024-06-01' + (i || ' minutes')::interval, $2
         FROM generate_series(1, 200) AS i
       ON CONFLICT DO NOTHING`,
      [BENCH_STORY_ID, DEMO_MEMBER_IDS[1]],
    );
    await db.query(
      `INSERT INTO articles (id, url, canonical_url, title, content, image_url, publication, published_at, submitted_by, submitted_at, tags)
       VALUES ($1, 'https://bench.example.org/discussed', 'https://bench.example.org/discussed', 'Benchmark: a much discussed article',
               '<p>The article members argue about.</p>', 'https://img.example.org/bench/discussed.png', 'Example News',
               timestamptz '2024-02-01', $2, timestamptz '2024-02-01', '{policy,bench}')
       ON CONFLICT DO NOTHING`,
      [BENCH_ARTICLE_ID, DEMO_MEMBER_IDS[1]],
    );
    await db.query(
      `INSERT INTO commentaries (id, article_id, author_id, content, commentary_type, is_public, created_at, updated_at)
       SELECT ('b4000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, $1, ($2::uuid[])[1 + i % 4],
              'Reader commentary number ' || i || ': a considered view on the bill and what it means for members.',
              'regular', true, timestamptz '2024-02-02' + (i || ' hours')::interval, timestamptz '2024-02-02' + (i || ' hours')::interval
         FROM generate_series(1, 20) AS i
       ON CONFLICT DO NOTHING`,
      [BENCH_ARTICLE_ID, DEMO_MEMBER_IDS],
    );
    await db.query(
      `INSERT INTO commentary_votes (commentary_id, member_id, vote)
       SELECT ('b4000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ($1::uuid[])[m], CASE WHEN (i + m) % 3 = 0 THEN 'down' ELSE 'up' END
         FROM generate_series(1, 20) AS i, generate_series(1, 4) AS m WHERE (i * m) % 5 <> 0
       ON CONFLICT DO NOTHING`,
      [DEMO_MEMBER_IDS],
    );
    await db.query('COMMIT');
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}

// ── Stories (issue 4) ─────────────────────────────────────────────────────────────────────────
// Member-facing: these cases sign in as the demo member (a plain member: no staff powers).

cases.push(
  {
    name: 'stories list',
    graphql: { query: restOperation('Stories') },
    rest: { method: 'GET', path: '/api/stories' },
    signInAs: MEMBER,
    prepare: seedBenchContent,
    floor: { sql: STORIES_FLOOR, params: (viewer) => [viewer] },
  },
  {
    name: 'story page (200 articles)',
    graphql: { query: restOperation('Story'), variables: { id: BENCH_STORY_ID } },
    rest: { method: 'GET', path: `/api/stories/${BENCH_STORY_ID}` },
    signInAs: MEMBER,
    prepare: seedBenchContent,
    floor: { sql: STORY_FLOOR, params: (viewer) => [viewer, BENCH_STORY_ID] },
  },
);

// ── Legislators, representatives and key votes (issue 6) ──────────────────────────────────────
// The staff dashboard's one request — every current legislator with current term, committees and
// staff commentary — over the full ../shared/data import (≈540 legislators), not the demo seed's
// six. Before the first of these cases runs, the real importer loads the data into the bench's
// own database: it finds the bench gateway's embedded PostgreSQL running and connects to it
// (idempotent, so repeated runs change nothing). With BENCH_URL the target's data is used as is.

let imported = false;
export function importSharedDataOnce(): void {
  if (imported || process.env.BENCH_URL) return;
  imported = true;
  const env = { ...process.env, EMBEDDED_PG_DIR: '.data/pg-bench', EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT || '54349', SWC_NODE_PROJECT: 'gateway/tsconfig.json', LOG_LEVEL: 'warn' };
  const cli = ['--import', '@swc-node/register/esm-register', 'gateway/src/ingest/cli.ts'];
  const root = new URL('../../', import.meta.url);
  for (const args of [['legislators', '--from', LEGISLATORS_DIR], ['votes', '--from', VOTES_DIR]]) {
    execFileSync(process.execPath, [...cli, ...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

cases.push(
  {
    name: 'legislators dashboard',
    graphql: { query: restOperation('Legislators') },
    rest: { method: 'GET', path: '/api/legislators' },
    signInAs: STAFF,
    prepare: importSharedDataOnce,
    floor: { sql: LEGISLATORS_FLOOR },
  },
  {
    name: 'key votes list',
    graphql: { query: restOperation('KeyVotes') },
    rest: { method: 'GET', path: '/api/key-votes' },
    signInAs: MEMBER,
    prepare: importSharedDataOnce,
    floor: { sql: KEY_VOTES_FLOOR, params: (viewer) => [viewer] },
  },
);

// ── Articles, commentary and the content feed (issue 5) ──────────────────────────────────────

cases.push(
  {
    name: 'recent articles',
    graphql: { query: restOperation('Articles'), variables: { limit: 10 } },
    rest: { method: 'GET', path: '/api/articles?limit=10' },
    signInAs: MEMBER,
  },
  {
    name: 'article page',
    graphql: { query: restOperation('ArticleDetail'), variables: { id: BENCH_ARTICLE_ID } },
    rest: { method: 'GET', path: `/api/articles/${BENCH_ARTICLE_ID}` },
    signInAs: MEMBER,
    prepare: seedBenchContent,
    floor: { sql: ARTICLE_FLOOR, params: (viewer) => [viewer, BENCH_ARTICLE_ID] },
  },
  {
    name: 'article commentary',
    graphql: { query: restOperation('Commentaries'), variables: { articleId: BENCH_ARTICLE_ID, sortBy: 'VOTES' } },
    rest: { method: 'GET', path: `/api/commentaries?articleId=${BENCH_ARTICLE_ID}&sortBy=votes` },
    signInAs: MEMBER,
    prepare: seedBenchContent,
    floor: { sql: COMMENTARIES_FLOOR, params: (viewer) => [viewer, BENCH_ARTICLE_ID] },
  },
  {
    name: 'dashboard feed',
    graphql: { query: restOperation('RecentContent'), variables: { limit: 10 } },
    rest: { method: 'GET', path: '/api/content/recent?limit=10' },
    signInAs: MEMBER,
    prepare: seedBenchContent,
    floor: { sql: FEED_FLOOR, params: (viewer) => [viewer] },
  },
);
