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

/**
 * What each role adds to the one below it (issue #58 item 2), as the server's policies decide it
 * (docs/roles.md says the same): shown on the admin screen and where a role is granted, so nobody
 * grants more than the work needs. Admin differs from Staff in one power only.
 */
export const ROLE_POWERS: Record<RoleName, string> = {
  USER: 'Read stories, articles and key votes; vote, like, comment and report comments; follow stories, send tips, propose changes to stories.',
  STAFF: 'Everything a user may, plus: edit and delete any content, submit articles, create stories and key votes, run campaigns, the legislator screens and staff commentary, the tip queue and reported comments.',
  ADMIN: 'Everything staff may, plus one thing: feature stories as Editor’s Pick. Admins do not manage roles, access requests or the moderation log.',
  SUPER_ADMIN: 'Everything an admin may, plus full control: assign and remove any member’s roles (Super Admin included), decide access requests, read the moderation log and who took which campaign action.',
};

/** The person a Super Admin grant names: email, with the display name others see when there is one. */
export function superAdminName(m: { email: string | null; displayName: string; id: string }): string {
  const email = m.email ?? m.id;
  return m.displayName && m.displayName !== 'Anonymous' ? `${m.displayName} (${email})` : email;
}

/** What granting Super Admin to this person means, in the confirmation's words. */
export function superAdminWarning(m: { email: string | null; displayName: string; id: string }): string {
  return `${superAdminName(m)} will have full control of the portal: they can assign and remove every member’s roles, yours included, decide access requests and read the moderation log. Admin or Staff is enough for editing content.`;
}
