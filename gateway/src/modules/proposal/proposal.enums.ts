import { registerEnumType } from 'type-graphql';

export enum ProposalStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

registerEnumType(ProposalStatus, { name: 'ProposalStatus' });
