import type { Role } from '../../__generated__/types';

/**
 * The four fixed roles (SPEC §9) as GraphQL spells them, in the order they are offered, with the
 * names people read. Kept as plain strings so this code does not depend on whether codegen emits
 * the schema enum as a TypeScript enum or as a string union.
 */
export type RoleName = 'USER' | 'STAFF' | 'ADMIN' | 'SUPER_ADMIN';
export const ALL_ROLES: readonly RoleName[] = ['USER', 'STAFF', 'ADMIN', 'SUPER_ADMIN'];

export const ROLE_LABELS: Record<RoleName, string> = {
  USER: 'User',
  STAFF: 'Staff',
  ADMIN: 'Admin',
  SUPER_ADMIN: 'Super Admin',
};

export const toGraphQLRole = (role: RoleName) => role as unknown as Role;

/** Known roles only, in the fixed order. */
export function roleNames(roles: readonly Role[] | null | undefined): RoleName[] {
  const held = new Set<string>((roles ?? []).map((r) => String(r)));
  return ALL_ROLES.filter((role) => held.has(role));
}

/** SPEC §5 Role assignment: only roles the user does not already have are offered. */
export function assignableRoles(roles: readonly Role[] | null | undefined): RoleName[] {
  const held = new Set<string>(roleNames(roles));
  return ALL_ROLES.filter((role) => !held.has(role));
}
