import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { Role } from '../../gateway/src/auth/roles.js';
import { loadConfig, REPO_ROOT } from '../../gateway/src/config/config.js';
import type { Logger } from '../../gateway/src/config/logger.js';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { JOB } from '../../gateway/src/jobs/job-names.js';
import { startJobQueue, type JobQueue } from '../../gateway/src/jobs/queue.js';
import { jobHandlers, startJobs } from '../../gateway/src/jobs/workers.js';
import { createMailer } from '../../gateway/src/mail/mailer.js';
import { dueDigests, sendDigest, type DigestJob } from '../../gateway/src/modules/notification/digest.js';
import { buildMember as buildAnyMember, type TestMember } from '../factories/members.js';
import { buildKeyVote, importSharedData } from '../factories/legislators.js';
import { buildArticle, buildStory, follow, type TestStory } from '../factories/stories.js';
import { startFakeSmtp } from '../factories/smtp.js';
import { zoneOnAnotherDayThanUtc } from '../factories/time-zones.js';
import { freePort } from '../setup/global-database.js';
import { startTestPortal, TEST_TUNING, type TestPortal } from '../setup/portal.js';

/**
 * Issue #16 items 2, 4, 5: digests (content, schedule in the member's time zone, never twice),
 * durable jobs (restart, a worker dying mid-job, two workers on one database, SMTP failures with
 * retries in the log), and `npm run digest -- --member <email> --now`.
 */

const SITE = 'https://members.example.org';

// The portal's links (and its tokens' issuer) use its site address, as in production.
const buildMember = (ds: Parameters<typeof buildAnyMember>[0], opts: Parameters<typeof buildAnyMember>[1] = {}) =>
  buildAnyMember(ds, { issuer: `${SITE}/auth/v1`, ...opts });
let portal: TestPortal;
let staff: TestMember;
let story: TestStory;

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
}
async function mailTo(p: TestPortal, address: string): Promise<Mail[]> {
  return (await fetch(`${p.baseUrl}/dev/mail.json?to=${encodeURIComponent(address)}`)).json();
}

const silent: Logger = { debugEnabled: false, debug() {}, info() {}, warn() {}, error() {} };
function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (level: string) => (msg: string) => void lines.push(`${level} ${msg}`);
  return { lines, debugEnabled: false, debug: () => undefined, info: push('INFO'), warn: push('WARN'), error: push('ERROR') };
}

const urlOf = (ds: DataSource) => (ds.options as { url: string }).url;
async function secondDataSource(p: TestPortal): Promise<DataSource> {
  const ds = createDataSource(urlOf(p.dataSource), { poolSize: 4 });
  await ds.initialize();
  return ds;
}
const config = (p: TestPortal, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: urlOf(p.dataSource), SITE_URL: SITE, LOG_LEVEL: 'silent', ...env });

beforeAll(async () => {
  portal = await startTestPortal('digests', { SITE_URL: SITE });
  await importSharedData(portal.dataSource, { votes: true, legislators: true, districts: true });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  story = await buildStory(portal.dataSource, { ownerId: staff.id, isGlobal: true, title: 'Farm bill watch' });
}, 120_000);
afterAll(() => portal?.close());

/** A key vote waiting for the member's digest (as its fan-out leaves it), created an hour ago. */
async function waitingKeyVote(memberId: string, mode: 'daily' | 'weekly' = 'weekly', p: TestPortal = portal): Promise<void> {
  const keyVote = await buildKeyVote(p.dataSource, { title: `Waiting key vote ${Math.random().toString(36).slice(2, 8)}` });
  await p.dataSource.query(
    `INSERT INTO notifications (member_id, kind, event_key, key_vote_id, email_mode, created_at) VALUES ($1, 'key_vote', 'key_vote:' || $2, $2::uuid, $3, now() - interval '1 hour')`,
    [memberId, keyVote, mode],
  );
}

async function addArticle(title: string): Promise<string> {
  const article = await buildArticle(portal.dataSource, { title });
  expect((await portal.rest('POST', `/api/stories/${story.id}/articles/${article.id}`, { token: staff.token, body: {} })).status).toBe(201);
  return article.id;
}

