import { registerEnumType } from 'type-graphql';

/** What a member asks for on POST /api/users/me/request-access (SPEC §6: emergency or admin access). */
export enum AccessRequestKind {
  ADMIN = 'admin',
  EMERGENCY = 'emergency',
}

/** Pending until a super admin decides: APPROVED (granted, the role assigned) or REJECTED (declined). */
export enum AccessRequestStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

registerEnumType(AccessRequestKind, { name: 'AccessRequestKind' });
registerEnumType(AccessRequestStatus, { name: 'AccessRequestStatus', description: 'PENDING, then APPROVED (granted) or REJECTED (declined).' });
