import { registerEnumType } from 'type-graphql';

/** Submit result (SPEC §3): the URL was already known (EXISTING) or a new article was created (NEW). */
export enum SubmissionStatus {
  EXISTING = 'existing',
  NEW = 'new',
}

registerEnumType(SubmissionStatus, { name: 'SubmissionStatus' });
