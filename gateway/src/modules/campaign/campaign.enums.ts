import { registerEnumType } from 'type-graphql';

/** How a member reaches an office. Values are what the database stores. */
export enum CampaignChannel {
  CALL = 'call',
  WRITE = 'write',
  LETTER = 'letter',
}

/** What came of one attempt (the 5 Calls outcomes): "unavailable" means try again, another office or later. */
export enum CampaignOutcome {
  CONTACTED = 'contacted',
  VOICEMAIL = 'voicemail',
  UNAVAILABLE = 'unavailable',
  SKIPPED = 'skipped',
}

/** Where a campaign stands at a moment: before its opening time, open, or past its closing time. */
export enum CampaignStatus {
  SCHEDULED = 'scheduled',
  OPEN = 'open',
  CLOSED = 'closed',
}

export enum OfficeKind {
  DC = 'dc',
  DISTRICT = 'district',
}

/** Where the member stands with one target: nothing yet, reached (contacted or voicemail), to try again, or skipped. */
export enum TargetStatus {
  TO_DO = 'to_do',
  CONTACTED = 'contacted',
  TRY_AGAIN = 'try_again',
  SKIPPED = 'skipped',
}

/** How a legislator the member contacted voted, against the organization's position. */
export enum VoteAlignment {
  WITH_US = 'with_us',
  AGAINST_US = 'against_us',
  /** Present or not voting. */
  NO_VOTE = 'no_vote',
  /** The organization took no position (OTHER): the vote is told as it was. */
  NO_POSITION = 'no_position',
  /** No roll call of the key vote in their chamber has been imported yet. */
  NOT_YET = 'not_yet',
}

/** Outcomes that count as having reached the office. */
export const REACHED: readonly CampaignOutcome[] = [CampaignOutcome.CONTACTED, CampaignOutcome.VOICEMAIL];

registerEnumType(CampaignChannel, { name: 'CampaignChannel', description: 'How a member reaches an office: CALL, WRITE (the official contact form) or LETTER (printed, by mail).' });
registerEnumType(CampaignOutcome, {
  name: 'CampaignOutcome',
  description: 'What came of it: CONTACTED, VOICEMAIL (left a message), UNAVAILABLE (try again: another office, or later) or SKIPPED.',
});
registerEnumType(CampaignStatus, { name: 'CampaignStatus', description: 'SCHEDULED (before its opening time), OPEN, or CLOSED (past its closing time: it takes no actions).' });
registerEnumType(OfficeKind, { name: 'OfficeKind', description: 'DC: the Washington office; DISTRICT: an office in the state or district.' });
registerEnumType(TargetStatus, { name: 'TargetStatus', description: "The member's progress with one legislator: TO_DO, CONTACTED (contacted or voicemail), TRY_AGAIN (unavailable) or SKIPPED." });
registerEnumType(VoteAlignment, { name: 'VoteAlignment', description: "A contacted legislator's vote against the organization's position." });
