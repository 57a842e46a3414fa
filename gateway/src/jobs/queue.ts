import { createHash } from 'node:crypto';
import { PgBoss, type Db as BossDb, type JobWithMetadata } from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../config/logger.js';
import { reportQueueDepth } from '../http/metrics.js';
import { DIGEST_TICK_CRON, JOB, PUSH_SWEEP_CRON, QUEUE_POLICIES, type JobName, type JobPayloads } from './job-names.js';

/**
 * THE job queue (issue #16): pg-boss on the portal's own PostgreSQL — no other infrastructure.
 *
 * - Its tables live in the `pgboss` schema, which pg-boss installs and versions itself (the
 *   `pgboss.version` table holds its schema version; the exact pg-boss version is pinned in
 *   gateway/package.json). migrateJobQueue() runs its migrations deliberately, right after the
 *   portal's own (db/database.ts openDatabase, `npm run db:migrate`), under pg-boss's advisory lock,
 *   so several gateways starting at once migrate once; running gateways start it with
 *   `migrate: false` and never change the schema.
 * - Jobs are rows: they survive restarts. A job a worker claimed and never finished (a crash) is
 *   retried by another worker once it expires; failures retry with exponential backoff
 *   (job-names.ts QUEUE_POLICIES), each failure logged.
 * - Producers enqueue inside their own transaction (`enqueue(tx, …)`): the job exists exactly when
 *   the change that caused it commits (a transactional outbox).
 * - Several gateways on one database share the queue: each job is claimed by one worker (SKIP
 *   LOCKED), the cron fires once per occurrence cluster-wide, and the handlers are idempotent
 *   besides (unique rows: notifications, email_deliveries, digests).
 */
export const QUEUE_SCHEMA = 'pgboss';

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobWithMetadata<JobPayloads[N]>) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface EnqueueOptions {
  /**
   * Idempotency key: a second job with the same name and key, while the first is still stored
   * (pending, running or kept after completion), is not created.
   */
  key?: string;
  /** Run no earlier than this. */
  startAfter?: Date;
}

export interface QueueDepth {
  /** Jobs waiting (created or waiting to retry) or running, over every queue. */
  total: number;
  byQueue: { name: string; waiting: number; running: number }[];
}

export interface JobQueue {
  /** Enqueue a job; with `db` (a TypeORM transaction) it commits or rolls back with that transaction. */
  send<N extends JobName>(db: EntityManager | null, name: N, data: JobPayloads[N], opts?: EnqueueOptions): Promise<string | null>;
  /**
   * Enqueue many jobs in one statement (a fan-out's emails, a digest tick's digests); each is keyed,
   * so a job whose key is still stored is not created again.
   */
  sendMany<N extends JobName>(db: EntityManager | null, name: N, jobs: { data: JobPayloads[N]; key: string }[]): Promise<void>;
  /** How many jobs wait (due within a minute, or to retry) or run: for the lead's Prometheus gauge (issue #17) and `npm run worker`'s status line. */
  depth(): Promise<QueueDepth>;
  /** Stop fetching, let running jobs finish for up to `timeoutMs`, close the queue's connections. */
  stop(timeoutMs: number): Promise<void>;
  /** Whether this process runs the workers (false: it only enqueues). */
  readonly working: boolean;
}

export interface WorkerTuning {
  /** Seconds between polls when LISTEN/NOTIFY is not available (default 2). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are found and retried, in seconds (default 60; tests use 1). */
  superviseIntervalSeconds?: number;
  /** Per-queue overrides of job-names.ts QUEUE_POLICIES (tests shorten expiry and retry delays). */
  policies?: Partial<Record<JobName, Partial<(typeof QUEUE_POLICIES)[JobName]>>>;
  /** Schedule the digest tick (default true where work is done). */
  schedule?: boolean;
  /** Jobs of each queue this process runs at once (config JOBS_*_CONCURRENCY; default DEFAULT_CONCURRENCY). */
  concurrency?: Partial<Record<JobName, number>>;
}

/** Jobs run at once per queue and process, unless configured. */
export const DEFAULT_CONCURRENCY: Record<JobName, number> = { [JOB.fanOut]: 2, [JOB.email]: 4, [JOB.digestTick]: 1, [JOB.digest]: 4, [JOB.push]: 4, [JOB.pushSweep]: 1 };

/**
 * How many jobs a worker takes per fetch. Emails and digests are many and short (a fan-out's email
 * job holds up to 50 emails): a worker takes a batch and, while batches come back full, fetches the
 * next one at once (no polling interval between them); each job of a batch succeeds or fails on
 * its own. A fan-out or a tick is one long job.
 */
const BATCH_SIZE: Record<JobName, number> = { [JOB.fanOut]: 1, [JOB.email]: 5, [JOB.digestTick]: 1, [JOB.digest]: 10, [JOB.push]: 1, [JOB.pushSweep]: 1 };

