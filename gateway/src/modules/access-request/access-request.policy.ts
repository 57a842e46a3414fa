import { hasRole, Role } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';

/**
 * Access requests (SPEC §6; issue #15 item 3): any signed-in member asks for a role for
 * themself; only super admins (who manage roles) read the requests and decide them. A member
 * reads their own requests.
 */
export const canDecide = (viewer: Viewer | null): boolean => hasRole(viewer, Role.SUPER_ADMIN);
export const canRead = (viewer: Viewer | null, request: { memberId: string }): boolean => !!viewer && (viewer.id === request.memberId || canDecide(viewer));

/** The roles one may ask for and be granted: every role but the base USER role. */
export const GRANTABLE_ROLES: readonly Role[] = [Role.STAFF, Role.ADMIN, Role.SUPER_ADMIN];
