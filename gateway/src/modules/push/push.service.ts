import type { Context, Viewer } from '../../graphql/context.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { vetSubscription, type PushSubscriptionJson } from './push.subscription.js';
import { pushSettings } from './push.settings.js';
import type { PushDevice } from './push.types.js';
import { vapidKeys } from './vapid.js';

/** A member keeps at most this many devices; subscribing another drops the one unused longest. */
export const DEVICES_PER_MEMBER = 20;

/** vapidPublicKey / GET /api/push/vapid-public-key: what browsers subscribe with (applicationServerKey). */
export async function publicKey(ctx: Context): Promise<string> {
  return (await vapidKeys(ctx.dataSource)).publicKey;
}

/**
 * subscribePush / POST /api/users/me/push-subscriptions: store this device's subscription for the
 * caller (checked first: a bad one is a 400 and nothing is stored). An endpoint is one device: the
 * same one again refreshes its keys, and one another member subscribed on this browser moves to
 * the caller (whoever the browser now has signed in is whom it notifies).
 */
export async function subscribe(ctx: Context, viewer: Viewer, input: PushSubscriptionJson): Promise<PushDevice> {
  const sub = vetSubscription(input, pushSettings(ctx.dataSource));
  await getOrCreateProfile(ctx, viewer);
  return ctx.dataSource.transaction(async (tx) => {
    const [row]: { id: string; created_at: Date; expires_at: Date | null; created: boolean }[] = await tx.query(
      `INSERT INTO push_subscriptions (member_id, endpoint, p256dh, auth, expires_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET member_id = EXCLUDED.member_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, expires_at = EXCLUDED.expires_at, updated_at = now()
       RETURNING id, created_at, expires_at, (xmax = 0) AS created`,
      [viewer.id, sub.endpoint, sub.p256dh, sub.auth, sub.expiresAt],
    );
    // The member's devices past their push service's expiry go (nothing is sent to them), then all
    // but the most recently subscribed DEVICES_PER_MEMBER.
    await tx.query('DELETE FROM push_subscriptions WHERE member_id = $1 AND expires_at <= now()', [viewer.id]);
    await tx.query(
      `DELETE FROM push_subscriptions WHERE member_id = $1 AND id NOT IN (SELECT id FROM push_subscriptions WHERE member_id = $1 ORDER BY updated_at DESC, id LIMIT $2)`,
      [viewer.id, DEVICES_PER_MEMBER],
    );
    return { id: row!.id, pushService: new URL(sub.endpoint).origin, created: row!.created, createdAt: row!.created_at, expiresAt: row!.expires_at };
  });
}

/**
 * unsubscribePush / DELETE /api/users/me/push-subscriptions: this device no longer gets the
 * caller's pushes. True when it was subscribed for the caller; false otherwise (also for another
 * member's device: nothing changes, nothing is revealed).
 */
export async function unsubscribe(ctx: Context, viewer: Viewer, endpoint: string): Promise<boolean> {
  const [, count]: [unknown, number] = await ctx.dataSource.query('DELETE FROM push_subscriptions WHERE member_id = $1 AND endpoint = $2', [viewer.id, endpoint.trim()]);
  return count > 0;
}
