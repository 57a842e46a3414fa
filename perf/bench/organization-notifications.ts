// The organization bench's notification measures (organization-bench.ts gives their goals): an
// article added to the busy story fanned out to its followers and their immediate emails, a key
// vote to every member, and 60,000 members' daily digests.
import type pg from 'pg';
import { JOB } from '../../gateway/src/jobs/job-names.js';
import { BUSY_STORY_ID } from './organization.js';
import { floor, record, s, until } from './organization-figures.js';
import { rssMb } from './scale.js';

const DIGEST_MEMBERS = 60_000;

export async function fanOutToFollowers(base: string, db: pg.Client, staffToken: string, pid: number): Promise<void> {
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

export async function keyVoteToEveryone(databaseUrl: string, db: pg.Client, pid: number): Promise<void> {
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

export async function digests(databaseUrl: string, db: pg.Client): Promise<void> {
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
