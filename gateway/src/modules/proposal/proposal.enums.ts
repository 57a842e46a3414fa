import { registerEnumType } from 'type-graphql';

export enum ProposalStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

/** The owner's decision on a pending proposal; APPROVED applies the change. */
export enum ProposalDecision {
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

registerEnumType(ProposalStatus, { name: 'ProposalStatus' });
registerEnumType(ProposalDecision, { name: 'ProposalDecision' });
