import { useRemoveRoleMutation, type AdminUser_MemberFragment, type RemoveRoleMutation } from '../../__generated__/graphql';
import { toGraphQLRole, type RoleName } from './roles';

/** Takes a role away; like useAssignRole, the returned Member updates every view from the cache. */
export function useRemoveRole() {
  const [run, state] = useRemoveRoleMutation();
  const remove = (member: Pick<AdminUser_MemberFragment, 'id' | 'roles'>, role: RoleName) => {
    const roles = (member.roles ?? []).filter((r) => String(r) !== role);
    const optimistic = { removeRole: { __typename: 'Member' as const, id: member.id, roles } };
    return run({ variables: { userId: member.id, role: toGraphQLRole(role) }, optimisticResponse: optimistic as RemoveRoleMutation });
  };
  return [remove, state] as const;
}
