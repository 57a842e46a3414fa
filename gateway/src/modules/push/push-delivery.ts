import webpush from 'web-push';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../config/logger.js';
import { countPush } from '../../http/metrics.js';
import { describe, UNAVAILABLE, type NotificationRow } from '../notification/describe.js';
import { memberContext } from '../notification/delivery.js';
import { pushMessage, PUSH_TTL_SECONDS, topicOf, URGENCY } from './push-payload.js';
import { postPush, PushTransportError, type PushAnswer } from './push-transport.js';
import { pushSettings } from './push.settings.js';
import { vapidKeys } from './vapid.js';

export interface PushDeps {
  dataSource: DataSource;
  log: Logger;
}

interface Device {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push service's answer, as the sender acts on it (RFC 8030 §7, the push services' documented codes). */
export type Verdict = 'sent' | 'gone' | 'retry' | 'refused';

export function verdictOf(status: number): Verdict {
  if (status >= 200 && status < 300) return 'sent';
  // The subscription no longer exists (expired, unsubscribed, the browser's data cleared).
  if (status === 404 || status === 410) return 'gone';
  // Too many requests, or the push service is in trouble: later.
  if (status === 429 || status >= 500 || status === 0) return 'retry';
  // 400, 401, 403 (VAPID key the subscription was not made with), 413…: trying again cannot help.
  return 'refused';
}

/** Thrown at the end of a push job when some device is worth another try (pg-boss retries the job with backoff). */
export class PushRetryError extends Error {
  constructor(failed: number) {
    super(`${failed} push message(s) could not be delivered yet; the job is retried`);
    this.name = 'PushRetryError';
  }
}

/**
 * THE PUSH JOB: each notification, written now for its member (what they may still open; nothing
 * is pushed about what they may not), to each of the member's devices, once per notification and
 * device: the push_deliveries row is inserted in the transaction that sends, and committed only
 * when the push service accepted the message (2xx), so a retry skips the devices already served
 * and a second worker blocks on the row until the first commits or rolls back. A device whose push
 * service answers 404 or 410 is removed. When a device answered 429/5xx or could not be reached,
 * the job carries on with the others and then fails, so pg-boss retries it with backoff.
 */
export async function deliverPushes(deps: PushDeps, notificationIds: string[]): Promise<{ sent: number; failed: number; removed: number }> {
  const settings = pushSettings(deps.dataSource);
  const keys = await vapidKeys(deps.dataSource);
  const tally = { sent: 0, failed: 0, removed: 0 };
  let retry = 0;
  // The job's notifications and the devices each still has to reach, in two statements for the batch.
  const rows: NotificationRow[] = await deps.dataSource.query('SELECT * FROM notifications WHERE id = ANY($1::uuid[])', [notificationIds]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pending: (Device & { notification_id: string })[] = await deps.dataSource.query(
    `SELECT n.id AS notification_id, s.id, s.endpoint, s.p256dh, s.auth
       FROM notifications n
       JOIN push_subscriptions s ON s.member_id = n.member_id AND (s.expires_at IS NULL OR s.expires_at > now())
      WHERE n.id = ANY($1::uuid[])
        AND NOT EXISTS (SELECT 1 FROM push_deliveries d WHERE d.notification_id = n.id AND d.subscription_id = s.id)
      ORDER BY s.created_at`,
    [notificationIds],
  );
  const devicesOf = new Map<string, Device[]>();
  for (const { notification_id, ...device } of pending) devicesOf.set(notification_id, [...(devicesOf.get(notification_id) ?? []), device]);
  // A device removed for one notification (404/410) is not tried for the member's next ones.
  const removed = new Set<string>();
  for (const id of notificationIds) {
    const row = byId.get(id);
    if (!row) continue;
    const devices = (devicesOf.get(id) ?? []).filter((d) => !removed.has(d.id));
    if (!devices.length) continue;
    const as = await memberContext(deps, row.member_id);
    if (!as) continue;
    const described = await describe(as.ctx, row);
    if (described === UNAVAILABLE || !described.link) continue;
    const payload = JSON.stringify(pushMessage(row, { title: described.title, body: described.body, link: described.link }));
    const topic = topicOf(row);
    for (const device of devices) {
      const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: URGENCY[row.kind],
        ...(topic ? { topic } : {}),
        contentEncoding: 'aes128gcm',
      });
      const outcome = await sendOnce(deps, id, device, () => postPush({ endpoint: request.endpoint, headers: request.headers, body: request.body }, settings));
      if (outcome.verdict === 'already') continue;
      if (outcome.verdict === 'sent') {
        tally.sent += 1;
        countPush('sent');
        continue;
      }
      if (outcome.verdict === 'gone') {
        await deps.dataSource.query('DELETE FROM push_subscriptions WHERE id = $1', [device.id]);
        removed.add(device.id);
        tally.removed += 1;
        countPush('subscription_removed');
        deps.log.info(`push: ${new URL(device.endpoint).origin} says subscription ${device.id} is gone (${outcome.status}); removed`);
        continue;
      }
      tally.failed += 1;
      countPush('failed');
      if (outcome.verdict === 'retry') {
        retry += 1;
        deps.log.warn(`push: notification ${id} to subscription ${device.id} failed (${outcome.why}); will retry`);
      } else {
        deps.log.warn(`push: notification ${id} to subscription ${device.id} refused (${outcome.why}); not retried`);
      }
    }
  }
  if (retry) throw new PushRetryError(retry);
  return tally;
}

