// The benchmark table: each row is one GraphQL operation and its REST twin, measured side by
// side by `npm run bench`, plus (optionally) the raw SQL that produces the same rows. Feature
// issues add their rows here (keep GraphQL and REST asking for the same data, so the ratio
// compares transports, not workloads).

import { execFileSync } from 'node:child_process';
import { loadOperations } from '../../gateway/src/rest/operations.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BenchCase {
  /** Short, unique; `npm run bench -- <name>` runs only the named cases. */
  name: string;
  graphql: { query: string; variables?: Record<string, unknown> };
  rest: { method: HttpMethod; path: string; body?: unknown };
  /** Sign in through the gateway's /auth/v1 first and send `Authorization: Bearer …` on both sides. */
  signInAs?: { email: string; password: string };
  /** Runs once before the case (e.g. loading data into the bench's database). */
  prepare?: () => void | Promise<void>;
  /** The SQL that produces the same rows, measured directly on the database as a third row. */
  sql?: string;
}

/** The demo staff account (see README); BENCH_TOKEN overrides sign-in, e.g. against hosted auth. */
const STAFF = { email: 'staff@demo.local', password: 'staff-demo-1' };

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

// ── Stories (issue 4) ─────────────────────────────────────────────────────────────────────────
// Stories are for signed-in members: these cases sign in as the demo staff account.

/** The demo seed's featured story "The reconciliation bill…" (DEMO_STORY_IDS.reconciliation). */
const DEMO_STORY_ID = 'd1000000-0000-4000-8000-000000000001';

cases.push(
  {
    name: 'stories list',
    graphql: { query: restOperation('Stories') },
    rest: { method: 'GET', path: '/api/stories' },
    signInAs: STAFF,
  },
  {
    name: 'story page',
    graphql: { query: restOperation('Story'), variables: { id: DEMO_STORY_ID } },
    rest: { method: 'GET', path: `/api/stories/${DEMO_STORY_ID}` },
    signInAs: STAFF,
  },
);

// ── Legislators, representatives and key votes (issue 6) ──────────────────────────────────────
// The staff dashboard's one request — every current legislator with current term, committees and
// staff commentary — over the full ../shared/data import (≈540 legislators), not the demo seed's
// six. Before the first of these cases runs, the real importer loads the data into the bench's
// own database: it finds the bench gateway's embedded PostgreSQL running and connects to it
// (idempotent, so repeated runs change nothing). With BENCH_URL the target's data is used as is.

let imported = false;
function importSharedDataOnce(): void {
  if (imported || process.env.BENCH_URL) return;
  imported = true;
  const env = { ...process.env, EMBEDDED_PG_DIR: '.data/pg-bench', EMBEDDED_PG_PORT: '54349', SWC_NODE_PROJECT: 'gateway/tsconfig.json', LOG_LEVEL: 'warn' };
  const cli = ['--import', '@swc-node/register/esm-register', 'gateway/src/ingest/cli.ts'];
  const root = new URL('../../', import.meta.url);
  for (const args of [['legislators', '--from', '../shared/data/congress-legislators'], ['votes', '--from', '../shared/data/votes/unitedstates-congress']]) {
    execFileSync(process.execPath, [...cli, ...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/** The rows the dashboard operation returns, as one SQL statement (for comparing against the transports). */
export const LEGISLATORS_DASHBOARD_SQL = `
SELECT l.*, t.*, c.committees, s.commentary
  FROM legislators l
  JOIN LATERAL (SELECT * FROM legislator_terms WHERE legislator_id = l.id ORDER BY start_date DESC LIMIT 1) t ON true
  LEFT JOIN LATERAL (SELECT json_agg(json_build_object('name', coalesce(p.name, cm.name), 'subcommittee', CASE WHEN p.id IS NULL THEN NULL ELSE cm.name END, 'title', m.title)) AS committees
                       FROM committee_memberships m JOIN committees cm ON cm.id = m.committee_id LEFT JOIN committees p ON p.id = cm.parent_id
                      WHERE m.legislator_id = l.id) c ON true
  LEFT JOIN LATERAL (SELECT to_json(x) AS commentary FROM legislator_content x
                      WHERE x.legislator_id = l.id AND x.content_type = 'staff_commentary' ORDER BY x.updated_at DESC LIMIT 1) s ON true
 WHERE l.in_office
 ORDER BY l.last_name, l.first_name, l.bioguide_id`;

cases.push(
  {
    name: 'legislators dashboard',
    graphql: { query: restOperation('Legislators') },
    rest: { method: 'GET', path: '/api/legislators' },
    signInAs: STAFF,
    prepare: importSharedDataOnce,
    sql: LEGISLATORS_DASHBOARD_SQL,
  },
  {
    name: 'key votes list',
    graphql: { query: restOperation('KeyVotes') },
    rest: { method: 'GET', path: '/api/key-votes' },
    signInAs: STAFF,
    prepare: importSharedDataOnce,
  },
);

// ── Articles, commentary and the content feed (issue 5) ──────────────────────────────────────

cases.push(
  {
    name: 'recent articles',
    graphql: { query: restOperation('Articles'), variables: { limit: 10 } },
    rest: { method: 'GET', path: '/api/articles?limit=10' },
    signInAs: STAFF,
  },
  {
    name: 'dashboard feed',
    graphql: { query: restOperation('RecentContent'), variables: { limit: 10 } },
    rest: { method: 'GET', path: '/api/content/recent?limit=10' },
    signInAs: STAFF,
  },
);
