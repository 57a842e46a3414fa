import { Role, satisfies } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';

/** Private member fields (email, roles) are readable by the member themself and by super admins. */
export function canReadPrivateMemberFields(viewer: Viewer | null, memberId: string): boolean {
  return !!viewer && (viewer.id === memberId || satisfies(viewer.roles, Role.SUPER_ADMIN));
}

/** The name others see: the display name (username) when the member chose to show it, otherwise 'Anonymous'. */
export function publicDisplayName(member: { username: string | null; showRealName: boolean }): string {
  return member.showRealName && member.username ? member.username : 'Anonymous';
}

/**
 * The roles a super admin may take away from a member (issue #15 item 4: the UI offers Remove only
 * where the server allows it): never the base USER role, and not the super_admin role of the
 * organisation's last super admin.
 */
export function removableRoles(held: readonly Role[], superAdminIds: readonly string[], memberId: string): Role[] {
  const lastSuperAdmin = superAdminIds.length === 1 && superAdminIds[0] === memberId;
  return held.filter((r) => r !== Role.USER && !(r === Role.SUPER_ADMIN && lastSuperAdmin));
}

/** SPEC §5 Role assignment: only roles the member does not already have; USER is every member's and never assigned. */
export function assignableRoles(held: readonly Role[]): Role[] {
  return [Role.STAFF, Role.ADMIN, Role.SUPER_ADMIN].filter((r) => !held.includes(r));
}

/**
 * The stable name the people who must work with a member see (decision 0090): staff in their tools
 * and a story's owner for its collaborators, join requests and proposals. The display name
 * whatever the switch says; without one, 'Member' and the first six characters of the id, which
 * never change and no chosen name can take (display-name.ts refuses the pattern).
 */
export function teamDisplayName(member: { id: string; username: string | null }): string {
  return member.username ?? `Member ${member.id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
}

/**
 * The name one viewer sees: the team name when the viewer works with the member (`worksWith`,
 * decided by the caller: staff for their tools, the story's owner for its people), else the
 * public one.
 */
export function displayNameFor(viewer: Viewer | null, member: { id: string; username: string | null; showRealName: boolean }, worksWith: boolean): string {
  if (viewer && worksWith) return teamDisplayName(member);
  return publicDisplayName(member);
}