describe('the digest', () => {
  it('lists new articles in followed stories, new key votes with how the member’s own legislators voted, and decisions — via npm run digest', async () => {
    const member = await buildMember(portal.dataSource, { email: `digest-reader-${Date.now()}@example.org` });
    await follow(portal.dataSource, story.id, member.id);
    await portal.rest('PUT', '/api/user/me/address', { token: member.token, body: { data: { street: '200 W 24th St', city: 'Cheyenne', state: 'WY', zipCode: '82001' } } });
    // Decisions go to the weekly digest too for this member (the default is an email right away).
    await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { email: { proposal_decided: 'weekly' } } });

    await addArticle('Crop insurance talks stall');
    const kv = await portal.rest('POST', '/api/key-votes', { token: staff.token, body: { bill_id: 'H.R. 1', title: 'One Big Beautiful Bill Act', organization_position: 'oppose' } });
    expect(kv.status).toBe(201);
    const [{ id: proposal }] = await portal.dataSource.query(`INSERT INTO proposals (story_id, proposer_id, title) VALUES ($1, $2, 'Farm bill 2026 watch') RETURNING id`, [story.id, member.id]);
    expect((await portal.rest('PUT', `/api/stories/${story.id}/proposals/${proposal}`, { token: staff.token, body: { status: 'approved' } })).status).toBe(200);
    await portal.settle();
    expect(await mailTo(portal, member.email)).toEqual([]); // all of it waits for the weekly digest

    const { stdout } = await promisify(execFile)(
      path.join(REPO_ROOT, 'node_modules/.bin/node'),
      ['--import', '@swc-node/register/esm-register', 'gateway/src/jobs/digest-cli.ts', '--member', member.email.toUpperCase(), '--now'],
      { cwd: REPO_ROOT, env: { ...process.env, SWC_NODE_PROJECT: 'gateway/tsconfig.json', DATABASE_URL: urlOf(portal.dataSource), SITE_URL: SITE, LOG_LEVEL: 'warn' }, timeout: 60_000 },
    );
    expect(stdout).toContain(`Sent "Your digest: 3 updates" to ${member.email} into the outbox`);

    const [mail, ...more] = await mailTo(portal, member.email);
    expect(more).toEqual([]);
    const reps = (await portal.rest('GET', '/api/user/me/representatives', { token: member.token })).body.data;
    const names = [...reps.senators.map((s: any) => `Sen. ${s.name.full} (R-WY)`), ...reps.representatives.map((r: any) => `Rep. ${r.name.full} (R-WY)`)];
    expect(names).toHaveLength(3);
    expect(mail.text).toContain('ABOUT YOUR REQUESTS AND TIPS\n\n- Your proposal for “Farm bill 2026 watch” was approved');
    expect(mail.text).toContain('NEW IN STORIES YOU FOLLOW');
    expect(mail.text).toContain('- Crop insurance talks stall · Example News');
    expect(mail.text).toContain('NEW KEY VOTES');
    expect(mail.text).toContain('- One Big Beautiful Bill Act\n  We oppose · H.R. 1 · ');
    expect(mail.text).toContain('How your members of Congress voted:');
    for (const name of names) expect(mail.text).toContain(`    ${name}: Yes`);
    expect(mail.links).toContain(`${SITE}/key-votes/${kv.body.data.id}`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const html = await (await fetch(`${portal.baseUrl}/dev/mail/${mail.id}`)).text();
    expect(html).toContain('How your members of Congress voted');
    expect(html).toContain('max-width:600px');
    for (const name of names) expect(html).toContain(name.replace(/'/g, '&#39;'));

    // What it listed counts as sent: again, nothing new, nothing sent.
    const again = await promisify(execFile)(
      path.join(REPO_ROOT, 'node_modules/.bin/node'),
      ['--import', '@swc-node/register/esm-register', 'gateway/src/jobs/digest-cli.ts', '--member', member.email, '--now'],
      { cwd: REPO_ROOT, env: { ...process.env, SWC_NODE_PROJECT: 'gateway/tsconfig.json', DATABASE_URL: urlOf(portal.dataSource), SITE_URL: SITE, LOG_LEVEL: 'warn' }, timeout: 60_000 },
    );
    expect(again.stdout).toContain(`Nothing new for ${member.email} since their last digest: no email sent.`);
    expect(await mailTo(portal, member.email)).toHaveLength(1);

    // The next digest says when the last one was sent, as a day where the member lives (their
    // settings' time zone; here one whose date differs from UTC's at this hour), not the server's.
    const [{ sent_at: lastSent }] = await portal.dataSource.query('SELECT max(sent_at) AS sent_at FROM digests WHERE member_id = $1', [member.id]);
    const zone = zoneOnAnotherDayThanUtc(new Date(lastSent));
    expect((await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { timeZone: zone } })).status).toBe(200);
    await addArticle('Conference report filed');
    await portal.settle();
    await promisify(execFile)(
      path.join(REPO_ROOT, 'node_modules/.bin/node'),
      ['--import', '@swc-node/register/esm-register', 'gateway/src/jobs/digest-cli.ts', '--member', member.email, '--now'],
      { cwd: REPO_ROOT, env: { ...process.env, SWC_NODE_PROJECT: 'gateway/tsconfig.json', DATABASE_URL: urlOf(portal.dataSource), SITE_URL: SITE, LOG_LEVEL: 'warn' }, timeout: 60_000 },
    );
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(lastSent));
    expect(dayIn(zone)).not.toBe(dayIn('UTC'));
    const second = (await mailTo(portal, member.email)).find((m) => m.id !== mail.id);
    expect(second?.text).toContain(`Here is what is new since your last digest on ${dayIn(zone)}: 1 update.`);
  }, 120_000);

  it('without a saved address, asks for one instead of naming legislators', async () => {
    const member = await buildMember(portal.dataSource);
    await portal.rest('POST', '/api/key-votes', { token: staff.token, body: { bill_id: 'S. 5', title: 'Laken Riley Act', organization_position: 'other' } });
    await portal.settle();
    const outcome = await sendDigest(
      { dataSource: portal.dataSource, log: silent, siteUrl: SITE, linkSecret: config(portal).mail.linkSecret, mailer: createMailer(config(portal), silent) },
      { memberId: member.id, frequency: 'weekly', period: '2026-W48', cutoff: new Date().toISOString() },
    );
    expect(outcome.status).toBe('sent');
    const [mail] = await mailTo(portal, member.email);
    expect(mail.text).toContain('Laken Riley Act\n  Tracking, no position · S. 5');
    expect(mail.text).toContain(`Add your address to see how your own representative and senators voted: ${SITE}/dashboard#my-representatives`);
  });

  it('leaves out a kind the member turned off after it was queued (in the settings or by unsubscribing), and keeps the rest', async () => {
    const deps = { dataSource: portal.dataSource, log: silent, siteUrl: SITE, linkSecret: config(portal).mail.linkSecret, mailer: createMailer(config(portal), silent) };
    const job = (memberId: string): DigestJob => ({ memberId, frequency: 'weekly', period: '2026-W48', cutoff: new Date().toISOString() });
    const queued = (memberId: string, kind: string, keyVoteId: string | null = null) =>
      portal.dataSource.query(
        `INSERT INTO notifications (member_id, kind, event_key, key_vote_id, email_mode, created_at) VALUES ($1, $2, gen_random_uuid()::text, $3, 'weekly', now() - interval '1 hour')`,
        [memberId, kind, keyVoteId],
      );

    // Key votes off in the settings: the digest still carries the followed story's article.
    const settings = await buildMember(portal.dataSource);
    const keyVote = await buildKeyVote(portal.dataSource, { title: 'Turned-off key vote' });
    await queued(settings.id, 'key_vote', keyVote);
    await follow(portal.dataSource, story.id, settings.id);
    await addArticle('Kept in the digest');
    await portal.settle();
    expect((await portal.rest('PUT', '/api/users/me/notification-preferences', { token: settings.token, body: { email: { key_vote: 'off' } } })).status).toBe(200);
    expect(await sendDigest(deps, job(settings.id))).toMatchObject({ status: 'sent' });
    const [mail] = await mailTo(portal, settings.email);
    expect(mail!.text).toContain('Kept in the digest');
    expect(mail!.text).not.toContain('Turned-off key vote');

    // Everything it had, unsubscribed from by the address: no email at all.
    const unsubscribed = await buildMember(portal.dataSource);
    await queued(unsubscribed.id, 'key_vote', keyVote);
    await portal.dataSource.query(`INSERT INTO email_unsubscribes (email, kind) VALUES (lower($1), 'key_vote')`, [unsubscribed.email]);
    expect((await sendDigest(deps, job(unsubscribed.id))).status).not.toBe('sent');
    expect(await mailTo(portal, unsubscribed.email)).toEqual([]);
  });
});

