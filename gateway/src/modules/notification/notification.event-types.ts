// The notification module's job payloads: what a fan-out and a digest job carry. A leaf (it
// imports nothing), so the job catalogue (jobs/job-names.ts) names them without importing the module.

/**
 * What happened, as the features that made it happen describe it. Each is enqueued inside the
 * transaction that made the change (emitNotification), so the event exists exactly when the change
 * commits; the fan-out job (fanout.ts) then decides who hears about it. Ids only: everything else
 * is read when the job runs, and texts when a notification is read (for its reader).
 */
export type NotificationEvent =
  | { type: 'story_invite'; inviteId: string; storyId: string; email: string; actorId: string }
  // Of the same kinds (issue 58 item 4): the story's owner hears of a new join request
  // ('requested') or proposal ('proposed'), under the member's preference for that kind.
  | { type: 'join_request_decided'; requestId: string; storyId: string; memberId: string; outcome: 'accepted' | 'rejected' | 'requested'; actorId: string }
  | { type: 'proposal_decided'; proposalId: string; storyId: string; memberId: string; outcome: 'approved' | 'rejected' | 'proposed'; actorId: string }
  | { type: 'tip_decided'; tipId: string; memberId: string; outcome: 'published' | 'declined'; articleId: string | null; actorId: string }
  | { type: 'access_request_decided'; requestId: string; memberId: string; outcome: 'approved' | 'rejected'; actorId: string | null }
  | { type: 'story_article'; storyId: string; articleId: string; actorId: string }
  | { type: 'key_vote'; keyVoteId: string; actorId: string | null }
  | { type: 'staff_commentary'; commentaryId: string; articleId: string; actorId: string }
  | { type: 'take_action'; campaignId: string; keyVoteId: string; actorId: string | null }
  | { type: 'legislator_vote'; rollCallId: string; keyVoteId: string; actorId: null }
  | { type: 'report_decided'; reportId: string; memberId: string; outcome: 'removed' | 'kept'; actorId: string };

/** An event as it is queued: stamped with when it happened, the time its notifications carry. */
export type QueuedNotificationEvent = NotificationEvent & { at?: string };

/** One member's digest for one period (digest.ts sendDigest). */
export interface DigestJob {
  memberId: string;
  frequency: 'daily' | 'weekly' | 'manual';
  /** '2026-11-24' (daily), '2026-W48' (weekly), 'manual-<ISO time>' (npm run digest). */
  period: string;
  /** ISO time: what was notified up to this moment is included. */
  cutoff: string;
}
