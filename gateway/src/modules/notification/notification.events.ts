import type { EntityManager } from 'typeorm';
import { JOB } from '../../jobs/job-names.js';
import { enqueue } from '../../jobs/queue.js';
import { onAccessRequestDecided } from '../access-request/access-request.events.js';
import { AccessRequestStatus } from '../access-request/access-request.enums.js';
import { onTipDecided } from '../tip/tip.events.js';
import { TipStatus } from '../tip/tip.enums.js';
import { NotificationKind } from './notification.enums.js';
import type { NotificationEvent } from './notification.event-types.js';

export type { NotificationEvent, QueuedNotificationEvent } from './notification.event-types.js';

export const KIND_OF: { [T in NotificationEvent['type']]: NotificationKind } = {
  story_invite: NotificationKind.STORY_INVITE,
  join_request_decided: NotificationKind.JOIN_REQUEST_DECIDED,
  proposal_decided: NotificationKind.PROPOSAL_DECIDED,
  tip_decided: NotificationKind.TIP_DECIDED,
  access_request_decided: NotificationKind.ACCESS_REQUEST_DECIDED,
  story_article: NotificationKind.STORY_ARTICLE,
  key_vote: NotificationKind.KEY_VOTE,
  staff_commentary: NotificationKind.STAFF_COMMENTARY,
  take_action: NotificationKind.TAKE_ACTION,
  legislator_vote: NotificationKind.LEGISLATOR_VOTE,
  report_decided: NotificationKind.REPORT_DECIDED,
};

/** One event, one key: a member gets at most one notification per key (uq_notifications_member_event). */
export function eventKey(e: NotificationEvent): string {
  switch (e.type) {
    case 'story_invite':
      return `story_invite:${e.inviteId}`;
    case 'join_request_decided':
      return e.outcome === 'requested' ? `join_request:${e.requestId}:requested` : `join_request:${e.requestId}`;
    case 'proposal_decided':
      return e.outcome === 'proposed' ? `proposal:${e.proposalId}:proposed` : `proposal:${e.proposalId}`;
    case 'tip_decided':
      return `tip:${e.tipId}`;
    case 'access_request_decided':
      return `access_request:${e.requestId}`;
    case 'story_article':
      return `story_article:${e.storyId}:${e.articleId}`;
    case 'key_vote':
      return `key_vote:${e.keyVoteId}`;
    case 'staff_commentary':
      return `staff_commentary:${e.commentaryId}`;
    case 'take_action':
      return `take_action:${e.campaignId}`;
    case 'legislator_vote':
      // Per roll call, not per key vote: a key vote's House and Senate roll calls are two alerts.
      return `legislator_vote:${e.rollCallId}`;
    case 'report_decided':
      return `report:${e.reportId}`;
  }
}

/**
 * Records an event inside `tx` (the transaction that made the change): its fan-out job commits or
 * rolls back with the change, and runs once per event even if emitted twice. An event that
 * happens later (a campaign opening at its time) runs at `startAfter`; `jobKey` tells such runs of
 * one event apart (a new opening time is a new run) — members still hear of the event once.
 */
export async function emitNotification(tx: EntityManager, event: NotificationEvent, opts: { startAfter?: Date; jobKey?: string } = {}): Promise<void> {
  // The bell lists newest first by when things happened, not by when a worker got to them.
  const at = (opts.startAfter ?? new Date()).toISOString();
  await enqueue(tx, JOB.fanOut, { ...event, at }, { key: opts.jobKey ? `${eventKey(event)}@${opts.jobKey}` : eventKey(event), startAfter: opts.startAfter });
}

/**
 * Roll calls an import wrote that belong to a key vote (issue #60): one 'legislator_vote' event
 * each, inside the import's transaction. Keyed by the roll call, so importing the same roll call
 * again (a re-run, another gateway) creates no second job while the first is stored, and a fan-out
 * that runs again inserts no second notification (uq_notifications_member_event): each follower
 * hears once per roll call. Returns how many roll calls were announced.
 */
export async function notifyLegislatorVotes(tx: EntityManager, rollCallIds: string[]): Promise<number> {
  if (!rollCallIds.length) return 0;
  const links: { roll_call_id: string; key_vote_id: string }[] = await tx.query(
    `SELECT DISTINCT ON (roll_call_id) roll_call_id, key_vote_id FROM key_vote_roll_calls WHERE roll_call_id = ANY($1::uuid[]) ORDER BY roll_call_id, key_vote_id`,
    [rollCallIds],
  );
  for (const l of links) await emitNotification(tx, { type: 'legislator_vote', rollCallId: l.roll_call_id, keyVoteId: l.key_vote_id, actorId: null });
  return links.length;
}

/**
 * The access-request decision (issue #15): inside the transaction that grants or declines the
 * request. The member hears about it in the bell and by email as they chose (the decision email,
 * delivery.ts accessRequestEmail, is a durable job: an SMTP outage delays it, never the decision).
 */
export function notifyAccessRequestDecided(
  tx: EntityManager,
  decision: { requestId: string; memberId: string; outcome: 'approved' | 'rejected'; decidedBy: string | null },
): Promise<void> {
  return emitNotification(tx, {
    type: 'access_request_decided',
    requestId: decision.requestId,
    memberId: decision.memberId,
    outcome: decision.outcome,
    actorId: decision.decidedBy,
  });
}

// Tip decisions already come as an event (tip.events.ts), inside the deciding transaction.
onTipDecided((tx, e) =>
  emitNotification(tx, {
    type: 'tip_decided',
    tipId: e.tipId,
    memberId: e.memberId,
    outcome: e.status === TipStatus.PUBLISHED ? 'published' : 'declined',
    articleId: e.articleId,
    actorId: e.decidedBy,
  }),
);

onAccessRequestDecided((tx, e) =>
  notifyAccessRequestDecided(tx, {
    requestId: e.requestId,
    memberId: e.memberId,
    outcome: e.status === AccessRequestStatus.APPROVED ? 'approved' : 'rejected',
    decidedBy: e.decidedBy,
  }),
);