describe('the schedule: daily and weekly at 7:00 in each member’s time zone', () => {
  it('is due once the period has ended where the member lives, for what waited before its end', async () => {
    const ny = await buildMember(portal.dataSource);
    const la = await buildMember(portal.dataSource);
    await portal.dataSource.query(`UPDATE members SET time_zone = 'America/Los_Angeles' WHERE id = $1`, [la.id]);
    // A weekly item from Friday Nov 20, 2026 for both; a daily one from Monday Nov 23, 10:00 UTC for the New Yorker.
    const insert = (memberId: string, mode: string, at: string) =>
      portal.dataSource.query(`INSERT INTO notifications (member_id, kind, event_key, email_mode, created_at) VALUES ($1, 'key_vote', gen_random_uuid()::text, $2, $3)`, [
        memberId,
        mode,
        at,
      ]);
    await insert(ny.id, 'weekly', '2026-11-20T12:00:00Z');
    await insert(la.id, 'weekly', '2026-11-20T12:00:00Z');
    await insert(ny.id, 'daily', '2026-11-23T10:00:00Z');
    const due = async (now: string) =>
      (await dueDigests(portal.dataSource, 7, new Date(now))).filter((d) => d.memberId === ny.id || d.memberId === la.id).map((d) => `${d.memberId === ny.id ? 'ny' : 'la'} ${d.frequency} ${d.period} ${d.cutoff}`);

    // Monday Nov 23, 11:59 UTC: 6:59 in New York, 3:59 in Los Angeles — last week's periods, which end before the items.
    expect(await due('2026-11-23T11:59:00Z')).toEqual([]);
    // 12:01 UTC: 7:01 in New York: the New Yorker's weekly (week 48) and daily (Nov 23) digests are due; Los Angeles waits.
    expect(await due('2026-11-23T12:01:00Z')).toEqual([`ny daily 2026-11-23 2026-11-23T12:00:00.000Z`, `ny weekly 2026-W48 2026-11-23T12:00:00.000Z`]);
    // 15:01 UTC: 7:01 in Los Angeles.
    expect(await due('2026-11-23T15:01:00Z')).toContainEqual(`la weekly 2026-W48 2026-11-23T15:00:00.000Z`);
    // A day later, a missed digest is still due (a gateway was down), for the latest period.
    expect(await due('2026-11-24T16:00:00Z')).toContainEqual(`la weekly 2026-W48 2026-11-23T15:00:00.000Z`);
    // Recorded periods are not due again.
    await portal.dataSource.query(`INSERT INTO digests (member_id, frequency, period, cutoff) VALUES ($1, 'weekly', '2026-W48', now())`, [la.id]);
    expect(await due('2026-11-24T16:00:00Z')).not.toContainEqual(expect.stringMatching(/^la weekly/));
  });

  it('the tick enqueues each due digest, which is sent once; nothing is sent when nothing is new', async () => {
    const member = await buildMember(portal.dataSource);
    const idle = await buildMember(portal.dataSource);
    await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { email: { story_article: 'daily' } } });
    await follow(portal.dataSource, story.id, member.id);
    await addArticle('Dairy prices');
    await portal.settle();
    // As if it happened two days ago: yesterday's daily digest (7:00 local) is due.
    await portal.dataSource.query(`UPDATE notifications SET created_at = now() - interval '2 days' WHERE member_id = $1`, [member.id]);
    const handlers = jobHandlers({ dataSource: portal.dataSource, log: silent, siteUrl: SITE, linkSecret: config(portal).mail.linkSecret, mailer: createMailer(config(portal), silent), digestHour: 7 });
    await handlers[JOB.digestTick]({}, {} as never);
    await handlers[JOB.digestTick]({}, {} as never); // a second tick (another gateway) adds nothing
    await portal.settle();
    const mails = await mailTo(portal, member.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your daily digest: 1 update']);
    expect(mails[0]!.text).toContain('Dairy prices');
    expect(await mailTo(portal, idle.email)).toEqual([]);
    const rows = await portal.dataSource.query(`SELECT frequency, item_count, sent_at IS NOT NULL AS sent FROM digests WHERE member_id = $1`, [member.id]);
    expect(rows).toEqual([{ frequency: 'daily', item_count: 1, sent: true }]);
  });
});

