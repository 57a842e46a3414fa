import { registerEnumType } from 'type-graphql';

/** A member's role on one story (SPEC §6). Invites never carry OWNER. */
export enum StoryRole {
  OWNER = 'owner',
  EDITOR = 'editor',
  CONTRIBUTOR = 'contributor',
  VIEWER = 'viewer',
}

export enum InviteStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
}

export enum JoinRequestStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
}

registerEnumType(StoryRole, { name: 'StoryRole' });
registerEnumType(InviteStatus, { name: 'InviteStatus' });
registerEnumType(JoinRequestStatus, { name: 'JoinRequestStatus' });
