import { useAssignRoleMutation, type AdminUser_MemberFragment, type AssignRoleMutation } from '../../__generated__/graphql';
import { toGraphQLRole, type RoleName } from './roles';

/**
 * Gives a member a role. assignRole returns the Member with `id` and `roles`, so the normalised
 * cache updates the list, the detail panel and (for one's own account) the session at once;
 * the optimistic answer adds the role locally first (SPEC §4 Role management).
 */
export function useAssignRole() {
  const [run, state] = useAssignRoleMutation();
  const assign = (member: Pick<AdminUser_MemberFragment, 'id' | 'roles'>, role: RoleName) => {
    const roles = [...(member.roles ?? []), toGraphQLRole(role)];
    const optimistic = { assignRole: { __typename: 'Member' as const, id: member.id, roles } };
    return run({ variables: { userId: member.id, role: toGraphQLRole(role) }, optimisticResponse: optimistic as AssignRoleMutation });
  };
  return [assign, state] as const;
}
