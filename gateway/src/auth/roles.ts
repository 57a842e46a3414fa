import { registerEnumType } from 'type-graphql';

/** The four fixed roles (SPEC §6, §9). Values are what the database and REST use. */
export enum Role {
  USER = 'user',
  STAFF = 'staff',
  ADMIN = 'admin',
  SUPER_ADMIN = 'super_admin',
}

registerEnumType(Role, { name: 'Role', description: 'Portal roles. STAFF-level access means staff, admin or super_admin.' });

export const ALL_ROLES: readonly Role[] = [Role.USER, Role.STAFF, Role.ADMIN, Role.SUPER_ADMIN];

const RANK: Record<Role, number> = { user: 0, staff: 1, admin: 2, super_admin: 3 };

/** A requirement is met by any role of equal or higher rank: staff-level = staff, admin or super_admin. */
export function satisfies(roles: readonly Role[], required: Role): boolean {
  return roles.some((r) => RANK[r] >= RANK[required]);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ALL_ROLES as readonly string[]).includes(value);
}

/** Whether a caller (or nobody) holds a role or a higher one. */
export function hasRole(viewer: { roles: readonly Role[] } | null, role: Role): boolean {
  return !!viewer && satisfies(viewer.roles, role);
}

/** Staff-level: staff, admin or super_admin (SPEC §6). */
export const isStaff = (viewer: { roles: readonly Role[] } | null): boolean => hasRole(viewer, Role.STAFF);
export const isAdmin = (viewer: { roles: readonly Role[] } | null): boolean => hasRole(viewer, Role.ADMIN);