const queues = new WeakMap<DataSource, JobQueue>();

/**
 * The queue of a database: what services enqueue on (through their transaction's DataSource).
 * Every process that writes to the database starts one (main.ts, `npm run worker`, the tests).
 */
export function jobQueueFor(dataSource: DataSource): JobQueue {
  const queue = queues.get(dataSource);
  if (!queue) throw new Error('No job queue was started for this database (jobs/queue.ts startJobQueue).');
  return queue;
}

/** Whether a job queue was started for this database in this process (an importer may run without one). */
export function hasJobQueue(dataSource: DataSource): boolean {
  return queues.has(dataSource);
}

/** Enqueue inside `tx`: the job is created exactly when the transaction commits. */
export function enqueue<N extends JobName>(tx: EntityManager, name: N, data: JobPayloads[N], opts?: EnqueueOptions): Promise<string | null> {
  return jobQueueFor(tx.dataSource).send(tx, name, data, opts);
}

/** pg-boss statements run on the caller's TypeORM transaction (its connection, its commit). */
function viaTransaction(tx: EntityManager): BossDb {
  const runner = tx.queryRunner;
  if (!runner) throw new Error('enqueue() needs a transaction (EntityManager of dataSource.transaction).');
  return { executeSql: async (text, values) => ({ rows: (await runner.query(text, values as unknown[], true)).records }) };
}

