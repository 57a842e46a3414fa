import { registerEnumType } from 'type-graphql';

/** A member's role on one story (SPEC §6). Invites never carry OWNER. */
export enum StoryRole {
  OWNER = 'owner',
  EDITOR = 'editor',
  CONTRIBUTOR = 'contributor',
  VIEWER = 'viewer',
}

/** The roles an owner may give by invite or role change (SPEC §9: contributor by default, editor, viewer). */
export enum InviteRole {
  EDITOR = 'editor',
  CONTRIBUTOR = 'contributor',
  VIEWER = 'viewer',
}

export enum InviteStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
}

/** The invitee's answer (PUT /api/invites/{inviteId}: status accepted or declined). */
export enum InviteResponse {
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
}

export enum JoinRequestStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
}

/** A manager's decision on a join request (REST also accepts 'declined', stored as rejected). */
export enum JoinRequestDecision {
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
}

registerEnumType(StoryRole, { name: 'StoryRole' });
registerEnumType(InviteRole, { name: 'InviteRole', description: 'Roles an invite or a role change may give: never OWNER.' });
registerEnumType(InviteStatus, { name: 'InviteStatus' });
registerEnumType(InviteResponse, { name: 'InviteResponse' });
registerEnumType(JoinRequestStatus, { name: 'JoinRequestStatus' });
registerEnumType(JoinRequestDecision, { name: 'JoinRequestDecision' });