type SendOutcome = { verdict: 'already' } | { verdict: 'sent'; status: number } | { verdict: 'gone'; status: number } | { verdict: 'retry'; why: string } | { verdict: 'refused'; why: string };

/** One notification to one device, at most once: the delivery row commits only with a 2xx answer. */
async function sendOnce(deps: PushDeps, notificationId: string, device: Device, send: () => Promise<PushAnswer>): Promise<SendOutcome> {
  const ROLLBACK = Symbol('rollback');
  let outcome: SendOutcome | undefined;
  try {
    await deps.dataSource.transaction(async (tx) => {
      const claimed: unknown[] = await tx.query(
        'INSERT INTO push_deliveries (notification_id, subscription_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING notification_id',
        [notificationId, device.id],
      );
      if (!claimed.length) {
        outcome = { verdict: 'already' };
        return;
      }
      let answer: PushAnswer;
      try {
        answer = await send();
      } catch (err) {
        const retryable = err instanceof PushTransportError ? err.retryable : true;
        const why = err instanceof Error ? err.message : String(err);
        outcome = retryable ? { verdict: 'retry', why } : { verdict: 'refused', why };
        throw ROLLBACK;
      }
      const verdict = verdictOf(answer.status);
      if (verdict === 'sent') {
        outcome = { verdict, status: answer.status };
        return;
      }
      const why = `HTTP ${answer.status}${answer.text ? `: ${answer.text.slice(0, 200)}` : ''}`;
      outcome = verdict === 'gone' ? { verdict, status: answer.status } : verdict === 'retry' ? { verdict, why } : { verdict, why };
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return outcome!;
}

/** Expired devices removed per statement by the daily sweep. */
const SWEEP_BATCH = 5_000;

/**
 * THE DAILY SWEEP: the devices whose push service's expiry (the PushSubscription's expirationTime)
 * has passed. Pushes skip them already; without the sweep a member who never subscribes again
 * would keep them for good. In batches, so no statement holds many rows at once. Returns how many.
 */
export async function sweepExpiredSubscriptions(dataSource: DataSource): Promise<number> {
  let total = 0;
  for (;;) {
    const [, removed]: [unknown, number] = await dataSource.query(
      `DELETE FROM push_subscriptions WHERE id IN (SELECT id FROM push_subscriptions WHERE expires_at <= now() LIMIT ${SWEEP_BATCH})`,
    );
    total += removed;
    if (removed < SWEEP_BATCH) return total;
  }
}
