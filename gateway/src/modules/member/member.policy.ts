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
