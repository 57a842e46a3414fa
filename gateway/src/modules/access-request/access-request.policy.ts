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

/**
 * The lowest role that opens each guarded page of the portal (client/src/app/routes.tsx: the
 * RequireStaff and RequireSuperAdmin routes), first match wins. A member turned away from a page
 * asks for this role and no more (issue #58 item 2): /legislators needs Staff, /admin/users
 * Super Admin. A page missing here needs no role beyond the member's own.
 */
export const PAGE_ROLES: readonly { pattern: RegExp; role: Role }[] = [
  { pattern: /^\/admin(\/|$)/, role: Role.SUPER_ADMIN },
  { pattern: /^\/(staff|legislators|staff-commentary)(\/|$)/, role: Role.STAFF },
  { pattern: /^\/stories\/create\/?$/, role: Role.STAFF },
  { pattern: /^\/articles\/(add|submit)\/?$/, role: Role.STAFF },
  { pattern: /^\/key-votes\/new\/?$/, role: Role.STAFF },
  { pattern: /^\/key-votes\/[^/]+\/(edit|campaign)(\/|$)/, role: Role.STAFF },
];

/** The lowest role that opens `page` (a path, with or without ?query/#hash), or null when it needs none. */
export function lowestRoleFor(page: string): Role | null {
  const path = page.split(/[?#]/)[0]!.toLowerCase();
  return PAGE_ROLES.find((p) => p.pattern.test(path))?.role ?? null;
}
