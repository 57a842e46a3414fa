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
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { embeddedUrl } from '../../gateway/src/db/embedded.js';
import { JOB } from '../../gateway/src/jobs/job-names.js';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { LEGISLATORS_DIR, ZCCD_CSV } from '../../tests/setup/shared-data.js';
import { OwnGateway, positiveInt, ROOT } from './gateway-process.js';
import { BUSY_ARTICLE_ID, BUSY_STORY_ID, generateOrganization, orgId, ORGANIZATION } from './organization.js';
import { rssMb } from './scale.js';
import { median } from './stats.js';

const PORT = positiveInt('BENCH_ORG_PORT', 8210);
const PG_PORT = positiveInt('BENCH_ORG_PG_PORT', 54369);
const STORM_SECONDS = positiveInt('BENCH_ORG_STORM_SECONDS', 10);
const STAFF = { email: 'staff@demo.local', password: 'staff-demo-1' };
const MEMBER = { email: 'member@demo.local', password: 'member-demo-1' };
const DIGEST_MEMBERS = 60_000;

interface Figure {
  measure: string;
  value: string;
  floor?: string;
  goal: string;
  ok: boolean;
}
const figures: Figure[] = [];
const record = (f: Figure) => {
  figures.push(f);
  console.log(`  ${f.ok ? 'ok  ' : 'MISS'} ${f.measure}: ${f.value}${f.floor ? ` (floor ${f.floor})` : ''} — goal ${f.goal}`);
};

async function signIn(base: string, who: { email: string; password: string }): Promise<{ token: string; id: string }> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in as ${who.email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, id: body.user.id };
}

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

/** Polls `count` until it reaches `target`: when the first and the last one were seen (ms since `from`). */
async function until(db: pg.Client, sql: string, params: unknown[], target: number, from: number, timeoutMs: number): Promise<{ firstMs: number; allMs: number; reached: number }> {
  let firstMs = NaN;
  for (;;) {
    const { rows } = await db.query(sql, params);
    const n = Number(rows[0].n);
    const now = performance.now() - from;
    if (n > 0 && Number.isNaN(firstMs)) firstMs = now;
    if (n >= target) return { firstMs, allMs: now, reached: n };
    if (now > timeoutMs) return { firstMs, allMs: NaN, reached: n };
    await sleep(100);
  }
}

/**
 * Times one statement (the floor) writing into the product's own table — its indexes, foreign keys
 * and write-ahead log — in a transaction that is then rolled back, in ms.
 */
async function floor(db: pg.Client, sql: string, params: unknown[] = []): Promise<number> {
  await db.query('BEGIN');
  try {
    const started = performance.now();
    await db.query(sql, params);
    return performance.now() - started;
  } finally {
    await db.query('ROLLBACK');
  }
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'not reached');

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

interface OpenPortal {
  gateway: OwnGateway;
  base: string;
  databaseUrl: string;
  db: pg.Client;
  staff: { token: string; id: string };
  member: { token: string; id: string };
}

/**
 * A gateway of its own on data directory `dir`, with the official legislators and districts and
 * the demo member's address saved (My Representatives reads their legislators).
 */
async function openPortal(dir: string, port: number, pgPort: number, label: string): Promise<OpenPortal> {
  const gateway = new OwnGateway(
    port,
    { EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(pgPort), AUTH_AUTOCONFIRM: 'true', API_RATE_LIMITS: 'false', AUTH_RATE_LIMITS: 'false', LOG_LEVEL: 'warn' },
    label,
  );
  const base = await gateway.start();
  const databaseUrl = embeddedUrl(pgPort, 'portal');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await importOfficialData(db, dir, pgPort);
  const staff = await signIn(base, STAFF);
  const member = await signIn(base, MEMBER);
  const [{ zcta, state_abbr }] = (await db.query("SELECT zcta, state_abbr FROM zip_districts WHERE state_abbr = 'VT' GROUP BY zcta, state_abbr HAVING count(*) = 1 ORDER BY zcta LIMIT 1")).rows;
  const saved = await fetch(`${base}/api/user/me/address`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { street: '1 Main Street', city: 'Springfield', state: state_abbr, zipCode: zcta } }),
  });
  if (!saved.ok) throw new Error(`saving the member's address: ${saved.status} ${await saved.text()}`);
  return { gateway, base, databaseUrl, db, staff, member };
}

