import { NotificationKind } from '../notification/notification.enums.js';

/**
 * What a push says and how the push service treats it (RFC 8030), decided per notification:
 *
 * - Urgency (§5.3) by kind: a call to take action before a vote is `high` (delivered even on a
 *   phone saving its battery); decisions about the member's own requests, invitations and key
 *   votes `normal`; new articles in followed stories and staff commentary `low` (they can wait
 *   until the device is awake anyway).
 * - TTL (§5.2): 48 hours; an update older than that is stale, and the bell still has it.
 * - Topic (§5.4): new articles in one followed story share one topic, so a push service holding
 *   several for an offline device delivers only the latest; the same key is the shown
 *   notification's `tag`, so the device replaces the story's earlier notification instead of
 *   stacking one per article. Other kinds are one notification each.
 */
export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export const PUSH_TTL_SECONDS = 48 * 60 * 60;

export const URGENCY: Record<NotificationKind, Urgency> = {
  [NotificationKind.TAKE_ACTION]: 'high',
  [NotificationKind.STORY_INVITE]: 'normal',
  [NotificationKind.JOIN_REQUEST_DECIDED]: 'normal',
  [NotificationKind.PROPOSAL_DECIDED]: 'normal',
  [NotificationKind.TIP_DECIDED]: 'normal',
  [NotificationKind.ACCESS_REQUEST_DECIDED]: 'normal',
  [NotificationKind.KEY_VOTE]: 'normal',
  [NotificationKind.LEGISLATOR_VOTE]: 'normal',
  [NotificationKind.REPORT_DECIDED]: 'normal',
  [NotificationKind.STORY_ARTICLE]: 'low',
  [NotificationKind.STAFF_COMMENTARY]: 'low',
};

/** At most this many characters of a notification's second line travel in a push (payloads are capped near 4 KB). */
export const PUSH_BODY_MAX = 500;

export interface PushSubject {
  id: string;
  kind: NotificationKind;
  story_id: string | null;
}

/** The RFC 8030 Topic: at most 32 characters of the URL-safe base64 alphabet; the story's id in 22 of them. */
export function topicOf(n: PushSubject): string | undefined {
  if (n.kind !== NotificationKind.STORY_ARTICLE || !n.story_id) return undefined;
  return `s${Buffer.from(n.story_id.replace(/-/g, ''), 'hex').toString('base64url')}`;
}

/** The shown notification's tag: one per followed story for its new articles, else one per notification. */
export function tagOf(n: PushSubject): string {
  return n.kind === NotificationKind.STORY_ARTICLE && n.story_id ? `story:${n.story_id}` : `notification:${n.id}`;
}

/** The JSON the service worker receives (docs/push.md): what to show and where a click goes. */
export interface PushMessage {
  /** The notification's id (marking it read on click). */
  id: string;
  kind: string;
  title: string;
  body: string | null;
  /** A path in the portal (the service worker opens it on its own origin). */
  url: string;
  tag: string;
  /** ISO time of the notification. */
  at: string;
}

export function pushMessage(n: PushSubject & { created_at: Date }, described: { title: string; body: string | null; link: string }): PushMessage {
  const body = described.body && described.body.length > PUSH_BODY_MAX ? `${described.body.slice(0, PUSH_BODY_MAX - 1)}…` : described.body;
  return { id: n.id, kind: n.kind, title: described.title, body, url: described.link, tag: tagOf(n), at: n.created_at.toISOString() };
}
