// Matrix rows: health, users and roles (SPEC §7.2 order).
import { Role } from '../../../gateway/src/auth/roles.js';
import { anyone, E, q, r, signedIn, superOnly, type GqlRow, type RestRow } from './shared.js';

export const GQL: GqlRow[] = [
  { field: 'Query.health', expect: anyone, call: () => q('{ health { status } }') },
  { field: 'Query.me', expect: signedIn, call: () => q('{ me { id email roles } }') },
  { field: 'Mutation.updateProfile', expect: signedIn, call: () => q('mutation { updateProfile(input: { showRealName: true }) { id } }') },
  { field: 'Query.myStories', expect: signedIn, call: () => q('{ myStories { id } }') },
  { field: 'Query.followedStories', expect: signedIn, call: () => q('{ followedStories { id newArticlesCount } }') },
  { field: 'Query.myArticles', expect: signedIn, call: () => q('{ myArticles { id } }') },
  { field: 'Query.myRoles', expect: signedIn, call: () => q('{ myRoles }') },
  // Asking for a role one already holds is a conflict. A request asks for the lowest role that opens
  // the page the member was turned away from (issue #58 item 2): /admin/users needs Super Admin,
  // /legislators Staff, and naming more than the page needs is refused.
  { field: 'Mutation.requestAccess', expect: E('ok', { super_admin: 'conflict' }), call: () => q('mutation { requestAccess(input: { kind: ADMIN, page: "/admin/users", reason: "matrix" }) { requestId } }') },
  {
    field: 'Mutation.requestAccess',
    variant: 'staff page',
    expect: E('conflict', { user: 'ok', submitter: 'ok', viewer: 'ok', member_contributor: 'ok' }),
    call: () => q('mutation { requestAccess(input: { kind: ADMIN, page: "/legislators/abc", reason: "matrix" }) { requestId request { requestedRole } } }'),
  },
  {
    field: 'Mutation.requestAccess',
    variant: 'more than the page needs',
    expect: E('invalid'),
    call: () => q('mutation { requestAccess(input: { kind: ADMIN, page: "/legislators", role: SUPER_ADMIN }) { requestId } }'),
  },
  { field: 'Query.myAccessRequest', expect: signedIn, call: () => q('{ myAccessRequest { id status } }') },
  { field: 'Mutation.markAccessRequestSeen', expect: signedIn, call: () => q('mutation { markAccessRequestSeen }') },
  { field: 'Query.accessRequests', expect: superOnly, call: () => q('{ accessRequests { total items { id reason member { email } } } }') },
  { field: 'Query.pendingAccessRequestCount', expect: superOnly, call: () => q('{ pendingAccessRequestCount }') },
  { field: 'Mutation.grantAccessRequest', expect: superOnly, target: (w) => w.fresh.accessRequest(), call: (_w, id) => q('mutation($id: UUID!) { grantAccessRequest(id: $id) { id status } }', { id }) },
  // Super Admin is never granted by default: only when the super admin names it.
  {
    field: 'Mutation.grantAccessRequest',
    variant: 'super admin by default',
    expect: E('forbidden', { super_admin: 'invalid' }),
    target: (w) => w.fresh.accessRequest('super_admin'),
    call: (_w, id) => q('mutation($id: UUID!) { grantAccessRequest(id: $id) { id status } }', { id }),
  },
  {
    field: 'Mutation.grantAccessRequest',
    variant: 'super admin chosen',
    expect: superOnly,
    target: (w) => w.fresh.accessRequest('super_admin'),
    call: (_w, id) => q('mutation($id: UUID!) { grantAccessRequest(id: $id, role: SUPER_ADMIN) { id status grantedRole } }', { id }),
  },
  { field: 'Mutation.declineAccessRequest', expect: superOnly, target: (w) => w.fresh.accessRequest(), call: (_w, id) => q('mutation($id: UUID!) { declineAccessRequest(id: $id, note: "No") { id status } }', { id }) },
  { field: 'Query.users', expect: superOnly, call: () => q('{ users { id email roles } }') },
  { field: 'Query.userCount', expect: superOnly, call: () => q('{ userCount }') },
  { field: 'Query.user', expect: superOnly, call: (w) => q('query($id: UUID!) { user(id: $id) { id email removableRoles roleChanges { role } } }', { id: w.members.user.id }) },
  { field: 'Query.moderationLog', expect: superOnly, call: () => q('{ moderationLog { total items { summary actor { email } } } }') },
  { field: 'Mutation.assignRole', expect: superOnly, target: (w) => w.fresh.member(), call: (_w, t) => q('mutation($u: UUID!) { assignRole(userId: $u, role: STAFF) { id } }', { u: t.id }) },
  { field: 'Mutation.removeRole', expect: superOnly, target: (w) => w.fresh.member(Role.STAFF), call: (_w, t) => q('mutation($u: UUID!) { removeRole(userId: $u, role: STAFF) { id } }', { u: t.id }) },
];

