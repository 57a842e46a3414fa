import { hasRole, Role } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';
import { ALL_ROUTES, type Access } from '../../../../client/src/app/route-table.js';

/**
 * Access requests (SPEC §6; issue #15 item 3): any signed-in member asks for a role for
 * themself; only super admins (who manage roles) read the requests and decide them. A member
 * reads their own requests.
 */
export const canDecide = (viewer: Viewer | null): boolean => hasRole(viewer, Role.SUPER_ADMIN);
export const canRead = (viewer: Viewer | null, request: { memberId: string }): boolean => !!viewer && (viewer.id === request.memberId || canDecide(viewer));

/** The roles one may ask for and be granted: every role but the base USER role. */
export const GRANTABLE_ROLES: readonly Role[] = [Role.STAFF, Role.ADMIN, Role.SUPER_ADMIN];

/** The role each of the route table's guards asks for. */
const ROLE_OF_ACCESS: Partial<Record<Access, Role>> = { staff: Role.STAFF, 'super-admins': Role.SUPER_ADMIN };

/** A route pattern (`/key-votes/:id/edit`) as a regular expression for a lowercased path. */
function pathPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * The lowest role that opens each guarded page of the portal, from the client's route table
 * (client/src/app/route-table.ts: the rows for staff and for super admins). A member turned away
 * from a page asks for this role and no more (issue #58 item 2): /legislators needs Staff,
 * /admin/users Super Admin. A page missing here needs no role beyond the member's own.
 */
export const PAGE_ROLES: readonly { pattern: RegExp; role: Role }[] = ALL_ROUTES.flatMap((route) => {
  const role = ROLE_OF_ACCESS[route.access];
  return role ? [{ pattern: pathPattern(route.path), role }] : [];
});

/** The lowest role that opens `page` (a path, with or without ?query/#hash), or null when it needs none. */
export function lowestRoleFor(page: string): Role | null {
  const path = page.split(/[?#]/)[0]!.toLowerCase();
  return PAGE_ROLES.find((p) => p.pattern.test(path))?.role ?? null;
}
