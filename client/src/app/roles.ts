/**
 * The four fixed roles (SPEC §6, §9), spelled as the REST API and the database spell them.
 * Mirrors gateway/src/auth/roles.ts; if roles arrive through GraphQL (enum values STAFF, …)
 * convert them with `toRole` before they reach the session.
 */
export const ROLES = ['user', 'staff', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Accepts 'staff' or the GraphQL enum spelling 'STAFF'; anything else is dropped (null). */
export function toRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return isRole(lower) ? lower : null;
}

/** Staff-level access: staff, admin or super_admin. */
export function hasStaffRole(roles: readonly Role[]): boolean {
  return roles.some((r) => r === 'staff' || r === 'admin' || r === 'super_admin');
}

export function hasSuperAdminRole(roles: readonly Role[]): boolean {
  return roles.includes('super_admin');
}