export const REST: RestRow[] = [
  r('GET /api/health', 'Query.health', () => ({ path: '/api/health' })),
  r('GET /api/users/me', 'Query.me', () => ({ path: '/api/users/me' })),
  r('PUT /api/users/me', 'Mutation.updateProfile', () => ({ path: '/api/users/me', body: { showRealName: true } })),
  r('GET /api/users/me/stories', 'Query.myStories', () => ({ path: '/api/users/me/stories' })),
  r('GET /api/users/me/followed-stories', 'Query.followedStories', () => ({ path: '/api/users/me/followed-stories' })),
  r('GET /api/users/me/articles', 'Query.myArticles', () => ({ path: '/api/users/me/articles' })),
  r('GET /api/users/me/roles', 'Query.myRoles', () => ({ path: '/api/users/me/roles' })),
  r('POST /api/users/me/request-access', 'Mutation.requestAccess', () => ({ path: '/api/users/me/request-access', body: { kind: 'emergency', page: '/admin/users', reason: 'matrix' } })),
  r('GET /api/users/me/access-request', 'Query.myAccessRequest', () => ({ path: '/api/users/me/access-request' })),
  r('POST /api/users/me/access-request/seen', 'Mutation.markAccessRequestSeen', () => ({ path: '/api/users/me/access-request/seen' })),
  r('GET /api/users/admin/users', 'Query.users', () => ({ path: '/api/users/admin/users' })),
  r('GET /api/users/admin/users/:userId', 'Query.user', (w) => ({ path: `/api/users/admin/users/${w.members.user.id}` })),
  r('GET /api/users/admin/access-requests', 'Query.accessRequests', () => ({ path: '/api/users/admin/access-requests?status=pending' })),
  r('POST /api/users/admin/access-requests/:id/grant', 'Mutation.grantAccessRequest', (_w, id) => ({ path: `/api/users/admin/access-requests/${id}/grant`, body: {} })),
  r('POST /api/users/admin/access-requests/:id/decline', 'Mutation.declineAccessRequest', (_w, id) => ({ path: `/api/users/admin/access-requests/${id}/decline`, body: { note: 'No' } })),
  r('GET /api/admin/moderation', 'Query.moderationLog', () => ({ path: '/api/admin/moderation' })),
  r('GET /api/users/admin/users/roles', 'Query.users', () => ({ path: '/api/users/admin/users/roles' })),
  r('POST /api/users/admin/users/:userId/roles', 'Mutation.assignRole', (_w, t) => ({ path: `/api/users/admin/users/${t.id}/roles`, body: { role: 'staff' } })),
  r('DELETE /api/users/admin/users/:userId/roles/:role', 'Mutation.removeRole', (_w, t) => ({ path: `/api/users/admin/users/${t.id}/roles/staff` })),
];
