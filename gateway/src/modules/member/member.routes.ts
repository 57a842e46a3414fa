import type { RestRoute } from '../../rest/route-types.js';
import { body, roleEnum, roleValues } from '../../rest/route-helpers.js';
import * as st from '../story/story.rest.js';

/** SPEC §3 User (admin view): id, email, created_at, last_sign_in_at, roles. */
const adminUser = (u: any) =>
  u && { id: u.id, email: u.email, created_at: u.createdAt, last_sign_in_at: u.lastSignInAt, roles: roleValues(u.roles) };
const member = (m: any) => m && { ...m, roles: roleValues(m.roles) };

/**
 * REST rows — The signed-in member, and the super admin's members and roles. Each runs one GraphQL
 * operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const memberRoutes: RestRoute[] = [
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
    variables: (req) => ({
      input: { username: body(req).username ?? body(req).displayName ?? body(req).display_name, showRealName: body(req).showRealName ?? body(req).show_real_name },
    }),
    shape: (d) => ({ data: member(d.updateProfile) }),
    summary: 'Change the display name (username; displayName accepted too; empty removes it) or real-name display.',
  },
  {
    method: 'GET',
    path: '/api/users/me/roles',
    operation: 'MyRoles',
    shape: (d) => ({ data: { roles: roleValues(d.myRoles) } }),
    summary: "The signed-in member's roles (data.data.roles).",
  },
  {
    method: 'GET',
    path: '/api/users/admin/users',
    operation: 'AdminUsers',
    variables: (req) =>
      st.defined({ search: req.query.search ?? req.query.email ?? null, limit: st.intParam(req.query.limit), offset: st.intParam(req.query.offset) }),
    shape: (d) => ({ users: d.users.map(adminUser), total: d.userCount }),
    summary: 'Members, newest first, one page at a time (super_admin); ?search= (email or display name)&limit=25&offset=0 → {users, total}.',
  },
  {
    method: 'GET',
    path: '/api/users/admin/users/roles',
    operation: 'AdminUsers',
    variables: (req) =>
      st.defined({ search: req.query.search ?? req.query.email ?? null, limit: st.intParam(req.query.limit), offset: st.intParam(req.query.offset) }),
    shape: (d) => ({ users: d.users.map(adminUser), total: d.userCount }),
    summary: 'Members with their roles (super_admin); same paging and search → {users, total}.',
  },
  {
    method: 'GET',
    path: '/api/users/admin/users/:userId',
    operation: 'AdminUser',
    variables: (req) => ({ id: req.params.userId }),
    shape: (d) => ({
      user: d.user && {
        ...adminUser(d.user),
        removable_roles: roleValues(d.user.removableRoles),
        assignable_roles: roleValues(d.user.assignableRoles),
        role_changes: d.user.roleChanges.map((c: any) => ({
          id: c.id,
          role: c.role.toLowerCase(),
          action: c.action.toLowerCase(),
          created_at: c.createdAt,
          by: c.bySystem ? 'system' : (c.actor?.email ?? null),
        })),
      },
    }),
    summary: "One member with roles, the roles a super admin may remove or assign now, and the role-change history (super_admin); 404 'User not found.'.",
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
