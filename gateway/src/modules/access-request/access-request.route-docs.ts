import { z } from 'zod';
import { obj, prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of members asking for a role, super admins granting or declining
 * (access-request.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}`
 * exactly as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const accessRequestRouteDocs: Record<string, RouteDoc> = {
  'POST /api/users/me/request-access': {
    body: z.object({
      kind: z.enum(['admin', 'emergency']).optional().describe('Default admin.'),
      page: z.string().max(300).optional().describe('The portal page the member was turned away from, e.g. /legislators.'),
      role: z.enum(['staff', 'admin', 'super_admin']).optional().describe('Default: the lowest role that opens `page` (/legislators: staff, /admin/users: super_admin), else staff; never more than `page` needs (400).'),
      reason: z.string().max(1000).optional().describe('Optional, ≤ 1000 characters; also accepted as message.'),
    }),
    response: (d) => {
      const r = R(d, 'requestAccess');
      return obj({ requestId: prop(r, 'requestId'), message: prop(r, 'message'), request: f.accessRequestForm(prop(r, 'request')) });
    },
  },
  'GET /api/users/me/access-request': { response: (d) => dataOf(f.accessRequestForm(prop(d, 'myAccessRequest'))) },
  'POST /api/users/me/access-request/seen': { body: 'none', response: (d) => dataOf(obj({ updated: R(d, 'markAccessRequestSeen') })) },
  'GET /api/users/admin/access-requests': {
    query: z.object({ status: z.enum(['pending', 'approved', 'rejected', 'granted', 'declined']).optional().describe('Default pending (oldest first).'), limit, offset }),
    response: (d) => {
      const page = R(d, 'accessRequests');
      return obj({ data: f.listOf(prop(page, 'items'), f.accessRequestForm), total: prop(page, 'total') });
    },
  },
  'POST /api/users/admin/access-requests/:id/grant': {
    body: z.object({
      role: z.enum(['staff', 'admin', 'super_admin']).optional().describe('Default: the role asked for, except super_admin, which is granted only when given here (400 otherwise).'),
      note: z.string().max(1000).optional().describe('Shown to the member.'),
    }),
    response: (d) => dataOf(f.accessRequestForm(R(d, 'grantAccessRequest'))),
  },
  'POST /api/users/admin/access-requests/:id/decline': {
    body: z.object({ note: z.string().max(1000).optional().describe('Shown to the member; also accepted as reason.') }),
    response: (d) => dataOf(f.accessRequestForm(R(d, 'declineAccessRequest'))),
  },
};
