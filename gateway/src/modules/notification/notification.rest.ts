import type { Request } from 'express';
import { body, defined, intParam, upper } from '../story/story.rest.js';

/**
 * Conversions between the REST forms of notifications and preferences and the GraphQL results of
 * rest/operations/notification.graphql, used by the "// Notifications" rows of rest/routes.ts.
 */

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

/** A notification with its kind in lower case (story_article, key_vote, …). */
export const notificationForm = (n: any) => n && { ...n, kind: lower(n.kind) };

/** ?limit=25&offset=0&unread=true */
export const listVariables = (req: Request) =>
  defined({ limit: intParam(req.query.limit), offset: intParam(req.query.offset), unreadOnly: req.query.unread === undefined ? undefined : req.query.unread === 'true' });

/** Preferences with kinds and modes in lower case; `email` also as a map {kind: mode} for quick reading. */
export const preferencesForm = (p: any) =>
  p && {
    timeZone: p.timeZone,
    digestHour: p.digestHour,
    email: p.email.map((e: any) => ({ ...e, kind: lower(e.kind), mode: lower(e.mode), defaultMode: lower(e.defaultMode) })),
  };

/** `push` of the PUT body: a map {story_article: true, …} or a list [{kind, enabled}] (or [{kind, push}]). */
function pushList(push: unknown) {
  if (push === undefined || push === null) return push;
  if (Array.isArray(push)) return push.map((e: any) => (e && typeof e === 'object' ? { kind: upper(e.kind), enabled: e.enabled ?? e.push } : e));
  if (typeof push === 'object') return Object.entries(push).map(([kind, enabled]) => ({ kind: upper(kind), enabled }));
  return push;
}

/**
 * PUT body: {timeZone?, email?, push?} where email is a map {story_article: "daily", …} or a list
 * [{kind, mode}], and push a map {story_article: true, …} or a list [{kind, enabled}]; anything
 * else goes to GraphQL as is and is refused there (400).
 */
export function preferencesInput(req: Request) {
  const b = body(req);
  const email = b.email;
  const list =
    email === undefined || email === null
      ? email
      : Array.isArray(email)
        ? email.map((e: any) => (e && typeof e === 'object' ? { kind: upper(e.kind), mode: upper(e.mode) } : e))
        : typeof email === 'object'
          ? Object.entries(email).map(([kind, mode]) => ({ kind: upper(kind), mode: upper(mode) }))
          : email;
  return { input: defined({ timeZone: b.timeZone ?? b.time_zone, email: list, push: pushList(b.push) }) };
}

/** POST /api/notifications/read body {ids: [...]}: a missing list is an empty one (400 'Choose at least one…'). */
export const readVariables = (req: Request) => ({ ids: body(req).ids ?? [] });
