import { z } from 'zod';
import { obj } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

const EMAIL_KINDS = ['story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided', 'access_request_decided', 'story_article', 'key_vote', 'staff_commentary', 'take_action', 'legislator_vote', 'report_decided'] as const;
const EMAIL_MODES = ['immediate', 'daily', 'weekly', 'off'] as const;

/**
 * OpenAPI docs of the REST rows of notifications: the bell, mark read, email and push preferences
 * (notification.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}`
 * exactly as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const notificationRouteDocs: Record<string, RouteDoc> = {
  'GET /api/notifications': {
    query: z.object({ limit, offset, unread: z.enum(['true', 'false']).optional().describe('true: only unread ones.') }),
    response: (d) => dataOf(f.listOf(R(d, 'notifications'), f.notificationForm)),
  },
  'GET /api/notifications/unread-count': { response: (d) => dataOf(obj({ count: R(d, 'unreadNotificationCount') })) },
  'POST /api/notifications/read': {
    body: z.object({ ids: z.array(z.uuid()).describe('1–100 ids of the caller’s notifications.') }),
    response: (d) => dataOf(R(d, 'markNotificationsRead')),
  },
  'POST /api/notifications/read-all': { body: 'none', response: (d) => dataOf(R(d, 'markAllNotificationsRead')) },
  'GET /api/users/me/notification-preferences': { response: (d) => dataOf(f.preferencesForm(R(d, 'notificationPreferences'))) },
  'PUT /api/users/me/notification-preferences': {
    body: z.object({
      timeZone: z.string().optional().describe('An IANA time zone such as America/Chicago (also time_zone).'),
      email: z
        .union([z.partialRecord(z.enum(EMAIL_KINDS), z.enum(EMAIL_MODES)), z.array(z.object({ kind: z.enum(EMAIL_KINDS), mode: z.enum(EMAIL_MODES) }))])
        .optional()
        .describe('The kinds to change: {story_article: "daily", …} or [{kind, mode}]. All or nothing.'),
      push: z
        .union([z.partialRecord(z.enum(EMAIL_KINDS), z.boolean()), z.array(z.object({ kind: z.enum(EMAIL_KINDS), enabled: z.boolean() }))])
        .optional()
        .describe('The kinds to push to the member’s subscribed devices, or not: {story_article: true, …} or [{kind, enabled}]. All or nothing with the rest.'),
    }),
    response: (d) => dataOf(f.preferencesForm(R(d, 'updateNotificationPreferences'))),
  },
};
