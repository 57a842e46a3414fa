// `npm run bench -- search` (issue #57): search at an organization's size, one request at a time.
//
// The bench's database gets the generated organization (organization.ts: 100,000 members, 2,000
// stories, 200,000 articles, 300,000 commentaries, 300 key votes; idempotent) and the real
// legislators (../shared/data, through the importer, as the other cases do). Then, for the demo
// member and the demo staff member, a fixed mix of searches — a topic, two words, a phrase, a
// word left out, a name with and without its accent or a typo, a word in nearly everything, one
// in nothing, an `or` — each asked over GraphQL (the REST operation's document), over REST, and as
// the ONE raw SQL statement the search service sends (search.sql.ts, for the same viewer, sent
// with pg on a session with the service's settings), round after round, the three sides taking
// turns in a fresh order each round.
//
// Prints p50, p95 and max per side and viewer, and per search the p50 of each side, beside a
// baseline (the cheapest signed-in read, taking its turn with them: how noisy the machine is); fails
// (exit code 1) when GraphQL or REST is above issue #57's targets: p50 30 ms, p95 100 ms.
// BENCH_SEARCH_ROUNDS (default 20) sets the rounds.
import pg from 'pg';
import { Role } from '../../gateway/src/auth/roles.js';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import type { Viewer } from '../../gateway/src/graphql/context.js';
import { normalizeQuery } from '../../gateway/src/modules/search/search.inputs.js';
import { searchableKinds } from '../../gateway/src/modules/search/search.policy.js';
import { SEARCH_SETTINGS, searchStatement } from '../../gateway/src/modules/search/search.sql.js';
import { loadOperations } from '../../gateway/src/rest/operations.js';
import { generateOrganization, ORGANIZATION } from './organization.js';
import { median, shuffled } from './stats.js';

export const SEARCH_TARGETS = { p50: 30, p95: 100 } as const;

/** What a member types: the mix every round runs, for each viewer. */
export const SEARCHES = [
  'housing',
  'housing credit',
  'climate moratorium',
  '"clean water"',
  'medicaid -expansion',
  'broadband or railroads',
  'Velázquez',
  'Velazquez',
  'Ocasio Cortez',
  'Velasquez',
  'bill',
  'generated commentary wildfire',
  'story number 1234',
  'xylophone',
] as const;

/** Hits per kind: what the results page asks for. */
const FIRST = 5;

