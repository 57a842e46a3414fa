import { z } from 'zod';
import { lowerEnum, obj, prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of the signed-in member, and the super admin's members and roles
 * (member.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}` exactly as
 * in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const memberRouteDocs: Record<string, RouteDoc> = {
  'GET /api/users/me': { response: (d) => dataOf(f.memberForm(R(d, 'me'))) },
  'PUT /api/users/me': {
    body: z.object({ username: z.string().nullable().optional(), showRealName: z.boolean().optional().describe('Also accepted as show_real_name.') }),
    response: (d) => dataOf(f.memberForm(R(d, 'updateProfile'))),
  },
  'GET /api/users/me/roles': { response: (d) => dataOf(obj({ roles: f.listOf(R(d, 'myRoles'), lowerEnum) })) },
  'GET /api/users/admin/users': {
    query: z.object({ search: z.string().optional().describe('Part of an email address or display name (also ?email=).'), limit, offset }),
    response: (d) => obj({ users: f.listOf(R(d, 'users'), f.adminUserForm), total: R(d, 'userCount') }),
  },
  'GET /api/users/admin/users/roles': {
    query: z.object({ search: z.string().optional().describe('Part of an email address or display name (also ?email=).'), limit, offset }),
    response: (d) => obj({ users: f.listOf(R(d, 'users'), f.adminUserForm), total: R(d, 'userCount') }),
  },
  'GET /api/users/admin/users/:userId': { response: (d) => obj({ user: f.adminUserDetailForm(prop(d, 'user')) }) },
  'POST /api/users/admin/users/:userId/roles': {
    body: z.object({ role: z.enum(['user', 'staff', 'admin', 'super_admin']) }),
    response: (d) => obj({ user: f.adminUserForm(R(d, 'assignRole')) }),
  },
  'DELETE /api/users/admin/users/:userId/roles/:role': { response: (d) => obj({ user: f.adminUserForm(R(d, 'removeRole')) }) },
};
