import { registerEnumType } from 'type-graphql';

/** What a role_changes row records. */
export enum RoleChangeAction {
  ASSIGN = 'assign',
  REMOVE = 'remove',
}

registerEnumType(RoleChangeAction, { name: 'RoleChangeAction' });