async function closePortal(p: OpenPortal): Promise<void> {
  await p.db.end();
  await p.gateway.stop();
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

/** The official legislators and ZIP → district data, loaded once by the real importers (idempotent). */
async function importOfficialData(db: pg.Client, dir: string, pgPort: number): Promise<void> {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM zip_districts')).rows;
  if (n > 0) return;
  console.log('Importing the official legislators and districts (once)…');
  const env = { ...process.env, EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(pgPort), SWC_NODE_PROJECT: 'gateway/tsconfig.json', LOG_LEVEL: 'warn' };
  for (const args of [['legislators', '--from', LEGISLATORS_DIR], ['districts', '--from', ZCCD_CSV]]) {
    execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', 'gateway/src/ingest/cli.ts', ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

async function fanOutToFollowers(base: string, db: pg.Client, staffToken: string, pid: number): Promise<void> {
  console.log('\nFan-out: an article added to the story with 50,000 followers…');
  const stamp = Date.now();
  const { rows } = await db.query(
    `INSERT INTO articles (url, canonical_url, title, content, publication, published_at, submitted_at)
     VALUES ($1, $1, 'Breaking: the bill passes the committee', '<p>What changed today.</p>', 'Example News', now(), now()) RETURNING id`,
    [`https://news.org.example/breaking/${stamp}`],
  );
  const articleId = rows[0].id as string;
  const eventKey = `story_article:${BUSY_STORY_ID}:${articleId}`;
  const { rows: expected } = await db.query(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE p.email_mode = 'immediate')::int AS immediate
       FROM story_follows f LEFT JOIN notification_preferences p ON p.member_id = f.member_id AND p.kind = 'story_article'
      WHERE f.story_id = $1 AND f.member_id <> 'd0000000-0000-4000-8000-000000000002'`,
    [BUSY_STORY_ID],
  );
  const started = performance.now();
  const res = await fetch(`${base}/api/stories/${BUSY_STORY_ID}/articles/${articleId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 201) throw new Error(`adding the article: ${res.status} ${await res.text()}`);
  const rss0 = rssMb(pid);
  const rows1 = await until(db, 'SELECT count(*) AS n FROM notifications WHERE event_key = $1', [eventKey], expected[0].n, started, 600_000);
  const emails = await until(
    db,
    `SELECT count(*) AS n FROM email_deliveries d JOIN notifications n ON d.key = 'notification:' || n.id WHERE n.event_key = $1`,
    [eventKey],
    expected[0].immediate,
    started,
    900_000,
  );
  const [{ first, last }] = (
    await db.query(
      `SELECT min(d.sent_at) AS first, max(d.sent_at) AS last FROM email_deliveries d JOIN notifications n ON d.key = 'notification:' || n.id WHERE n.event_key = $1`,
      [eventKey],
    )
  ).rows;
  const perSecond = emails.reached / Math.max((new Date(last).getTime() - new Date(first).getTime()) / 1000, 0.001);

  const floorMs = await floor(
    db,
    `INSERT INTO notifications (member_id, email_mode, emailed_at, kind, event_key, actor_id, story_id, article_id)
     SELECT f.member_id, COALESCE(p.email_mode, 'weekly'), CASE WHEN p.email_mode = 'immediate' THEN now() END, 'story_article', $2, 'd0000000-0000-4000-8000-000000000002', $1, $3
       FROM story_follows f LEFT JOIN notification_preferences p ON p.member_id = f.member_id AND p.kind = 'story_article'
      WHERE f.story_id = $1 AND f.member_id <> 'd0000000-0000-4000-8000-000000000002'`,
    [BUSY_STORY_ID, `floor:${eventKey}`, articleId],
  );
  const emailFloorMs = await floor(
    db,
    `INSERT INTO auth_mail_outbox ("to", subject, text, html, links, headers)
     SELECT m.email, 'New article in “The busiest story”', 'Breaking: the bill passes the committee' || E'\\n\\nRead the article: ${base}/articles/' || n.article_id,
            '<p>Breaking: the bill passes the committee</p><p><a href="${base}/articles/' || n.article_id || '">Read the article</a></p>', ARRAY['${base}/articles/' || n.article_id], '{}'
       FROM notifications n JOIN members m ON m.id = n.member_id WHERE n.event_key = $1 AND n.email_mode = 'immediate'`,
    [eventKey],
  );
  record({
    measure: `fan-out: ${expected[0].n.toLocaleString('en-US')} followers' notification rows`,
    value: `${s(rows1.allMs)} (first in a bell after ${s(rows1.firstMs)}; ${(rows1.allMs / floorMs).toFixed(1)}× the floor)`,
    floor: s(floorMs),
    goal: '≤ 3× the floor',
    ok: rows1.allMs <= 3 * floorMs,
  });
  record({
    measure: `emails: ${expected[0].immediate.toLocaleString('en-US')} immediate emails into the outbox`,
    value: `${perSecond.toFixed(0)} a second (all sent ${s(emails.allMs)} after the article was added)`,
    floor: `${s(emailFloorMs)} for all`,
    goal: '≥ 100 a second',
    ok: perSecond >= 100 && emails.reached >= expected[0].immediate,
  });
  console.log(`  gateway memory ${rss0.toFixed(0)} → ${rssMb(pid).toFixed(0)} MB`);
}

/** Enqueues a job as the product does (inside its own transaction), from outside the gateway. */
async function enqueue(databaseUrl: string, name: string, data: object, key: string): Promise<void> {
  const { PgBoss } = await import('pg-boss');
  const { jobIdFor, QUEUE_SCHEMA } = await import('../../gateway/src/jobs/queue.js');
  const boss = new PgBoss({ connectionString: databaseUrl, schema: QUEUE_SCHEMA, migrate: false, supervise: false, schedule: false, max: 1 });
  await boss.start();
  try {
    await boss.send(name, data, { id: jobIdFor(name, key), singletonKey: key });
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

async function keyVoteToEveryone(databaseUrl: string, db: pg.Client, pid: number): Promise<void> {
  console.log('\nKey vote: a fan-out to every member…');
  // The members whose digests are measured next get key votes daily.
  await db.query(
    `INSERT INTO notification_preferences (member_id, kind, email_mode)
     SELECT ('0a000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'key_vote', 'daily' FROM generate_series(1, $1::int) AS i
     ON CONFLICT (member_id, kind) DO UPDATE SET email_mode = 'daily'`,
    [DIGEST_MEMBERS],
  );
  const { rows } = await db.query(
    `INSERT INTO key_votes (title, description, bill_id, congress_number, organization_position, created_by)
     VALUES ('Clean Water Act amendments', 'The organization supports it.', 'hr' || $1, 119, 'support', 'd0000000-0000-4000-8000-000000000002') RETURNING id`,
    [Date.now() % 100000],
  );
  const keyVoteId = rows[0].id as string;
  const { rows: count } = await db.query(`SELECT count(*)::int AS n FROM members WHERE id <> 'd0000000-0000-4000-8000-000000000002'`);
  let peak = rssMb(pid);
  const rss0 = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const started = performance.now();
  await enqueue(databaseUrl, JOB.fanOut, { type: 'key_vote', keyVoteId, actorId: 'd0000000-0000-4000-8000-000000000002' }, `key_vote:${keyVoteId}`);
  const done = await until(db, 'SELECT count(*) AS n FROM notifications WHERE event_key = $1', [`key_vote:${keyVoteId}`], count[0].n, started, 600_000);
  clearInterval(sampler);
  const floorMs = await floor(
    db,
    `INSERT INTO notifications (member_id, email_mode, kind, event_key, actor_id, key_vote_id)
     SELECT m.id, COALESCE(p.email_mode, 'weekly'), 'key_vote', $1, 'd0000000-0000-4000-8000-000000000002', $2
       FROM members m LEFT JOIN notification_preferences p ON p.member_id = m.id AND p.kind = 'key_vote'
      WHERE m.id <> 'd0000000-0000-4000-8000-000000000002'`,
    [`floor:key_vote:${keyVoteId}`, keyVoteId],
  );
  record({
    measure: `key vote: ${count[0].n.toLocaleString('en-US')} members' notification rows`,
    value: `${s(done.allMs)} (${(done.allMs / floorMs).toFixed(1)}× the floor); gateway memory +${(peak - rss0).toFixed(0)} MB`,
    floor: s(floorMs),
    goal: '≤ 3× the floor, memory ≤ +100 MB',
    ok: done.allMs <= 3 * floorMs && peak - rss0 <= 100,
  });
  // Yesterday's: due in the next daily digest.
  await db.query(`UPDATE notifications SET created_at = created_at - interval '1 day' WHERE event_key = $1`, [`key_vote:${keyVoteId}`]);
}

async function digests(databaseUrl: string, db: pg.Client): Promise<void> {
  console.log(`\nDigests: ${DIGEST_MEMBERS.toLocaleString('en-US')} members' daily digests…`);
  // An earlier run today recorded today's period for these members: it is theirs to get again.
  // (and its jobs, kept a while after completion, would still dedupe the new ones by their keys).
  await db.query(`DELETE FROM digests WHERE frequency = 'daily' AND member_id::text LIKE '0a000000-%'`);
  await db.query(`DELETE FROM pgboss.job WHERE name = $1 AND state = 'completed'`, [JOB.digest]);
  const { rows: due } = await db.query(
    `SELECT count(DISTINCT member_id)::int AS n FROM notifications WHERE digest_id IS NULL AND emailed_at IS NULL AND email_mode = 'daily' AND created_at < now() - interval '23 hours'`,
  );
  const floorMs = await floor(
    db,
    // The floor first, while the digests are still due.
    `INSERT INTO digests (member_id, frequency, period, cutoff, item_count, sent_at)
     SELECT member_id, 'daily', 'floor', now(), count(*), now() FROM notifications
      WHERE digest_id IS NULL AND emailed_at IS NULL AND email_mode = 'daily' GROUP BY member_id`,
  );
  const since = new Date();
  const started = performance.now();
  await enqueue(databaseUrl, JOB.digestTick, {}, `bench-tick-${Date.now()}`);
  const tick = await until(
    db,
    `SELECT count(*) AS n FROM pgboss.job WHERE name = $1 AND state = 'completed' AND completed_on >= $2`,
    [JOB.digestTick, since],
    1,
    started,
    600_000,
  );
  const sent = await until(db, `SELECT count(*) AS n FROM digests WHERE frequency = 'daily' AND created_at >= $1`, [since], due[0].n, started, 1_800_000);
  const [{ first, last }] = (await db.query(`SELECT min(sent_at) AS first, max(sent_at) AS last FROM digests WHERE frequency = 'daily' AND created_at >= $1`, [since])).rows;
  const perSecond = sent.reached / Math.max((new Date(last).getTime() - new Date(first).getTime()) / 1000, 0.001);

  record({ measure: 'digest tick: enqueue every due digest', value: s(tick.allMs), goal: 'well inside its 300 s expiry', ok: tick.allMs < 60_000 });
  record({
    measure: `digests: ${due[0].n.toLocaleString('en-US')} daily digests sent`,
    value: `${perSecond.toFixed(0)} a second (all sent ${s(sent.allMs)} after the tick)`,
    floor: `${s(floorMs)} for all`,
    goal: '≥ 100 a second',
    ok: perSecond >= 100 && sent.reached >= due[0].n,
  });
}

async function voteStorm(base: string, db: pg.Client): Promise<void> {
  console.log(`\nVote storm: 20 members for ${STORM_SECONDS} s on the busy story's articles…`);
  const voters: string[] = [];
  for (let i = 0; i < 20; i++) {
    const email = `storm-${Date.now()}-${i}@org.example`;
    const res = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password: 'storm-pass-1' }),
    });
    if (!res.ok) throw new Error(`sign-up for the storm: ${res.status} ${await res.text()}`);
    voters.push(((await res.json()) as { access_token: string }).access_token);
  }
  const articles = Array.from({ length: 50 }, (_, i) => orgId('article', 1 + i));
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + STORM_SECONDS * 1000;
  await Promise.all(
    voters.map(async (token, v) => {
      let i = v;
      while (performance.now() < end) {
        const article = articles[(i * 7) % articles.length]!;
        const vote = ['up', 'down', 'none'][i % 3];
        const started = performance.now();
        const res = await fetch(`${base}/api/articles/${article}/vote`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ vote }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!res.ok) failures++;
        i++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? NaN;
  // Every article's tallies, as the API answers them, equal the votes stored.
  let exact = true;
  for (const article of articles) {
    const api = (await (await fetch(`${base}/api/articles/${article}`, { headers: { authorization: `Bearer ${voters[0]}` } })).json()) as { data: { upvotes: number; downvotes: number } };
    const { rows } = await db.query(`SELECT count(*) FILTER (WHERE vote = 'up')::int AS up, count(*) FILTER (WHERE vote = 'down')::int AS down FROM article_votes WHERE article_id = $1`, [article]);
    if (api.data.upvotes !== rows[0].up || api.data.downvotes !== rows[0].down) exact = false;
  }
  record({
    measure: 'vote storm: 20 members on the large set',
    value: `${(latencies.length / STORM_SECONDS).toFixed(0)} req/s, p99 ${p99.toFixed(0)} ms, ${failures} failed, tallies ${exact ? 'exact' : 'WRONG'}`,
    goal: 'p99 ≤ 400 ms, tallies exact',
    ok: p99 <= 400 && exact && failures === 0,
  });
}
