import type { EntityManager } from 'typeorm';
import { JOB } from '../../jobs/job-names.js';
import { jobQueueFor } from '../../jobs/queue.js';
import type { NotificationKind } from '../notification/notification.enums.js';
import { defaultPush } from '../notification/preferences.js';

type Db = Pick<EntityManager, 'query'>;

/** A fan-out's pushes go out this many notifications to a push job (as emails go EMAILS_PER_JOB to an email job). */
export const PUSHES_PER_JOB = 50;

/**
 * Of `memberIds`, those who get `kind` pushed to their devices: push on for the kind (their choice,
 * else the kind's default) and at least one subscribed device. One statement for a whole fan-out
 * batch.
 */
export async function pushRecipients(db: Db, memberIds: string[], kind: NotificationKind): Promise<Set<string>> {
  if (!memberIds.length) return new Set();
  const rows: { member_id: string }[] = await db.query(
    `SELECT DISTINCT s.member_id
       FROM push_subscriptions s
       LEFT JOIN notification_preferences p ON p.member_id = s.member_id AND p.kind = $2
      WHERE s.member_id = ANY($1::uuid[]) AND (s.expires_at IS NULL OR s.expires_at > now()) AND COALESCE(p.push, $3::boolean)`,
    [memberIds, kind, defaultPush(kind)],
  );
  return new Set(rows.map((r) => r.member_id));
}

/**
 * The fan-out's hook (notification/delivery.ts runFanOut), inside a batch's transaction: of the
 * notifications it just inserted, those whose member gets this kind pushed become push jobs,
 * PUSHES_PER_JOB to a job, in one insert; they exist exactly when the batch commits. Returns how
 * many notifications will be pushed.
 */
export async function enqueuePushes(tx: EntityManager, kind: NotificationKind, inserted: { id: string; member_id: string }[]): Promise<number> {
  const pushTo = await pushRecipients(tx, [...new Set(inserted.map((r) => r.member_id))], kind);
  const ids = inserted.filter((r) => pushTo.has(r.member_id)).map((r) => r.id);
  const jobs = [];
  for (let i = 0; i < ids.length; i += PUSHES_PER_JOB) {
    const notificationIds = ids.slice(i, i + PUSHES_PER_JOB);
    // The batch's first notification is new (inserted by this run): a unique key.
    jobs.push({ key: `push:${notificationIds[0]}`, data: { key: `push:${notificationIds[0]}`, notificationIds } });
  }
  await jobQueueFor(tx.dataSource).sendMany(tx, JOB.push, jobs);
  return ids.length;
}
