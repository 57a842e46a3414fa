// Matrix rows: notifications (issue #16): one's own only; someone else's notification is not found.
import { randomUUID } from 'node:crypto';
import type { World } from '../world.js';
import { each, E, q, r, signedIn, STAFF_LEVEL, type GqlRow, type RestRow } from './shared.js';

/** A notification of the member (nothing to describe: it reads as no longer available). */
async function notificationOf(w: World, memberId: string): Promise<string> {
  const [{ id }] = await w.ds.query(`INSERT INTO notifications (member_id, kind, event_key, email_mode) VALUES ($1, 'key_vote', $2, 'off') RETURNING id`, [
    memberId,
    `matrix:${randomUUID()}`,
  ]);
  return id;
}

export const GQL: GqlRow[] = [
  { field: 'Query.notifications', expect: signedIn, call: () => q('{ notifications { id title body link } }') },
  { field: 'Query.unreadNotificationCount', expect: signedIn, call: () => q('{ unreadNotificationCount }') },
  {
    field: 'Mutation.markNotificationsRead',
    variant: 'own',
    expect: signedIn,
    target: (w, actor) => (actor === 'anonymous' ? Promise.resolve(randomUUID()) : notificationOf(w, w.member(actor).id)),
    call: (_w, id) => q('mutation($ids: [UUID!]!) { markNotificationsRead(ids: $ids) { updated } }', { ids: [id] }),
  },
  {
    field: 'Mutation.markNotificationsRead',
    variant: 'others',
    expect: E('not_found'),
    target: async (w) => notificationOf(w, (await w.fresh.member()).id),
    call: (_w, id) => q('mutation($ids: [UUID!]!) { markNotificationsRead(ids: $ids) { updated } }', { ids: [id] }),
  },
  { field: 'Mutation.markAllNotificationsRead', expect: signedIn, call: () => q('mutation { markAllNotificationsRead { updated unreadCount } }') },
  { field: 'Query.notificationPreferences', expect: signedIn, call: () => q('{ notificationPreferences { timeZone email { kind mode } } }') },
  {
    field: 'Mutation.updateNotificationPreferences',
    expect: signedIn,
    call: () => q('mutation { updateNotificationPreferences(input: { timeZone: "America/Chicago", email: [{ kind: KEY_VOTE, mode: DAILY }] }) { timeZone } }'),
  },
  // Staff commentary only ever reaches staff-level members: plain members cannot choose it (400).
  {
    field: 'Mutation.updateNotificationPreferences',
    variant: 'staff commentary',
    expect: E('invalid', each(STAFF_LEVEL, 'ok')),
    call: () => q('mutation { updateNotificationPreferences(input: { email: [{ kind: STAFF_COMMENTARY, mode: OFF }] }) { timeZone } }'),
  },
];

export const REST: RestRow[] = [
  r('GET /api/notifications', 'Query.notifications', () => ({ path: '/api/notifications' })),
  r('GET /api/notifications/unread-count', 'Query.unreadNotificationCount', () => ({ path: '/api/notifications/unread-count' })),
  r('POST /api/notifications/read', 'Mutation.markNotificationsRead[own]', (_w, id) => ({ path: '/api/notifications/read', body: { ids: [id] } })),
  r('POST /api/notifications/read', 'Mutation.markNotificationsRead[others]', (_w, id) => ({ path: '/api/notifications/read', body: { ids: [id] } })),
  r('POST /api/notifications/read-all', 'Mutation.markAllNotificationsRead', () => ({ path: '/api/notifications/read-all' })),
  r('GET /api/users/me/notification-preferences', 'Query.notificationPreferences', () => ({ path: '/api/users/me/notification-preferences' })),
  r('PUT /api/users/me/notification-preferences', 'Mutation.updateNotificationPreferences', () => ({ path: '/api/users/me/notification-preferences', body: { timeZone: 'America/Chicago', email: { key_vote: 'daily' } } })),
  r('PUT /api/users/me/notification-preferences', 'Mutation.updateNotificationPreferences[staff commentary]', () => ({ path: '/api/users/me/notification-preferences', body: { email: { staff_commentary: 'off' } } })),
];
