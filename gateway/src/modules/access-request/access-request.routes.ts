import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';
import * as st from '../story/story.rest.js';
import * as acr from './access-request.rest.js';

/**
 * REST rows — Members ask for a role; super admins grant or decline. Each runs one GraphQL
 * operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const accessRequestRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/users/me/request-access',
    operation: 'RequestAccess',
    variables: (req) => ({ input: acr.requestAccessInput(req) }),
    shape: (d) => ({ requestId: d.requestAccess.requestId, message: d.requestAccess.message, request: acr.accessRequestForm(d.requestAccess.request) }),
    status: 201,
    summary: 'Ask for access, body {kind?, page?, role? (default: the lowest role that opens page, else staff; never more than page needs), reason? (≤ 1000)}; one pending request per member (asking again returns it) → {requestId, message, request}.',
  },
  {
    method: 'GET',
    path: '/api/users/me/access-request',
    operation: 'MyAccessRequest',
    shape: (d) => ({ data: acr.accessRequestForm(d.myAccessRequest) }),
    summary: "The caller's latest access request, pending or decided (data null when none).",
  },
  {
    method: 'POST',
    path: '/api/users/me/access-request/seen',
    operation: 'MarkAccessRequestSeen',
    shape: (d) => ({ data: { updated: d.markAccessRequestSeen } }),
    summary: 'The caller has seen the outcome of their decided requests (dismisses the notice) → {data: {updated}}.',
  },
  {
    method: 'GET',
    path: '/api/users/admin/access-requests',
    operation: 'AccessRequests',
    variables: (req) => st.defined({ status: acr.statusParam(req.query.status), limit: st.intParam(req.query.limit), offset: st.intParam(req.query.offset) }),
    shape: (d) => ({ data: d.accessRequests.items.map(acr.accessRequestForm), total: d.accessRequests.total }),
    summary: 'Access requests (super_admin); ?status=pending (default, oldest first) | approved | rejected &limit&offset → {data: [...who, when, why], total}.',
  },
  {
    method: 'POST',
    path: '/api/users/admin/access-requests/:id/grant',
    operation: 'GrantAccessRequest',
    variables: (req) => st.defined({ id: req.params.id, role: acr.roleParam(acr.body(req).role), note: acr.body(req).note ?? undefined }),
    shape: (d) => ({ data: acr.accessRequestForm(d.grantAccessRequest) }),
    summary: 'Grant (super_admin), body {role?, note?}: assigns the role (default the one asked for; super_admin only when given as role), nothing changes if already held; emails the member; 409 once decided.',
  },
  {
    method: 'POST',
    path: '/api/users/admin/access-requests/:id/decline',
    operation: 'DeclineAccessRequest',
    variables: (req) => st.defined({ id: req.params.id, note: acr.body(req).note ?? acr.body(req).reason ?? undefined }),
    shape: (d) => ({ data: acr.accessRequestForm(d.declineAccessRequest) }),
    summary: 'Decline (super_admin), body {note?} (≤ 1000) the member reads; emails the member; 409 once decided.',
  },
];