/** A stable job id from an idempotency key (pg-boss ignores a second insert of the same id). */
export function jobIdFor(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const urlOf = (dataSource: DataSource): string => {
  const url = (dataSource.options as { url?: string }).url;
  if (!url) throw new Error('The job queue needs the DataSource to be created from a connection URL.');
  return url;
};

const baseOptions = (url: string) => ({
  connectionString: url,
  schema: QUEUE_SCHEMA,
  application_name: 'member-portal-jobs',
  connectionTimeoutMillis: 3_000,
  // pg-boss ships OpenTelemetry hooks that stay no-ops without an SDK: nothing to configure.
});

/**
 * Installs or upgrades pg-boss's schema and (re)creates the portal's queues with their policies.
 * Safe to run concurrently from several processes (pg-boss serialises its migration).
 */
export async function migrateJobQueue(url: string, log: Logger): Promise<void> {
  const boss = new PgBoss({ ...baseOptions(url), max: 2, migrate: true, supervise: false, schedule: false, registerInstance: false });
  boss.on('error', (err) => log.error('jobs: error while migrating the queue', err));
  await boss.start();
  try {
    const before = await boss.schemaVersion();
    for (const [name, policy] of Object.entries(QUEUE_POLICIES)) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
      else await boss.createQueue(name, policy);
    }
    log.debug(`jobs: pg-boss schema version ${before} in schema "${QUEUE_SCHEMA}", ${Object.keys(QUEUE_POLICIES).length} queues`);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

/**
 * Connects to the queue of `dataSource`'s database and registers it for enqueueing. With
 * `handlers`, this process also works the queues (and schedules the digest tick).
 */
export async function startJobQueue(opts: {
  dataSource: DataSource;
  /** Other DataSources of the same database whose users enqueue on this queue (the job bodies' own pool). */
  also?: DataSource[];
  log: Logger;
  handlers?: JobHandlers;
  tuning?: WorkerTuning;
  /** Names this process in pg-boss's instance registry (pgboss.instance). */
  instanceName?: string;
}): Promise<JobQueue> {
  const { dataSource, log, handlers, tuning = {} } = opts;
  const working = Boolean(handlers);
  const boss = new PgBoss({
    ...baseOptions(urlOf(dataSource)),
    // Fetches and completions; the job bodies use the portal's own pool.
    max: working ? 6 : 2,
    migrate: false,
    supervise: working,
    schedule: working && tuning.schedule !== false,
    useListenNotify: working,
    // Only when given: pg-boss refuses an explicit undefined (its own defaults apply otherwise).
    ...(tuning.superviseIntervalSeconds ? { superviseIntervalSeconds: tuning.superviseIntervalSeconds, monitorIntervalSeconds: tuning.superviseIntervalSeconds } : {}),
    instanceName: opts.instanceName,
  });
  boss.on('error', (err) => log.error('jobs: queue error', err));
  boss.on('warning', (warning) => {
    // Expected where LISTEN/NOTIFY is unavailable (polling carries on): not worth a warning each start.
    if ((warning as { type?: string }).type === 'listen_notify_unavailable') log.debug(`jobs: ${warning.message}`);
    else log.warn(`jobs: ${warning.message}`);
  });
  await boss.start();

  if (tuning.policies) {
    for (const [name, policy] of Object.entries(tuning.policies)) await boss.updateQueue(name, policy);
  }

  if (handlers) {
    const concurrency = { ...DEFAULT_CONCURRENCY, ...tuning.concurrency };
    const polling = {
      pollingIntervalSeconds: tuning.pollingIntervalSeconds ?? 2,
      notifyPollingIntervalSeconds: Math.max(10, tuning.pollingIntervalSeconds ?? 2),
    };
    const runOne = async <N extends JobName>(name: N, job: JobWithMetadata<JobPayloads[N]>): Promise<void> => {
      try {
        await (handlers[name] as JobHandler<N>)(job.data, job);
      } catch (err) {
        const last = job.retryCount >= job.retryLimit;
        const why = err instanceof Error ? err.message : String(err);
        if (last) log.error(`jobs: ${name} job ${job.id} failed for good after ${job.retryCount + 1} attempts: ${why}`);
        else log.warn(`jobs: ${name} job ${job.id} failed (attempt ${job.retryCount + 1} of ${job.retryLimit + 1}), will retry with backoff: ${why}`);
        throw err;
      }
    };
    for (const name of Object.values(JOB)) {
      const options = { includeMetadata: true, localConcurrency: concurrency[name], ...polling } as const;
      if (BATCH_SIZE[name] === 1) {
        await boss.work(name, { ...options, batchSize: 1 }, async ([job]: JobWithMetadata<JobPayloads[typeof name]>[]) => runOne(name, job!));
        continue;
      }
      await boss.work(
        name,
        { ...options, batchSize: BATCH_SIZE[name], burstWhenBatchFull: true, perJobResults: true },
        async (jobs: JobWithMetadata<JobPayloads[typeof name]>[]) => {
          const results = [];
          for (const job of jobs) {
            try {
              await runOne(name, job);
              results.push({ id: job.id, status: 'completed' as const });
            } catch (err) {
              results.push({ id: job.id, status: 'failed' as const, output: { message: err instanceof Error ? err.message : String(err) } });
            }
          }
          return results;
        },
      );
    }
    if (tuning.schedule !== false) {
      await boss.schedule(JOB.digestTick, DIGEST_TICK_CRON, {}, { tz: 'UTC' });
      await boss.schedule(JOB.pushSweep, PUSH_SWEEP_CRON, {}, { tz: 'UTC' });
    }
  }

  const queue: JobQueue = {
    working,
    async send(db, name, data, sendOpts = {}) {
      return boss.send(name, data as object, {
        ...(db ? { db: viaTransaction(db) } : {}),
        ...(sendOpts.key ? { id: jobIdFor(name, sendOpts.key), singletonKey: sendOpts.key } : {}),
        ...(sendOpts.startAfter ? { startAfter: sendOpts.startAfter } : {}),
      });
    },
    async sendMany(db, name, jobs) {
      if (!jobs.length) return;
      await boss.insert(
        name,
        jobs.map((j) => ({ id: jobIdFor(name, j.key), singletonKey: j.key, data: j.data as object })),
        db ? { db: viaTransaction(db) } : {},
      );
    },
    async depth() {
      // A job created to start more than a minute from now (a campaign opening tomorrow) is not
      // waiting yet: it is neither backlog nor something a caller waiting for the queue to settle waits for.
      // Only the portal's queues count: pg-boss's own (`__pgboss__send-it`, which carries cron sends
      // between its schedulers) belong to pg-boss, and one left by a killed process is not backlog.
      const { rows } = await boss.getDb().executeSql(
        `SELECT name, count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting, count(*) FILTER (WHERE state = 'active')::int AS running
           FROM ${QUEUE_SCHEMA}.job
          WHERE name = ANY($1::text[]) AND (state IN ('retry', 'active') OR (state = 'created' AND start_after <= now() + interval '1 minute'))
          GROUP BY name ORDER BY name`,
        [Object.values(JOB)],
      );
      const byQueue = rows as QueueDepth['byQueue'];
      return { total: byQueue.reduce((n, q) => n + q.waiting + q.running, 0), byQueue };
    },
    async stop(timeoutMs) {
      for (const ds of [dataSource, ...(opts.also ?? [])]) if (queues.get(ds) === queue) queues.delete(ds);
      for (const stopReporting of reporting) stopReporting();
      await boss.stop({ graceful: true, close: true, timeout: Math.max(timeoutMs, 0) });
    },
  };
  for (const ds of [dataSource, ...(opts.also ?? [])]) queues.set(ds, queue);
  // portal_job_queue_depth{queue} on /metrics (http/metrics.ts): jobs waiting (created or due for a
  // retry) per queue. One query serves every queue of a scrape (answers are reused for a second).
  let last: { at: number; depth: Promise<QueueDepth> } | undefined;
  const depthNow = () => {
    if (!last || Date.now() - last.at > 1_000) last = { at: Date.now(), depth: queue.depth() };
    return last.depth;
  };
  const reporting = Object.values(JOB).map((name) =>
    reportQueueDepth(name, async () => (await depthNow()).byQueue.find((q) => q.name === name)?.waiting ?? 0),
  );
  return queue;
}
