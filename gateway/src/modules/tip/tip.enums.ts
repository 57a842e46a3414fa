import { registerEnumType } from 'type-graphql';

/**
 * A tip's life: PENDING (waiting in the staff review queue) → PUBLISHED (an article credited to
 * the member) or DECLINED (with an optional reason). A decision is final.
 */
export enum TipStatus {
  PENDING = 'pending',
  PUBLISHED = 'published',
  DECLINED = 'declined',
}

/** What submitting a tip did: queued it for review, or found the article already published. */
export enum TipSubmissionStatus {
  SUBMITTED = 'submitted',
  EXISTING = 'existing',
}

registerEnumType(TipStatus, { name: 'TipStatus', description: 'pending (in the staff review queue), published or declined.' });
registerEnumType(TipSubmissionStatus, {
  name: 'TipSubmissionStatus',
  description: 'SUBMITTED: the tip waits for staff review; EXISTING: the article is already published (see article).',
});
