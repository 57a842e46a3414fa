import type { Context, Viewer } from '../../graphql/context.js';
import { badInput, notFound } from '../../errors/errors.js';
import { describe, type NotificationRow } from './describe.js';
import { defaultPush, KIND_INFO, readPreferences, updatePreferences } from './preferences.js';
import { MARK_READ_MAX, type EmailPreference, type Notification, type NotificationPreferences, type NotificationPreferencesInput } from './notification.types.js';

export const NOTIFICATION_MESSAGES = {
  none: 'Choose at least one notification to mark as read.',
  tooMany: `Mark at most ${MARK_READ_MAX} notifications at a time.`,
  notFound: (ids: string[]) => `${ids.length === 1 ? 'Notification' : 'Notifications'} not found: ${ids.join(', ')}. Nothing was marked as read.`,
} as const;

/** DEFAULT_DIGEST_HOUR for contexts built without mail settings (scripts). */
const DEFAULT_DIGEST_HOUR = 7;

async function toView(ctx: Context, row: NotificationRow): Promise<Notification> {
  const d = await describe(ctx, row);
  return { id: row.id, kind: row.kind, title: d.title, body: d.body, link: d.link, read: row.read_at !== null, createdAt: row.created_at, readAt: row.read_at };
}

/** notifications(limit, offset) / GET /api/notifications: the signed-in member's own, newest first. */
export async function listNotifications(ctx: Context, viewer: Viewer, args: { limit: number; offset: number; unreadOnly?: boolean }): Promise<Notification[]> {
  const rows: NotificationRow[] = await ctx.dataSource.query(
    `SELECT * FROM notifications WHERE member_id = $1 AND ($4::boolean IS NOT TRUE OR read_at IS NULL)
      ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [viewer.id, args.limit, args.offset, args.unreadOnly ?? false],
  );
  return Promise.all(rows.map((row) => toView(ctx, row)));
}

/** unreadNotificationCount / GET /api/notifications/unread-count (the bell's badge). */
export async function unreadCount(ctx: Context, viewer: Viewer): Promise<number> {
  const [{ n }]: { n: number }[] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND read_at IS NULL', [viewer.id]);
  return n;
}

/**
 * markNotificationsRead(ids) / POST /api/notifications/read. All or nothing: when any id is not
 * one of the caller's notifications (unknown, or someone else's — told apart from nobody), nothing
 * changes and the answer names them (404). Already read ones stay as they are.
 */
export async function markRead(ctx: Context, viewer: Viewer, ids: string[]): Promise<{ updated: number; unreadCount: number }> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!wanted.length) throw badInput(NOTIFICATION_MESSAGES.none, { field: 'ids' });
  if (wanted.length > MARK_READ_MAX) throw badInput(NOTIFICATION_MESSAGES.tooMany, { field: 'ids', max: MARK_READ_MAX });
  const updated = await ctx.dataSource.transaction(async (tx) => {
    const own: { id: string }[] = await tx.query('SELECT id FROM notifications WHERE member_id = $1 AND id = ANY($2::uuid[]) FOR UPDATE', [viewer.id, wanted]);
    const found = new Set(own.map((r) => r.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) throw notFound(NOTIFICATION_MESSAGES.notFound(missing));
    const [, count]: [unknown, number] = await tx.query('UPDATE notifications SET read_at = now() WHERE member_id = $1 AND id = ANY($2::uuid[]) AND read_at IS NULL', [
      viewer.id,
      wanted,
    ]);
    return count;
  });
  return { updated, unreadCount: await unreadCount(ctx, viewer) };
}

/** markAllNotificationsRead / POST /api/notifications/read-all. */
export async function markAllRead(ctx: Context, viewer: Viewer): Promise<{ updated: number; unreadCount: number }> {
  const [, count]: [unknown, number] = await ctx.dataSource.query('UPDATE notifications SET read_at = now() WHERE member_id = $1 AND read_at IS NULL', [viewer.id]);
  return { updated: count, unreadCount: await unreadCount(ctx, viewer) };
}

function toPreferences(ctx: Context, prefs: Awaited<ReturnType<typeof readPreferences>>): NotificationPreferences {
  return {
    timeZone: prefs.timeZone,
    digestHour: ctx.mail?.digestHour ?? DEFAULT_DIGEST_HOUR,
    email: prefs.email.map(
      (p): EmailPreference => ({
        kind: p.kind,
        mode: p.mode,
        defaultMode: KIND_INFO[p.kind].defaultMode,
        push: p.push,
        defaultPush: defaultPush(p.kind),
        label: KIND_INFO[p.kind].label,
        description: KIND_INFO[p.kind].description,
      }),
    ),
  };
}

export async function myPreferences(ctx: Context, viewer: Viewer): Promise<NotificationPreferences> {
  return toPreferences(ctx, await readPreferences(ctx.dataSource, viewer));
}

export async function changePreferences(ctx: Context, viewer: Viewer, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  return toPreferences(ctx, await updatePreferences(ctx, viewer, input));
}
