import type { DataSource } from 'typeorm';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer.js';
import { runFanOut, type NotificationDeps } from '../modules/notification/delivery.js';
import { dueDigests, sendDigest } from '../modules/notification/digest.js';
import { JOB } from './job-names.js';
import { jobQueueFor, startJobQueue, type JobHandlers, type JobQueue, type WorkerTuning } from './queue.js';

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

/** What each queue's worker does (the job bodies live with their features). */
export function jobHandlers(deps: WorkerDeps): JobHandlers {
  return {
    [JOB.fanOut]: async (event) => {
      await runFanOut(deps, event);
    },
    [JOB.email]: async ({ key, message }) => {
      await deliverEmail(deps, key, message);
    },
    [JOB.digestTick]: async () => {
      const due = await dueDigests(deps.dataSource, deps.digestHour);
      const queue = jobQueueFor(deps.dataSource);
      for (const job of due) await queue.send(null, JOB.digest, job, { key: `${job.memberId}:${job.frequency}:${job.period}` });
      if (due.length) deps.log.info(`digest: ${due.length} digest(s) due`);
    },
    [JOB.digest]: async (job) => {
      await sendDigest(deps, job);
    },
  };
}

/**
 * The queue for a process: always able to enqueue; with `work`, also running every worker and the
 * digest schedule (npm start unless JOBS_WORKER=false, and npm run worker).
 */
export function startJobs(opts: { config: Config; log: Logger; dataSource: DataSource; work: boolean; tuning?: WorkerTuning; instanceName?: string }): Promise<JobQueue> {
  const { config, log, dataSource } = opts;
  const deps: WorkerDeps = {
    dataSource,
    log,
    siteUrl: config.siteUrl,
    linkSecret: config.mail.linkSecret,
    mailer: createMailer(config, log),
    digestHour: config.jobs.digestHour,
  };
  return startJobQueue({ dataSource, log, handlers: opts.work ? jobHandlers(deps) : undefined, tuning: opts.tuning, instanceName: opts.instanceName });
}
