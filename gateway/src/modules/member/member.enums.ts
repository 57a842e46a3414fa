import { registerEnumType } from 'type-graphql';

/** What a role_changes row records. */
export enum RoleChangeAction {
  ASSIGN = 'assign',
  REMOVE = 'remove',
}

/** What a member asks for on POST /api/users/me/request-access (SPEC §6: emergency or admin access). */
export enum AccessRequestKind {
  ADMIN = 'admin',
  EMERGENCY = 'emergency',
}

export enum AccessRequestStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

registerEnumType(RoleChangeAction, { name: 'RoleChangeAction' });
registerEnumType(AccessRequestKind, { name: 'AccessRequestKind' });
registerEnumType(AccessRequestStatus, { name: 'AccessRequestStatus' });
