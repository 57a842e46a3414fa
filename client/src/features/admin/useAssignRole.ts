import { useAssignRoleMutation, type AdminUserDetail_MemberFragment, type AssignRoleMutation } from './admin.generated';
import { toGraphQLRole, type RoleName } from './roles';

/**
 * Gives a member a role. assignRole returns the Member with its roles, what may be removed or
 * assigned next and the history, so the normalised cache updates the list, the detail panel and
 * (for one's own account) the session at once; the optimistic answer adds the role locally first
 * (SPEC §4 Role management) and the server's answer completes it.
 */
export function useAssignRole() {
  const [run, state] = useAssignRoleMutation();
  const assign = (member: AdminUserDetail_MemberFragment, role: RoleName) => {
    const r = toGraphQLRole(role);
    const optimistic = {
      assignRole: {
        ...member,
        roles: [...(member.roles ?? []), r],
        assignableRoles: (member.assignableRoles ?? []).filter((x) => x !== r),
        removableRoles: [...(member.removableRoles ?? []), r],
      },
    };
    return run({ variables: { userId: member.id, role: r }, optimisticResponse: optimistic as AssignRoleMutation });
  };
  return [assign, state] as const;
}
