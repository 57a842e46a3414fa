import { useRemoveRoleMutation, type AdminUserDetail_MemberFragment, type RemoveRoleMutation } from './admin.generated';
import { toGraphQLRole, type RoleName } from './roles';

/** Takes a role away; like useAssignRole, the returned Member updates every view from the cache. */
export function useRemoveRole() {
  const [run, state] = useRemoveRoleMutation();
  const remove = (member: AdminUserDetail_MemberFragment, role: RoleName) => {
    const r = toGraphQLRole(role);
    const optimistic = {
      removeRole: {
        ...member,
        roles: (member.roles ?? []).filter((x) => x !== r),
        removableRoles: (member.removableRoles ?? []).filter((x) => x !== r),
        assignableRoles: [...(member.assignableRoles ?? []), r],
      },
    };
    return run({ variables: { userId: member.id, role: r }, optimisticResponse: optimistic as RemoveRoleMutation });
  };
  return [remove, state] as const;
}
