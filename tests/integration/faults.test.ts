import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { loadConfig, REPO_ROOT } from '../../gateway/src/config/config.js';
import { createLogger } from '../../gateway/src/config/logger.js';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { JOB } from '../../gateway/src/jobs/job-names.js';
import type { JobQueue } from '../../gateway/src/jobs/queue.js';
import { startJobs } from '../../gateway/src/jobs/workers.js';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember } from '../factories/members.js';
import { buildArticle, buildStory } from '../factories/stories.js';
import { startTestPortal, TEST_TUNING, type TestPortal } from '../setup/portal.js';

/**
 * Issue 53 item 3: the process running the jobs is killed (SIGKILL) in the middle of a large
 * fan-out and of a digest run; once a worker runs again, every member has each notification once
 * and each email once — the unique keys (notifications per member and event, email_deliveries per
 * email, digests per member and period) are the arbiter, and every batch commits whole or not at
 * all. The killed process is `npm run worker` (the same job code a gateway runs).
 */
const FOLLOWERS = 12_000;
const IMMEDIATE_EVERY = 6;
const DIGEST_MEMBERS = 3_000;
const SITE = 'https://members.example.org';

let portal: TestPortal;
const urlOf = (ds: DataSource) => (ds.options as { url: string }).url;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  // Jobs wait for the worker processes this suite starts and kills.
  portal = await startTestPortal('faults', {}, { jobs: 'enqueue' });
  // A claim held by a killed process is given to another worker after 15 s, at once: long enough
  // for a batch of emails on a busy machine (a shorter expiry retries live batches over and over).
  await portal.dataSource.query(`UPDATE pgboss.queue SET expire_seconds = 15, retry_delay = 0, retry_backoff = false WHERE name = ANY($1)`, [[JOB.fanOut, JOB.email, JOB.digest]]);
}, 60_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await portal?.close();
});

/** `npm run worker` on the suite's database; resolves once it works the queues. */
function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/node'), ['--import', '@swc-node/register/esm-register', 'gateway/src/jobs/worker.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, SWC_NODE_PROJECT: 'gateway/tsconfig.json', NODE_ENV: 'test', DATABASE_URL: urlOf(portal.dataSource), SITE_URL: SITE, LOG_LEVEL: 'info',
      // The schema is current (the suite migrated it) and the queues keep the short expiry set below.
      DATABASE_MIGRATE_ON_START: 'false', JOBS_EXPIRY_CHECK_SECONDS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start:\n${out}`)), 60_000);
    const seen = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Worker ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}):\n${out}`)));
  });
}

/** A worker in this process, as the restarted gateway's (quick expiry checks). */
async function restartedWorker(): Promise<{ jobs: JobQueue; ds: DataSource }> {
  const ds = createDataSource(urlOf(portal.dataSource), { poolSize: 4 });
  await ds.initialize();
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: urlOf(portal.dataSource), SITE_URL: SITE, LOG_LEVEL: 'silent' });
  const jobs = await startJobs({ config, log: createLogger('silent'), dataSource: ds, work: true, tuning: TEST_TUNING });
  return { jobs, ds };
}

const count = async (sql: string, params: unknown[] = []) => Number((await portal.dataSource.query(sql, params))[0].n);

