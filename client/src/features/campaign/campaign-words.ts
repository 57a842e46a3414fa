import type { CampaignChannel, CampaignOutcome, CampaignStatus, TargetStatus } from '../../__generated__/types';

/** The words the flow, the staff screens and the results use for a campaign's values. */
export const CHANNEL_LABEL: Record<CampaignChannel, string> = { CALL: 'Call', WRITE: 'Write', LETTER: 'Letter' };
export const OUTCOME_LABEL: Record<CampaignOutcome, string> = { CONTACTED: 'Contacted', VOICEMAIL: 'Left voicemail', UNAVAILABLE: 'Unavailable', SKIPPED: 'Skipped' };
export const TARGET_STATUS_LABEL: Record<TargetStatus, string> = { TO_DO: 'To do', CONTACTED: 'Contacted', TRY_AGAIN: 'Try again', SKIPPED: 'Skipped' };
export const STATUS_LABEL: Record<CampaignStatus, string> = { SCHEDULED: 'Not open yet', OPEN: 'Open', CLOSED: 'Closed' };

export const CHANNELS: CampaignChannel[] = ['CALL', 'WRITE', 'LETTER'];
export const OUTCOMES: CampaignOutcome[] = ['CONTACTED', 'VOICEMAIL', 'UNAVAILABLE', 'SKIPPED'];

/** "You've contacted 2 of 3" */
export function progressSentence(p: { contacted: number; total: number }): string {
  return `You\u2019ve contacted ${p.contacted} of ${p.total}`;
}

/** 'NY-8', 'WY at-large', 'NY' (senators). */
export function seatLabel(t: { chamber: string; state: string; district: number | null }): string {
  if (t.chamber === 'SENATE' || t.district === null) return t.state;
  return t.district === 0 ? `${t.state} at\u2011large` : `${t.state}\u2011${t.district}`;
}

/** A phone number as a tel: link (US numbers get +1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : digits.length === 10 ? `+1${digits}` : digits}`;
}

/** Where a member's outcomes for a target leave them (as the server decides it: reached first, then skipped, then try again). */
export function statusOf(outcomes: readonly CampaignOutcome[]): TargetStatus {
  if (outcomes.includes('CONTACTED') || outcomes.includes('VOICEMAIL')) return 'CONTACTED';
  if (outcomes.includes('SKIPPED')) return 'SKIPPED';
  if (outcomes.includes('UNAVAILABLE')) return 'TRY_AGAIN';
  return 'TO_DO';
}
