import type { DataSource } from 'typeorm';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer.js';
import { notificationEmailOf, runFanOut, type NotificationDeps } from '../modules/notification/delivery.js';
import { dueDigests, sendDigest } from '../modules/notification/digest.js';
import { deliverPushes, sweepExpiredSubscriptions } from '../modules/push/push-delivery.js';
import { configurePush } from '../modules/push/push.settings.js';
import { JOB } from './job-names.js';
import { createDataSource } from '../db/data-source.js';
import { DEFAULT_CONCURRENCY, jobQueueFor, startJobQueue, urlOf, type JobHandlers, type JobQueue, type WorkerTuning } from './queue.js';

export interface WorkerDeps extends NotificationDeps {
  mailer: Mailer;
  digestHour: number;
}

/**
 * Sends one email at most once per key: the email_deliveries row and the outbox row commit with
 * the send; if the SMTP server refuses or times out, both roll back and the job retries.
 */
export async function deliverEmail(deps: Pick<WorkerDeps, 'dataSource' | 'mailer' | 'log'>, key: string, message: MailMessage): Promise<'sent' | 'already'> {
  return deps.dataSource.transaction(async (tx) => {
    const claimed: unknown[] = await tx.query(
      'INSERT INTO email_deliveries (key, recipient, subject) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING RETURNING key',
      [key, message.to, message.subject],
    );
    if (!claimed.length) {
      deps.log.debug(`mail: ${key} was sent already; not again`);
      return 'already';
    }
    await deps.mailer.send(tx, message);
    return 'sent';
  });
}

/** Digest jobs are enqueued this many per statement. */
const DIGEST_ENQUEUE_BATCH = 2_000;

/** What each queue's worker does (the job bodies live with their features). */
export function jobHandlers(deps: WorkerDeps): JobHandlers {
  return {
    [JOB.fanOut]: async (event) => {
      await runFanOut(deps, event);
    },
    [JOB.email]: async (job) => {
      if ('message' in job) {
        await deliverEmail(deps, job.key, job.message);
        return;
      }
      // One notification after the other, each sent once (its own key). A retry after a failure or
      // a crash part-way renders only the ones not sent yet (one lookup for the batch).
      const keys = job.notificationIds.map((id) => `notification:${id}`);
      const sent: { key: string }[] = await deps.dataSource.query('SELECT key FROM email_deliveries WHERE key = ANY($1::text[])', [keys]);
      const done = new Set(sent.map((r) => r.key));
      for (const id of job.notificationIds) {
        if (done.has(`notification:${id}`)) continue;
        const message = await notificationEmailOf(deps, id);
        if (message) await deliverEmail(deps, `notification:${id}`, message);
      }
    },
    [JOB.digestTick]: async () => {
      const due = await dueDigests(deps.dataSource, deps.digestHour);
      const queue = jobQueueFor(deps.dataSource);
      // In bulk: tens of thousands of digests are enqueued in seconds, well inside the tick's expiry.
      for (let from = 0; from < due.length; from += DIGEST_ENQUEUE_BATCH) {
        const batch = due.slice(from, from + DIGEST_ENQUEUE_BATCH);
        await queue.sendMany(null, JOB.digest, batch.map((job) => ({ data: job, key: `${job.memberId}:${job.frequency}:${job.period}` })));
      }
      if (due.length) deps.log.info(`digest: ${due.length} digest(s) due`);
    },
    [JOB.digest]: async (job) => {
      await sendDigest(deps, job);
    },
    [JOB.push]: async (job) => {
      await deliverPushes(deps, job.notificationIds);
    },
    [JOB.pushSweep]: async () => {
      const removed = await sweepExpiredSubscriptions(deps.dataSource);
      if (removed) deps.log.info(`push: ${removed} subscription(s) past their push service's expiry removed`);
    },
  };
}

/**
 * The queue for a process: always able to enqueue; with `work`, also running every worker and the
 * digest schedule (npm start unless JOBS_WORKER=false, and npm run worker). The job bodies run on a
 * pool of their own, one connection per job that may run at once (JOBS_*_CONCURRENCY), so a digest
 * run never takes the connections the gateway's requests use.
 */
export async function startJobs(opts: { config: Config; log: Logger; dataSource: DataSource; work: boolean; tuning?: WorkerTuning; instanceName?: string }): Promise<JobQueue> {
  const { config, log, dataSource } = opts;
  const { fanOut, email, digest } = config.jobs.concurrency;
  const tuning: WorkerTuning = {
    superviseIntervalSeconds: config.jobs.expiryCheckSeconds,
    ...opts.tuning,
    concurrency: { [JOB.fanOut]: fanOut, [JOB.email]: email, [JOB.digest]: digest, [JOB.push]: config.jobs.pushConcurrency, ...opts.tuning?.concurrency },
  };
  configurePush(dataSource, config.push);
  if (!opts.work) return startJobQueue({ dataSource, log, tuning, instanceName: opts.instanceName });

  const running = tuning.concurrency!;
  const poolSize = Object.values(JOB).reduce((n, name) => n + (running[name] ?? DEFAULT_CONCURRENCY[name]), 1);
  const jobsDataSource = createDataSource(urlOf(dataSource), { poolSize });
  await jobsDataSource.initialize();
  configurePush(jobsDataSource, config.push);
  const deps: WorkerDeps = {
    dataSource: jobsDataSource,
    log,
    siteUrl: config.siteUrl,
    linkSecret: config.mail.linkSecret,
    mailer: createMailer(config, log),
    digestHour: config.jobs.digestHour,
  };
  try {
    const queue = await startJobQueue({ dataSource, also: [jobsDataSource], log, handlers: jobHandlers(deps), tuning, instanceName: opts.instanceName });
    const stop = queue.stop.bind(queue);
    return Object.assign(queue, {
      async stop(timeoutMs: number) {
        await stop(timeoutMs);
        await jobsDataSource.destroy();
      },
    });
  } catch (err) {
    await jobsDataSource.destroy().catch(() => undefined);
    throw err;
  }
}
