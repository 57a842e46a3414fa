import type { Queue } from 'pg-boss';
import type { MailMessage } from '../mail/message.js';
import type { DigestJob, QueuedNotificationEvent } from '../modules/notification/notification.event-types.js';

/**
 * Every job the portal runs, its payload, and its queue's retry policy: the one list. Producers
 * enqueue through jobs/queue.ts (`enqueue`), workers are registered in jobs/workers.ts.
 */
export const JOB = {
  /** Who hears about an event (notification.events.ts → fanout.ts): notification rows and immediate emails. */
  fanOut: 'notification-fan-out',
  /** One email; sent once (email_deliveries) with retries on SMTP failure. */
  email: 'email-send',
  /** Every 15 minutes (the queue's cron): which members' daily or weekly digest is due, in their time zone. */
  digestTick: 'digest-tick',
  /** One member's digest for one period; recorded in `digests` so it is never sent twice. */
  digest: 'digest-build',
  /** Web push of a fan-out's notifications to their members' devices; each sent once per device (push_deliveries). */
  push: 'push-send',
  /** Daily (the queue's cron): the devices whose push service's expiry has passed are removed. */
  pushSweep: 'push-subscription-sweep',
} as const;

export type JobName = (typeof JOB)[keyof typeof JOB];

/**
 * One email. A notification's email is rendered when the job runs, for its recipient (so a fan-out
 * to 50,000 followers only inserts rows); other emails come rendered.
 */
export type EmailJob =
  | {
      /** Idempotency key: the email is sent at most once per key (email_deliveries). */
      key: string;
      message: MailMessage;
    }
  | {
      /** Idempotency key of the job; each email is sent at most once per `notification:<id>`. */
      key: string;
      /** Notifications whose emails this job sends, one after the other (a fan-out's batch). */
      notificationIds: string[];
    };

/** Web push: the notifications (a fan-out's batch, up to PUSHES_PER_JOB) to send to every device of each one's member. */
export interface PushJob {
  /** Idempotency key of the job; each push is sent at most once per notification and device. */
  key: string;
  notificationIds: string[];
}

export interface JobPayloads {
  [JOB.fanOut]: QueuedNotificationEvent;
  [JOB.email]: EmailJob;
  [JOB.digestTick]: Record<string, never>;
  [JOB.digest]: DigestJob;
  [JOB.push]: PushJob;
  [JOB.pushSweep]: Record<string, never>;
}

type QueuePolicy = Omit<Queue, 'name'>;

/**
 * Retry policies. Emails and digests back off exponentially (SMTP trouble can last hours: up to
 * ~1 h between tries, ~17 tries ≈ a day); a job running longer than expireInSeconds (a worker that
 * died mid-job) is retried by another worker. `notify` wakes workers at once (LISTEN/NOTIFY) instead
 * of at their next poll, so the bell hears about an event within a second or two.
 */
export const QUEUE_POLICIES: Record<JobName, QueuePolicy> = {
  [JOB.fanOut]: { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 300, notify: true },
  [JOB.email]: { retryLimit: 16, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, notify: true },
  [JOB.digestTick]: { retryLimit: 1, retryDelay: 60, expireInSeconds: 300 },
  [JOB.digest]: { retryLimit: 16, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, notify: true },
  // A push lives 48 hours (its TTL): 11 tries over about four hours is all the retrying worth doing. A
  // job sends up to 50 notifications to each member's devices, 10 s at most each: a long expiry.
  [JOB.push]: { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 900, notify: true },
  [JOB.pushSweep]: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600 },
};

/** The digest tick's cron (UTC): every quarter hour, so a member's local digest time is met within 15 minutes in every time zone. */
export const DIGEST_TICK_CRON = '*/15 * * * *';

/** The expired push subscriptions' sweep (UTC): once a day, at a quiet hour in the US. */
export const PUSH_SWEEP_CRON = '41 8 * * *';