async function waitFor(what: () => Promise<boolean>, timeoutMs: number, label: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > until) {
      const jobs = await portal.dataSource.query(`SELECT name, state, count(*)::int AS n, max(output::text) AS output FROM pgboss.job GROUP BY name, state`);
      throw new Error(`timed out waiting for ${label}; jobs: ${JSON.stringify(jobs)}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a worker killed mid-run', () => {
  it('in a fan-out to 12,000 followers and its emails: each member is told once and emailed once', async () => {
    const ds = portal.dataSource;
    const staff = await buildMember(ds, { role: Role.STAFF });
    const story = await buildStory(ds, { ownerId: staff.id, isGlobal: true, title: 'Crowded story' });
    await ds.query(
      `WITH m AS (
         INSERT INTO members (id, email) SELECT gen_random_uuid(), 'fault-follower-' || i || '@org.example' FROM generate_series(1, $1::int) AS i RETURNING id, email
       ), f AS (INSERT INTO story_follows (story_id, member_id) SELECT $2, id FROM m RETURNING member_id)
       INSERT INTO notification_preferences (member_id, kind, email_mode)
       SELECT id, 'story_article', 'immediate' FROM m WHERE substring(email from '[0-9]+')::int % $3 = 0`,
      [FOLLOWERS, story.id, IMMEDIATE_EVERY],
    );
    const immediate = Math.floor(FOLLOWERS / IMMEDIATE_EVERY);
    const article = await buildArticle(ds, { title: 'The vote is tomorrow' });
    const eventKey = `story_article:${story.id}:${article.id}`;
    expect((await portal.rest('POST', `/api/stories/${story.id}/articles/${article.id}`, { token: staff.token, body: {} })).status).toBe(201);

    const first = await startWorkerProcess();
    // Killed after its first batch of rows committed, before the rest.
    await waitFor(async () => (await count('SELECT count(*) AS n FROM notifications WHERE event_key = $1', [eventKey])) > 0, 30_000, 'the first notifications');
    first.kill('SIGKILL');
    const before = await count('SELECT count(*) AS n FROM notifications WHERE event_key = $1', [eventKey]);
    expect(before).toBeLessThan(FOLLOWERS);

    const second = await startWorkerProcess();
    // Killed again while it sends the emails.
    await waitFor(async () => (await count('SELECT count(*) AS n FROM notifications WHERE event_key = $1', [eventKey])) === FOLLOWERS, 60_000, 'every notification');
    await waitFor(async () => (await count("SELECT count(*) AS n FROM auth_mail_outbox WHERE subject = 'New article in “Crowded story”'")) > 100, 60_000, 'the first emails');
    second.kill('SIGKILL');
    expect(await count("SELECT count(*) AS n FROM auth_mail_outbox WHERE subject = 'New article in “Crowded story”'")).toBeLessThan(immediate);

    const { jobs, ds: workerDs } = await restartedWorker();
    try {
      await waitFor(async () => (await count("SELECT count(*) AS n FROM auth_mail_outbox WHERE subject = 'New article in “Crowded story”'")) >= immediate, 120_000, 'every email');
      await waitFor(async () => (await jobs.depth()).total === 0, 60_000, 'an empty queue');
      expect(await count('SELECT count(*) AS n FROM notifications WHERE event_key = $1', [eventKey])).toBe(FOLLOWERS);
      expect(await count('SELECT count(DISTINCT member_id) AS n FROM notifications WHERE event_key = $1', [eventKey])).toBe(FOLLOWERS);
      expect(await count("SELECT count(*) AS n FROM auth_mail_outbox WHERE subject = 'New article in “Crowded story”'")).toBe(immediate);
      expect(await count(`SELECT count(DISTINCT "to") AS n FROM auth_mail_outbox WHERE subject = 'New article in “Crowded story”'`)).toBe(immediate);
    } finally {
      await jobs.stop(1_000);
      await workerDs.destroy();
    }
  }, 480_000);

  it('in a digest run of 3,000 members: each gets one digest', async () => {
    const ds = portal.dataSource;
    const [{ id: keyVote }] = await ds.query(
      `INSERT INTO key_votes (title, bill_id, congress_number, organization_position) VALUES ('Water bill', 'H.R. 9090', 119, 'support') RETURNING id`,
    );
    await ds.query(
      `WITH m AS (
         INSERT INTO members (id, email, time_zone) SELECT gen_random_uuid(), 'fault-digest-' || i || '@org.example', 'UTC' FROM generate_series(1, $1::int) AS i RETURNING id
       )
       INSERT INTO notifications (member_id, kind, event_key, key_vote_id, email_mode, created_at)
       SELECT id, 'key_vote', 'key_vote:' || $2::text, $2::uuid, 'daily', now() - interval '2 days' FROM m`,
      [DIGEST_MEMBERS, keyVote],
    );
    const digested = () => count(`SELECT count(*) AS n FROM digests d JOIN members m ON m.id = d.member_id WHERE m.email LIKE 'fault-digest-%'`);
    const tick = await portal.jobs.send(null, JOB.digestTick, {}, { key: `fault-tick-${Date.now()}` });
    const first = await startWorkerProcess();
    // The run, not the tick that starts it (a tick cut short is made good by the next, every 15 minutes).
    await waitFor(async () => (await count(`SELECT count(*) AS n FROM pgboss.job WHERE id = $1 AND state = 'completed'`, [tick])) === 1, 120_000, 'the tick');
    await waitFor(async () => (await digested()) > 50, 120_000, 'the first digests');
    first.kill('SIGKILL');
    expect(await digested()).toBeLessThan(DIGEST_MEMBERS);

    const { jobs, ds: workerDs } = await restartedWorker();
    try {
      await waitFor(async () => (await digested()) >= DIGEST_MEMBERS, 180_000, 'every digest');
      await waitFor(async () => (await jobs.depth()).total === 0, 60_000, 'an empty queue');
      expect(await digested()).toBe(DIGEST_MEMBERS);
      const mails = `SELECT count(*) AS n FROM auth_mail_outbox WHERE "to" LIKE 'fault-digest-%' AND subject LIKE '%digest%'`;
      expect(await count(mails)).toBe(DIGEST_MEMBERS);
      expect(await count(`SELECT count(DISTINCT "to") AS n FROM auth_mail_outbox WHERE "to" LIKE 'fault-digest-%' AND subject LIKE '%digest%'`)).toBe(DIGEST_MEMBERS);
    } finally {
      await jobs.stop(1_000);
      await workerDs.destroy();
    }
  }, 480_000);
});