type Side = 'GraphQL' | 'REST' | 'raw SQL' | 'baseline';
interface Account {
  label: string;
  email: string;
  password: string;
}
const ACCOUNTS: Account[] = [
  { label: 'member', email: 'member@demo.local', password: 'member-demo-1' },
  { label: 'staff', email: 'staff@demo.local', password: 'staff-demo-1' },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

export async function benchSearch(env: {
  base: string;
  databaseUrl: string;
  /** An access token for the account (the bench's sign-in). */
  signIn: (account: { email: string; password: string }) => Promise<string>;
  /** Loads the legislators into the bench's database (bench.ts importSharedDataOnce). */
  importLegislators: () => void;
}): Promise<boolean> {
  console.log(`\nSearch (issue #57): preparing the organization (${ORGANIZATION.articles.toLocaleString('en-US')} articles, ${ORGANIZATION.commentaries.toLocaleString('en-US')} commentaries; generated once, a few minutes)…`);
  env.importLegislators();
  const made = await generateOrganization(env.databaseUrl, ORGANIZATION, (what, ms) => console.log(`  ${what}: ${(ms / 1000).toFixed(1)} s`));
  if (!made) console.log('  already there');

  const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
  const document = loadOperations().get('Search')!;
  // The raw side: the service's own statement, built with the gateway's entity metadata, sent by pg.
  const ds = createDataSource(env.databaseUrl, { poolSize: 1 });
  await ds.initialize();
  const raw = new pg.Client({ connectionString: env.databaseUrl });
  await raw.connect();
  // The settings the service sets for its statement (SET LOCAL there), here once for the session.
  await raw.query(SEARCH_SETTINGS.replace(/^SET LOCAL /, 'SET '));
  const ok = { value: true };
  try {
    for (const account of ACCOUNTS) {
      const token = await env.signIn(account);
      const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
      const roles: Role[] = [Role.USER, ...(await raw.query<{ role: Role }>('SELECT role FROM member_roles WHERE member_id = $1', [sub])).rows.map((r) => r.role)];
      const viewer: Viewer = { id: sub, email: account.email, roles };
      const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };

      const sides: Record<Side, (q: string) => Promise<void>> = {
        GraphQL: async (q) => {
          const res = await fetch(`${env.base}/graphql`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ query: document, variables: { q, first: FIRST } }),
          });
          const body = (await res.json()) as { errors?: unknown };
          if (!res.ok || body.errors) throw new Error(`GraphQL search "${q}": ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        },
        REST: async (q) => {
          const res = await fetch(`${env.base}/api/search?q=${encodeURIComponent(q)}&limit=${FIRST}`, { headers });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`REST search "${q}": ${res.status}`);
        },
        'raw SQL': async (q) => {
          const { sql, params } = searchStatement(ds, viewer, { q: normalizeQuery(q), kinds: searchableKinds(viewer), first: FIRST, after: null });
          await raw.query(sql, params);
        },
        // The machine's own noise: the cheapest signed-in read (the bell's count), taking its turn
        // beside the searches, so a p95 can be read against what any request costs at the time.
        baseline: async () => {
          const res = await fetch(`${env.base}/api/notifications/unread-count`, { headers });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`baseline: ${res.status}`);
        },
      };
      const times = new Map<Side, Map<string, number[]>>((Object.keys(sides) as Side[]).map((s) => [s, new Map(SEARCHES.map((q) => [q, []]))]));
      // Warm-up: every search once on every side (plans, caches, the gateway's compiled query).
      for (const q of SEARCHES) for (const side of Object.values(sides)) await side(q);
      for (let round = 0; round < rounds; round++) {
        for (const q of shuffled(SEARCHES)) {
          for (const side of shuffled(Object.keys(sides) as Side[])) {
            const t0 = performance.now();
            await sides[side](q);
            times.get(side)!.get(q)!.push(performance.now() - t0);
          }
        }
      }

      console.log(`\nSearch as the demo ${account.label} (${roles.join(', ')}): ${rounds} rounds of ${SEARCHES.length} searches, one request at a time, first ${FIRST} per kind`);
      const header = ['side', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'targets'];
      const rows = (Object.keys(sides) as Side[]).map((side) => {
        const all = [...times.get(side)!.values()].flat();
        const p50 = percentile(all, 50);
        const p95 = percentile(all, 95);
        const checked = side === 'GraphQL' || side === 'REST';
        const met = p50 <= SEARCH_TARGETS.p50 && p95 <= SEARCH_TARGETS.p95;
        if (checked && !met) ok.value = false;
        const note = side === 'raw SQL' ? 'the floor' : side === 'baseline' ? 'GET /api/notifications/unread-count' : met ? 'met' : `MISSED (p50 ≤ ${SEARCH_TARGETS.p50}, p95 ≤ ${SEARCH_TARGETS.p95})`;
        return [side, String(all.length), p50.toFixed(1), p95.toFixed(1), Math.max(...all).toFixed(1), note];
      });
      printTable(header, rows);
      const searchSides = (Object.keys(sides) as Side[]).filter((side) => side !== 'baseline');
      const perQuery = SEARCHES.map((q) => [JSON.stringify(q), ...searchSides.map((side) => median(times.get(side)!.get(q)!).toFixed(1))]);
      printTable(['search', ...searchSides.map((s) => `${s} p50`)], perQuery);
    }
  } finally {
    await raw.end();
    await ds.destroy();
  }
  console.log(ok.value ? `\nSearch: targets met (p50 ≤ ${SEARCH_TARGETS.p50} ms, p95 ≤ ${SEARCH_TARGETS.p95} ms over GraphQL and REST).` : '\nSearch: a target was MISSED.');
  return ok.value;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
