import { hasRole, isStaff, Role } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';

/**
 * Moderation rules (SPEC §6: staff, admin and super_admin edit or delete content inline; issue #15
 * item 1): staff-level members edit and delete articles, stories, key votes and commentary of any
 * kind, whoever wrote them. Every such action is recorded; only super admins read the record.
 */
export const canModerate = (viewer: Viewer | null): boolean => isStaff(viewer);
export const isSuperAdmin = (viewer: Viewer | null): boolean => hasRole(viewer, Role.SUPER_ADMIN);
export const canReadModerationLog = isSuperAdmin;
