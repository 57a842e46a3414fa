import { registerEnumType } from 'type-graphql';

/** A report waits for staff (PENDING), who remove the comment (REMOVED) or keep it (KEPT). Values are what the database stores. */
export enum ReportStatus {
  PENDING = 'pending',
  REMOVED = 'removed',
  KEPT = 'kept',
}

/** What staff decide on a reported comment. */
export enum ReportDecision {
  /** The comment goes (with its votes and likes), recorded in the moderation log. */
  REMOVE = 'remove',
  /** The comment stays. */
  KEEP = 'keep',
}

registerEnumType(ReportStatus, { name: 'ReportStatus', description: 'PENDING, then REMOVED (the comment was taken down) or KEPT (it stays).' });
registerEnumType(ReportDecision, { name: 'ReportDecision', description: 'REMOVE the reported comment, or KEEP it.' });