describe('durable, exactly-once jobs', () => {
  it('two workers on one database: one email per digest period and one notification per member and event', async () => {
    const other = await secondDataSource(portal);
    const second = await startJobs({ config: config(portal), log: silent, dataSource: other, work: true, tuning: TEST_TUNING });
    try {
      const member = await buildMember(portal.dataSource);
      await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { email: { story_article: 'immediate' } } });
      await follow(portal.dataSource, story.id, member.id);
      const article = await buildArticle(portal.dataSource, { title: 'Twice told' });
      await portal.dataSource.query('INSERT INTO story_articles (story_id, article_id) VALUES ($1, $2)', [story.id, article.id]);
      // The same event enqueued six times past the queue's own de-duplication (different job keys), on both gateways.
      const event = { type: 'story_article' as const, storyId: story.id, articleId: article.id, actorId: staff.id };
      await Promise.all([0, 1, 2, 3, 4, 5].map((i) => (i % 2 ? second : portal.jobs).send(null, JOB.fanOut, event, { key: `dup-${i}` })));
      // And one digest period enqueued six times.
      await waitingKeyVote(member.id);
      const digest: DigestJob = { memberId: member.id, frequency: 'weekly', period: '2030-W01', cutoff: new Date().toISOString() };
      await Promise.all([0, 1, 2, 3, 4, 5].map((i) => (i % 2 ? second : portal.jobs).send(null, JOB.digest, digest, { key: `digest-dup-${i}` })));
      await portal.settle();
      expect(await portal.dataSource.query('SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND article_id = $2', [member.id, article.id])).toEqual([{ n: 1 }]);
      const mails = await mailTo(portal, member.email);
      expect(mails.filter((m) => m.subject.startsWith('New article in “Farm bill'))).toHaveLength(1); // (renamed by an approved proposal above)
      expect(mails.filter((m) => m.subject.startsWith('Your weekly digest'))).toHaveLength(1);
      expect(await portal.dataSource.query(`SELECT count(*)::int AS n FROM digests WHERE member_id = $1 AND period = '2030-W01'`, [member.id])).toEqual([{ n: 1 }]);
    } finally {
      await second.stop(1_000);
      await other.destroy();
    }
  });

  it('a job whose worker process is killed mid-job is retried by another worker, once', async () => {
    // A gateway that only enqueues, so the job waits for the worker processes below.
    const gateway = await startTestPortal('digests_crash', { SITE_URL: SITE }, { jobs: 'enqueue' });
    await gateway.dataSource.query(`UPDATE pgboss.queue SET expire_seconds = 3, retry_delay = 0, retry_backoff = false WHERE name = $1`, [JOB.digest]);
    const member = await buildMember(gateway.dataSource);
    await waitingKeyVote(member.id, 'weekly', gateway);
    const liveDs = await secondDataSource(gateway);
    let live: JobQueue | undefined;
    // Worker A: a real process that claims the digest and is killed (SIGKILL) while holding it.
    const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/node'), ['--import', '@swc-node/register/esm-register', 'tests/integration/fixtures/hanging-worker.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, SWC_NODE_PROJECT: 'gateway/tsconfig.json', DATABASE_URL: urlOf(gateway.dataSource) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const claimed = new Promise<void>((resolve) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('CLAIMED') && resolve()));
      await gateway.jobs.send(null, JOB.digest, { memberId: member.id, frequency: 'weekly', period: '2030-W02', cutoff: new Date().toISOString() }, { key: `crash-${member.id}` });
      await claimed;
      child.kill('SIGKILL');
      // Worker B starts (the restart); A's claim expires after 3 s and B runs the job, once.
      live = await startJobs({ config: config(gateway), log: silent, dataSource: liveDs, work: true, tuning: TEST_TUNING });
      await expect.poll(async () => (await mailTo(gateway, member.email)).length, { timeout: 20_000, interval: 250 }).toBe(1);
      const [job] = await gateway.dataSource.query(`SELECT state, retry_count FROM pgboss.job WHERE name = $1`, [JOB.digest]);
      expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
      expect(await gateway.dataSource.query(`SELECT item_count FROM digests WHERE member_id = $1`, [member.id])).toEqual([{ item_count: 1 }]);
    } finally {
      child.kill('SIGKILL');
      await live?.stop(1_000);
      await liveDs.destroy();
      await gateway.close();
    }
  }, 60_000);

  it('jobs survive a restart: enqueued while no worker runs, done when one starts', async () => {
    const quiet = await startTestPortal('digests_restart', { SITE_URL: SITE }, { jobs: 'enqueue' });
    let worker: JobQueue | undefined;
    const ds = await secondDataSource(quiet);
    try {
      const owner = await buildMember(quiet.dataSource, { role: Role.STAFF });
      const reader = await buildMember(quiet.dataSource);
      const s = await buildStory(quiet.dataSource, { ownerId: owner.id, isGlobal: true });
      await follow(quiet.dataSource, s.id, reader.id);
      const article = await buildArticle(quiet.dataSource);
      expect((await quiet.rest('POST', `/api/stories/${s.id}/articles/${article.id}`, { token: owner.token, body: {} })).status).toBe(201);
      expect((await quiet.jobs.depth()).total).toBe(1);
      await quiet.jobs.stop(1_000); // the gateway goes away
      worker = await startJobs({ config: config(quiet), log: silent, dataSource: ds, work: true, tuning: TEST_TUNING });
      await expect.poll(async () => (await quiet.dataSource.query('SELECT count(*)::int AS n FROM notifications WHERE member_id = $1', [reader.id]))[0].n, { timeout: 10_000 }).toBe(1);
    } finally {
      await worker?.stop(1_000);
      await ds.destroy();
      await quiet.close().catch(() => undefined);
    }
  });

  it('an SMTP server that refuses: the request is not blocked, the job retries (logged) and sends once when the server is back', async () => {
    const port = await freePort();
    const smtp = `smtp://127.0.0.1:${port}/`;
    const gateway = await startTestPortal('digests_smtp', { SITE_URL: SITE, SMTP_URL: smtp }, { jobs: 'enqueue' });
    const ds = await secondDataSource(gateway);
    const log = capturingLogger();
    const worker = await startJobs({
      config: config(gateway, { SMTP_URL: smtp }),
      log,
      dataSource: ds,
      work: true,
      tuning: { ...TEST_TUNING, policies: { [JOB.email]: { retryDelay: 1, retryBackoff: false } } },
    });
    let server: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
    try {
      const owner = await buildMember(gateway.dataSource, { role: Role.STAFF });
      const s = await buildStory(gateway.dataSource, { ownerId: owner.id, title: 'Rural broadband' });
      const started = Date.now();
      const res = await gateway.rest('POST', `/api/stories/${s.id}/collaborators/invite`, { token: owner.token, body: { email: 'new.person@example.org' } });
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect.poll(() => log.lines.filter((l) => /^WARN jobs: email-send job .* failed \(attempt \d+ of 17\), will retry with backoff: .*ECONNREFUSED/.test(l)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      expect(await gateway.dataSource.query('SELECT id FROM auth_mail_outbox')).toEqual([]);

      server = await startFakeSmtp(port);
      await expect.poll(() => server!.messages.length, { timeout: 15_000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 1_500)); // no second copy follows
      expect(server.messages).toHaveLength(1);
      expect(server.messages[0]!.to).toEqual(['<new.person@example.org>']);
      const headers = server.messages[0]!.data.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' '); // unfolded
      expect(headers).toMatch(/^Subject: =\?UTF-8\?Q\?A_staff_member_invited_you/m);
      expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/members\.example\.org\/unsubscribe\?token=[\w.-]+>$/m);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(await gateway.dataSource.query('SELECT "to" FROM auth_mail_outbox')).toEqual([{ to: 'new.person@example.org' }]);
    } finally {
      await worker.stop(1_000);
      await ds.destroy();
      await server?.close();
      await gateway.close();
    }
  }, 60_000);
});
