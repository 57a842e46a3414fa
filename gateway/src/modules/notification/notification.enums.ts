import { registerEnumType } from 'type-graphql';

/** What a notification is about (issue #16). Values are what the database stores. */
export enum NotificationKind {
  /** Someone invited you to collaborate on a story. */
  STORY_INVITE = 'story_invite',
  /** The owner accepted or declined your request to join their story. */
  JOIN_REQUEST_DECIDED = 'join_request_decided',
  /** The owner approved or rejected your proposal for their story. */
  PROPOSAL_DECIDED = 'proposal_decided',
  /** Staff published or declined your tip. */
  TIP_DECIDED = 'tip_decided',
  /** A super admin granted or declined your request for admin or emergency access. */
  ACCESS_REQUEST_DECIDED = 'access_request_decided',
  /** A new article in a story you follow. */
  STORY_ARTICLE = 'story_article',
  /** The organization added a key vote. */
  KEY_VOTE = 'key_vote',
  /** Staff commentary on an article you submitted or that is in a story you follow (staff-level readers only). */
  STAFF_COMMENTARY = 'staff_commentary',
  /** A campaign opened on a key vote: call or write your own legislators (issue #56). */
  TAKE_ACTION = 'take_action',
  /** Your own legislators voted on a key vote: how, against the organization's position (issue #60). */
  LEGISLATOR_VOTE = 'legislator_vote',
  /** Staff reviewed a comment you reported: removed or kept (issue #58 item 7). */
  REPORT_DECIDED = 'report_decided',
}

/** How a member hears about a kind by email: right away, in the daily or weekly digest, or not at all (the bell always). */
export enum EmailMode {
  IMMEDIATE = 'immediate',
  DAILY = 'daily',
  WEEKLY = 'weekly',
  OFF = 'off',
}

export type DigestFrequency = EmailMode.DAILY | EmailMode.WEEKLY;

export const ALL_KINDS: readonly NotificationKind[] = Object.values(NotificationKind);

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What a notification is about: an invitation, a decision on your join request, proposal, tip or access request, a new article in a story you follow, a new key vote, staff commentary, a campaign asking you to contact your legislators (take action), how your own legislators voted on a key vote (legislator vote), or the outcome of a comment you reported.',
});
registerEnumType(EmailMode, {
  name: 'EmailMode',
  description: 'Email for a kind of notification: IMMEDIATE (one email each), DAILY or WEEKLY (in that digest), OFF (only in the portal).',
});
