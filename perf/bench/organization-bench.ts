// `npm run bench -- organization`: the portal at a real organization's size (organization.ts),
// each figure beside a one-statement SQL floor measured in the same run, on a gateway of its own
// (port BENCH_ORG_PORT, default 8210) with its own embedded PostgreSQL (.data/pg-org, port
// BENCH_ORG_PG_PORT, default 54369; generated once, kept for the next run), after the same reads
// on the demo data on a gateway and database of their own (.data/pg-org-demo, the next ports):
//
//   reads        member-facing reads on the demo data, then on the organization (ratio ≤ 2×)
//   fan-out      staff add an article to a story with 50,000 followers: until every notification
//                row exists (≤ 3× one INSERT … SELECT of the same rows), and until the first
//   emails       its immediate emails into the outbox, per second (≥ 100)
//   key vote     a key vote to every member: until every row exists (≤ 3× the floor), gateway
//                memory growth (≤ 100 MB)
//   digests      60,000 members' daily digests: the tick's time, and digests sent per second (≥ 100)
//   vote storm   20 members voting on the busy story's articles: p99 (≤ 400 ms), tallies exact
//
// Exit code 1 when a goal is missed. BENCH_ORG_STORM_SECONDS (default 10) sets the storm's length.
//
// The parts: organization-portal.ts (each gateway and database, signed in, with the official data),
// organization-notifications.ts (fan-out, emails, key vote, digests), organization-vote-storm.ts,
// organization-figures.ts (each figure beside its goal, and the timings the measures share).
import { positiveInt } from './gateway-process.js';
import { BUSY_ARTICLE_ID, BUSY_STORY_ID, generateOrganization, ORGANIZATION } from './organization.js';
import { figures, record } from './organization-figures.js';
import { digests, fanOutToFollowers, keyVoteToEveryone } from './organization-notifications.js';
import { closePortal, openPortal } from './organization-portal.js';
import { voteStorm } from './organization-vote-storm.js';
import { median } from './stats.js';

const PORT = positiveInt('BENCH_ORG_PORT', 8210);
const PG_PORT = positiveInt('BENCH_ORG_PG_PORT', 54369);

/** `n` requests one after the other: the median time in ms and the answer's size in bytes. */
async function timeRead(base: string, path: string, token: string, n = 15): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-encoding': 'identity' } });
    const text = await res.text();
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${text.slice(0, 300)}`);
    times.push(performance.now() - started);
    bytes = Buffer.byteLength(text);
  }
  return { ms: median(times), bytes };
}

async function reads(base: string, staff: string, member: string, story: string, article: string): Promise<Record<string, { ms: number; bytes: number }>> {
  const list: [string, string, string][] = [
    ['stories list', '/api/stories', member],
    ['feed', '/api/content/recent', member],
    ['notifications', '/api/notifications', member],
    ['unread count', '/api/notifications/unread-count', member],
    ['legislators (staff)', '/api/legislators', staff],
    ['My Representatives', '/api/user/me/representatives', member],
    ['story page', `/api/stories/${story}/articles`, member],
    ['article commentary', `/api/commentaries?articleId=${article}&sortBy=votes`, member],
  ];
  const out: Record<string, { ms: number; bytes: number }> = {};
  for (const [name, path, token] of list) out[name] = await timeRead(base, path, token);
  return out;
}

export async function runOrganizationBench(): Promise<void> {
  // The demo data first, on a database of its own: the baseline each read is compared with.
  const demo = await openPortal('.data/pg-org-demo', PORT + 1, PG_PORT + 1, 'demo-data gateway');
  let before: Record<string, { ms: number; bytes: number }>;
  try {
    const [seeded] = (
      await demo.db.query(
        `SELECT (SELECT story_id FROM story_articles sa JOIN stories s ON s.id = sa.story_id WHERE s.is_global GROUP BY story_id ORDER BY count(*) DESC LIMIT 1) AS story,
                (SELECT article_id FROM commentaries WHERE article_id IS NOT NULL GROUP BY article_id ORDER BY count(*) DESC LIMIT 1) AS article`,
      )
    ).rows;
    before = await reads(demo.base, demo.staff.token, demo.member.token, seeded.story, seeded.article);
  } finally {
    await closePortal(demo);
  }

  const org = await openPortal('.data/pg-org', PORT, PG_PORT, 'organization gateway');
  const { gateway, base, databaseUrl, db, staff, member } = org;
  try {
    const made = await generateOrganization(databaseUrl, ORGANIZATION, (what, ms) => console.log(`  ${what}: ${(ms / 1000).toFixed(1)} s`));
    console.log(made ? 'Generated the organization (kept in .data/pg-org for the next run).' : 'The organization is already in .data/pg-org.');
    // As autovacuum leaves a table that has settled (index-only counts need its visibility map).
    await db.query('VACUUM (ANALYZE) commentaries, story_articles');
    const after = await reads(base, staff.token, member.token, BUSY_STORY_ID, BUSY_ARTICLE_ID);
    console.log('\nReads (median of 15, ms; bytes):');
    for (const [name, a] of Object.entries(after)) {
      const b = before[name];
      const ratio = b ? a.ms / b.ms : NaN;
      const bounded = name === 'story page' || name === 'article commentary' ? a.bytes < 200_000 : true;
      record({
        measure: `read: ${name}`,
        value: `${a.ms.toFixed(1)} ms, ${(a.bytes / 1024).toFixed(0)} KB at 100×${b ? `; ${b.ms.toFixed(1)} ms on the demo data (${ratio.toFixed(2)}×)` : ''}`,
        goal: `≤ 2× the demo data${name === 'story page' || name === 'article commentary' ? ', bounded bytes' : ''}`,
        ok: (Number.isNaN(ratio) || ratio <= 2) && bounded,
      });
    }

    await fanOutToFollowers(base, db, staff.token, gateway.child.pid!);
    await keyVoteToEveryone(databaseUrl, db, gateway.child.pid!);
    await digests(databaseUrl, db);
    await voteStorm(base, db);
  } finally {
    await closePortal(org);
  }
  const missed = figures.filter((f) => !f.ok);
  console.log(`\n| measure | figure | floor | goal |\n|---|---|---|---|\n${figures.map((f) => `| ${f.measure} | ${f.value} | ${f.floor ?? ''} | ${f.goal}${f.ok ? '' : ' — **missed**'} |`).join('\n')}`);
  if (missed.length) process.exitCode = 1;
}
