import type { RestRoute } from '../../rest/route-types.js';
import * as nt from './notification.rest.js';

/**
 * REST rows — Notifications: the bell, mark read, email preferences. Each runs one GraphQL
 * operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const notificationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/notifications',
    operation: 'Notifications',
    variables: nt.listVariables,
    shape: (d) => ({ data: d.notifications.map(nt.notificationForm) }),
    summary: "The caller's notifications, newest first; ?limit=25&offset=0&unread=true → {data: [{id, kind, title, body, link, read, createdAt}]}.",
  },
  {
    method: 'GET',
    path: '/api/notifications/unread-count',
    operation: 'UnreadNotificationCount',
    shape: (d) => ({ data: { count: d.unreadNotificationCount } }),
    summary: 'The bell badge: {data: {count}}.',
  },
  {
    method: 'POST',
    path: '/api/notifications/read',
    operation: 'MarkNotificationsRead',
    variables: nt.readVariables,
    shape: (d) => ({ data: d.markNotificationsRead }),
    summary: "Body {ids: [...]} (1–100) → {data: {updated, unreadCount}}; an unknown or someone else's id: 404 naming it, nothing changes.",
  },
  {
    method: 'POST',
    path: '/api/notifications/read-all',
    operation: 'MarkAllNotificationsRead',
    shape: (d) => ({ data: d.markAllNotificationsRead }),
    summary: 'Mark every notification of the caller read → {data: {updated, unreadCount}}.',
  },
  {
    method: 'GET',
    path: '/api/users/me/notification-preferences',
    operation: 'NotificationPreferences',
    shape: (d) => ({ data: nt.preferencesForm(d.notificationPreferences) }),
    summary: 'Time zone, digest hour and the email mode (immediate, daily, weekly, off) of each kind.',
  },
  {
    method: 'PUT',
    path: '/api/users/me/notification-preferences',
    operation: 'UpdateNotificationPreferences',
    variables: nt.preferencesInput,
    shape: (d) => ({ data: nt.preferencesForm(d.updateNotificationPreferences) }),
    summary: 'Body {timeZone?, email?: {story_article: "daily", …}} (or [{kind, mode}]); all or nothing; 400 for an unknown zone.',
  },
];
