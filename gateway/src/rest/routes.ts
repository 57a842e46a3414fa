import type { Request } from 'express';
import type { RestRoute } from './route-types.js';

/** GraphQL enum names (SUPER_ADMIN) → the SPEC's role values (super_admin), and back. */
const roleValues = (roles: string[] | null) => roles?.map((r) => r.toLowerCase()) ?? null;
const roleEnum = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** SPEC §3 User (admin view): id, email, created_at, last_sign_in_at, roles. */
const adminUser = (u: any) =>
  u && { id: u.id, email: u.email, created_at: u.createdAt, last_sign_in_at: u.lastSignInAt, roles: roleValues(u.roles) };
const member = (m: any) => m && { ...m, roles: roleValues(m.roles) };
const body = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});

/**
 * THE REST route table (SPEC §7.2). Each row runs one GraphQL operation; feature issues add rows.
 * Keep rows in SPEC order. The authorization matrix and the README's table are built from it.
 */
export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    operation: 'Health',
    shape: (d) => d.health,
    status: (d) => (d.health.status === 'ok' ? 200 : 503),
    summary: 'Status check: gateway and database.',
  },
  {
    method: 'GET',
    path: '/api/users/me',
    operation: 'Me',
    shape: (d) => ({ data: member(d.me) }),
    summary: 'The signed-in member: profile and roles.',
  },
  {
    method: 'PUT',
    path: '/api/users/me',
    operation: 'UpdateProfile',
    variables: (req) => ({ input: { username: body(req).username, showRealName: body(req).showRealName ?? body(req).show_real_name } }),
    shape: (d) => ({ data: member(d.updateProfile) }),
    summary: 'Change username or real-name display.',
  },
  {
    method: 'GET',
    path: '/api/users/me/stories',
    operation: 'MyStories',
    shape: (d) => ({ data: d.myStories }),
    summary: 'Stories the signed-in member owns.',
  },
  {
    method: 'GET',
    path: '/api/users/me/articles',
    operation: 'MyArticles',
    shape: (d) => ({ data: d.myArticles }),
    summary: 'Articles the signed-in member submitted.',
  },
  {
    method: 'GET',
    path: '/api/users/me/roles',
    operation: 'MyRoles',
    shape: (d) => ({ data: { roles: roleValues(d.myRoles) } }),
    summary: "The signed-in member's roles (data.data.roles).",
  },
  {
    method: 'POST',
    path: '/api/users/me/request-access',
    operation: 'RequestAccess',
    variables: (req) => ({ input: { kind: roleEnum(body(req).kind ?? 'admin'), reason: body(req).reason ?? body(req).message } }),
    shape: (d) => d.requestAccess,
    status: 201,
    summary: 'Ask for admin or emergency access; returns requestId and message.',
  },
  {
    method: 'GET',
    path: '/api/users/admin/users',
    operation: 'AdminUsers',
    variables: (req) => ({ search: req.query.search ?? req.query.email ?? null }),
    shape: (d) => ({ users: d.users.map(adminUser) }),
    summary: 'All members (super_admin).',
  },
  {
    method: 'GET',
    path: '/api/users/admin/users/roles',
    operation: 'AdminUsers',
    variables: (req) => ({ search: req.query.search ?? req.query.email ?? null }),
    shape: (d) => ({ users: d.users.map(adminUser) }),
    summary: 'All members with their roles (super_admin).',
  },
  {
    method: 'POST',
    path: '/api/users/admin/users/:userId/roles',
    operation: 'AssignRole',
    variables: (req) => ({ userId: req.params.userId, role: roleEnum(body(req).role) }),
    shape: (d) => ({ user: adminUser(d.assignRole) }),
    summary: 'Give a member a role (super_admin); body {role}.',
  },
  {
    method: 'DELETE',
    path: '/api/users/admin/users/:userId/roles/:role',
    operation: 'RemoveRole',
    variables: (req) => ({ userId: req.params.userId, role: roleEnum(req.params.role) }),
    shape: (d) => ({ user: adminUser(d.removeRole) }),
    summary: 'Take a role away (super_admin).',
  },
];
