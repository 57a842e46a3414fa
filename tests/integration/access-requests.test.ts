import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { onAccessRequestCreated, onAccessRequestDecided, type AccessRequestCreated, type AccessRequestDecided } from '../../gateway/src/modules/access-request/access-request.events.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { zoneOnAnotherDayThanUtc } from '../factories/time-zones.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #15 item 3: a member asks for access (optional reason, one pending request at a time);
 * super admins see pending requests with who, when and why, and grant (the role is assigned) or
 * decline; the member is told in the portal and by email; the decision is one event.
 */
let portal: TestPortal;
let staff: TestMember;
let admin: TestMember;
let superAdmin: TestMember;
const events: AccessRequestDecided[] = [];
let stopListening: () => void;

beforeAll(async () => {
  portal = await startTestPortal('access_requests');
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
  superAdmin = await buildMember(portal.dataSource, { role: Role.SUPER_ADMIN });
  stopListening = onAccessRequestDecided(async (db, event) => {
    // Runs inside the deciding transaction: the request is already decided there.
    const [row] = await db.query('SELECT status FROM access_requests WHERE id = $1', [event.requestId]);
    events.push({ ...event, status: row.status });
  });
});
afterAll(async () => {
  stopListening?.();
  await portal?.close();
});

const REQUEST = 'mutation($i: RequestAccessInput) { requestAccess(input: $i) { requestId message request { status requestedRole reason } } }';
const PENDING = '{ accessRequests { total items { id reason requestedRole createdAt member { id email } } } }';
const GRANT = 'mutation($id: UUID!, $role: Role, $note: String) { grantAccessRequest(id: $id, role: $role, note: $note) { id status grantedRole decisionNote decidedBy { email } } }';
const DECLINE = 'mutation($id: UUID!, $note: String) { declineAccessRequest(id: $id, note: $note) { id status decisionNote } }';
const MINE = '{ myAccessRequest { id status requestedRole grantedRole decisionNote outcomeSeen } }';

const rolesOf = async (id: string) =>
  ((await portal.dataSource.query('SELECT role FROM member_roles WHERE member_id = $1 ORDER BY role', [id])) as { role: string }[]).map((r) => r.role);
const roleChanges = (id: string) => portal.dataSource.query('SELECT actor_id, role, action FROM role_changes WHERE target_id = $1', [id]);
/** The member's emails once the job queue has sent what the decision enqueued. */
const mailTo = async (email: string) => {
  await portal.settle();
  return portal.dataSource.query('SELECT subject, text, html, links FROM auth_mail_outbox WHERE "to" = $1 ORDER BY created_at', [email]);
};

async function requestFor(member: TestMember, body: Record<string, unknown> = {}): Promise<string> {
  const res = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.requestId;
}

describe('asking for access', () => {
  it('a request with no reason is accepted (REST), asks for Staff (the lowest role) by default, and asking again returns the same pending request', async () => {
    const member = await buildMember(portal.dataSource);
    const first = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: {} });
    expect(first).toMatchObject({
      status: 201,
      body: { message: 'Your request has been sent to the administrators. You will be contacted once it has been reviewed.', request: { status: 'pending', requested_role: 'staff', page: null, reason: null } },
    });
    const again = await portal.gql(REQUEST, { i: { kind: 'EMERGENCY', reason: 'Urgent now' } }, member.token);
    expect(again.body.data.requestAccess).toMatchObject({ requestId: first.body.requestId, message: expect.stringMatching(/already have a request waiting/) });
    expect(await portal.dataSource.query('SELECT count(*)::int AS n FROM access_requests WHERE member_id = $1', [member.id])).toEqual([{ n: 1 }]);
  });

  it('emits one created event inside the creating transaction, none when a request is already pending, and a failing listener stores nothing', async () => {
    const member = await buildMember(portal.dataSource);
    const created: (AccessRequestCreated & { stored: number })[] = [];
    const off = onAccessRequestCreated(async (db, event) => {
      const [row] = await db.query('SELECT count(*)::int AS n FROM access_requests WHERE id = $1', [event.requestId]);
      created.push({ ...event, stored: row.n });
    });
    try {
      const id = await requestFor(member, { reason: 'Need the admin screen', page: '/admin/users' });
      await requestFor(member);
      expect(created).toEqual([{ requestId: id, memberId: member.id, requestedRole: Role.SUPER_ADMIN, reason: 'Need the admin screen', createdAt: expect.any(Date), stored: 1 }]);
    } finally {
      off();
    }
    const other = await buildMember(portal.dataSource);
    const offFailing = onAccessRequestCreated(async () => {
      throw new Error('listener failed');
    });
    try {
      const res = await portal.rest('POST', '/api/users/me/request-access', { token: other.token, body: {} });
      expect(res.status).toBe(500);
    } finally {
      offFailing();
    }
    expect(await portal.dataSource.query('SELECT id FROM access_requests WHERE member_id = $1', [other.id])).toEqual([]);
  });

  it('takes a reason and a role over GraphQL; a reason over 1000 characters is 400 on both transports and stores nothing', async () => {
    const member = await buildMember(portal.dataSource);
    const tooLong = 'x'.repeat(1001);
    const gql = await portal.gql(REQUEST, { i: { kind: 'ADMIN', reason: tooLong } }, member.token);
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/at most 1000 characters/) });
    const rest = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { reason: tooLong } });
    expect(rest).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
    expect(await portal.dataSource.query('SELECT id FROM access_requests WHERE member_id = $1', [member.id])).toEqual([]);

    const ok = await portal.gql(REQUEST, { i: { kind: 'ADMIN', role: 'STAFF', reason: 'y'.repeat(1000) } }, member.token);
    expect(ok.body.data.requestAccess.request).toEqual({ status: 'PENDING', requestedRole: 'STAFF', reason: 'y'.repeat(1000) });
  });

  it('refuses the base user role (400) and a role one already has (409); signed out is 401', async () => {
    const member = await buildMember(portal.dataSource);
    const user = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { role: 'user' } });
    expect(user).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
    const held = await portal.gql(REQUEST, { i: { kind: 'ADMIN', role: 'STAFF' } }, staff.token);
    expect(held.body.errors[0]).toMatchObject({ message: 'You already have this access.', extensions: { code: 'CONFLICT' } });
    const superHeld = await portal.rest('POST', '/api/users/me/request-access', { token: superAdmin.token, body: {} });
    expect(superHeld.status).toBe(409);
    expect((await portal.rest('POST', '/api/users/me/request-access', { body: {} })).status).toBe(401);
  });
});

describe('deciding requests', () => {
  it('super admins see pending requests with who, when and why (GraphQL and REST); nobody else may read them', async () => {
    const member = await buildMember(portal.dataSource);
    const id = await requestFor(member, { reason: 'I coordinate the Ohio chapter', page: '/admin/users' });
    const gql = await portal.gql(PENDING, undefined, superAdmin.token);
    const mine = gql.body.data.accessRequests.items.find((r: { id: string }) => r.id === id);
    expect(mine).toMatchObject({ reason: 'I coordinate the Ohio chapter', requestedRole: 'SUPER_ADMIN', member: { id: member.id, email: member.email } });
    expect(Date.parse(mine.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const rest = await portal.rest('GET', '/api/users/admin/access-requests?status=pending', { token: superAdmin.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data.find((r: { id: string }) => r.id === id)).toMatchObject({ reason: 'I coordinate the Ohio chapter', member: { email: member.email }, status: 'pending' });
    expect(rest.body.total).toBe(gql.body.data.accessRequests.total);

    for (const who of [member, staff, admin]) {
      expect((await portal.gql(PENDING, undefined, who.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await portal.rest('GET', '/api/users/admin/access-requests', { token: who.token })).status).toBe(403);
    }
    expect((await portal.rest('GET', '/api/users/admin/access-requests')).status).toBe(401);
  });

  it('granting assigns the role, records it, tells the member (portal and email) and emits one event; a second decision is 409', async () => {
    const member = await buildMember(portal.dataSource);
    // The email dates the request where the member lives (their settings' time zone): one whose
    // date differs from UTC's at this hour.
    const zone = zoneOnAnotherDayThanUtc(new Date());
    await portal.dataSource.query('UPDATE members SET time_zone = $2 WHERE id = $1', [member.id, zone]);
    const id = await requestFor(member, { role: 'staff', reason: 'New hire' });
    const before = events.length;
    const res = await portal.rest('POST', `/api/users/admin/access-requests/${id}/grant`, { token: superAdmin.token, body: { note: 'Welcome aboard' } });
    expect(res).toMatchObject({ status: 200, body: { data: { id, status: 'approved', granted_role: 'staff', decision_note: 'Welcome aboard', decided_by: { email: superAdmin.email } } } });
    expect(await rolesOf(member.id)).toEqual(['staff']);
    expect(await roleChanges(member.id)).toEqual([{ actor_id: superAdmin.id, role: 'staff', action: 'assign' }]);

    const mail = await mailTo(member.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Your access request was granted: you are now Staff');
    expect(mail[0].text).toContain('Welcome aboard');
    const [{ created_at: asked }] = await portal.dataSource.query('SELECT created_at FROM access_requests WHERE id = $1', [id]);
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(asked);
    expect(dayIn(zone)).not.toBe(dayIn('UTC'));
    expect(mail[0].text).toContain(`Your request of ${dayIn(zone)} for Staff access was granted`);
    expect(mail[0].html).toContain('<strong>Staff</strong>');
    expect(mail[0].links[0]).toMatch(/\/legislators$/);

    expect(events.slice(before)).toEqual([
      expect.objectContaining({ requestId: id, memberId: member.id, status: 'approved', grantedRole: 'staff', roleAssigned: true, note: 'Welcome aboard', decidedBy: superAdmin.id }),
    ]);

    const mine = await portal.gql(MINE, undefined, member.token);
    expect(mine.body.data.myAccessRequest).toMatchObject({ id, status: 'APPROVED', grantedRole: 'STAFF', decisionNote: 'Welcome aboard', outcomeSeen: false });
    const seen = await portal.rest('POST', '/api/users/me/access-request/seen', { token: member.token });
    expect(seen.body).toEqual({ data: { updated: 1 } });
    expect((await portal.rest('GET', '/api/users/me/access-request', { token: member.token })).body.data).toMatchObject({ id, status: 'approved', outcome_seen: true });

    const again = await portal.gql(DECLINE, { id }, superAdmin.token);
    expect(again.body.errors[0]).toMatchObject({ message: 'This request has already been decided.', extensions: { code: 'CONFLICT' } });
    expect(events.length).toBe(before + 1);
  });

  it('granting a role the member already has changes nothing (no second role, no role change), and still answers them', async () => {
    const member = await buildMember(portal.dataSource);
    const id = await requestFor(member, { role: 'admin' });
    await portal.dataSource.query("INSERT INTO member_roles (member_id, role) VALUES ($1, 'staff')", [member.id]);
    const res = await portal.gql(GRANT, { id, role: 'STAFF' }, superAdmin.token);
    expect(res.body.data.grantAccessRequest).toMatchObject({ status: 'APPROVED', grantedRole: 'STAFF' });
    expect(await rolesOf(member.id)).toEqual(['staff']);
    expect(await roleChanges(member.id)).toEqual([]);
    expect(events.at(-1)).toMatchObject({ requestId: id, roleAssigned: false });
  });

  it('declining keeps the roles, gives the note to the member by email, and lets them ask again', async () => {
    const member = await buildMember(portal.dataSource);
    const id = await requestFor(member);
    const tooLong = await portal.gql(DECLINE, { id, note: 'n'.repeat(1001) }, superAdmin.token);
    expect(tooLong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const res = await portal.gql(DECLINE, { id, note: 'Please ask your director first.' }, superAdmin.token);
    expect(res.body.data.declineAccessRequest).toEqual({ id, status: 'REJECTED', decisionNote: 'Please ask your director first.' });
    expect(await rolesOf(member.id)).toEqual([]);
    const [mail] = await mailTo(member.email);
    expect(mail.subject).toBe('Your access request was declined');
    expect(mail.text).toContain('Please ask your director first.');
    const next = await requestFor(member, { reason: 'My director agreed' });
    expect(next).not.toBe(id);
  });

  it('deciding is for super admins only (403 on both transports), unknown requests are 404, two at once give one 409', async () => {
    const member = await buildMember(portal.dataSource);
    const id = await requestFor(member);
    for (const who of [member, staff, admin]) {
      expect((await portal.gql(GRANT, { id }, who.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await portal.rest('POST', `/api/users/admin/access-requests/${id}/decline`, { token: who.token, body: {} })).status).toBe(403);
    }
    expect((await portal.rest('POST', `/api/users/admin/access-requests/${id}/grant`, { body: {} })).status).toBe(401);
    expect(await rolesOf(member.id)).toEqual([]);

    const unknown = await portal.rest('POST', '/api/users/admin/access-requests/00000000-0000-4000-8000-000000000000/grant', { token: superAdmin.token, body: {} });
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: 'Access request not found.' } } });

    const [a, b] = await Promise.all([
      portal.rest('POST', `/api/users/admin/access-requests/${id}/grant`, { token: superAdmin.token, body: {} }),
      portal.rest('POST', `/api/users/admin/access-requests/${id}/decline`, { token: superAdmin.token, body: {} }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it('when the email cannot be sent, the decision stands and the email waits in the job queue for a retry', async () => {
    const broken = await startTestPortal('access_requests_smtp_down', { SMTP_URL: 'smtp://127.0.0.1:9/' });
    try {
      const member = await buildMember(broken.dataSource);
      const boss = await buildMember(broken.dataSource, { role: Role.SUPER_ADMIN });
      const made = await broken.rest('POST', '/api/users/me/request-access', { token: member.token, body: { page: '/admin/users' } });
      const res = await broken.rest('POST', `/api/users/admin/access-requests/${made.body.requestId}/grant`, { token: boss.token, body: { role: 'super_admin' } });
      expect(res).toMatchObject({ status: 200, body: { data: { status: 'approved' } } });
      expect(await broken.dataSource.query('SELECT role FROM member_roles WHERE member_id = $1', [member.id])).toEqual([{ role: 'super_admin' }]);
      // The member is told in the portal at once; the email is a job, not sent (yet).
      await expect
        .poll(() => broken.dataSource.query('SELECT kind, email_mode, emailed_at IS NOT NULL AS email_queued FROM notifications WHERE member_id = $1', [member.id]), { timeout: 10_000 })
        .toEqual([{ kind: 'access_request_decided', email_mode: 'immediate', email_queued: true }]);
      expect(await broken.dataSource.query('SELECT 1 FROM auth_mail_outbox WHERE "to" = $1', [member.email])).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('requests that cannot over-grant (issue #58 item 2)', () => {
  it('asks for the lowest role that opens the page the member was turned away from, and shows super admins that page', async () => {
    const cases: [string, string][] = [
      ['/legislators', 'staff'],
      ['/staff/legislators/abc/edit-commentary', 'staff'],
      ['/key-votes/42/campaign/results', 'staff'],
      ['/stories/create', 'staff'],
      ['/admin/users?user=1', 'super_admin'],
      ['/admin/moderation', 'super_admin'],
    ];
    for (const [page, role] of cases) {
      const member = await buildMember(portal.dataSource);
      const res = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { page } });
      expect(res.status, page).toBe(201);
      expect(res.body.request, page).toMatchObject({ requested_role: role, page });
    }
    const member = await buildMember(portal.dataSource);
    const id = await requestFor(member, { page: '/legislators' });
    const queue = await portal.gql('{ accessRequests { items { id page requestedRole } } }', undefined, superAdmin.token);
    expect(queue.body.data.accessRequests.items.find((r: { id: string }) => r.id === id)).toEqual({ id, page: '/legislators', requestedRole: 'STAFF' });
  });

  it('refuses more than the page needs, a page that needs nothing and a page that is not a path, with a clear 400 and nothing stored', async () => {
    const member = await buildMember(portal.dataSource);
    const over = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { page: '/legislators', role: 'super_admin' } });
    expect(over).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message: 'The page you were turned away from (/legislators) opens with Staff access; ask for that.' } } });
    const gql = await portal.gql(REQUEST, { i: { kind: 'ADMIN', page: '/legislators', role: 'ADMIN' } }, member.token);
    expect(gql.body.errors[0]).toMatchObject({ message: 'The page you were turned away from (/legislators) opens with Staff access; ask for that.', extensions: { code: 'BAD_USER_INPUT' } });
    const nothing = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { page: '/stories' } });
    expect(nothing).toMatchObject({ status: 400, body: { error: { message: '/stories needs no role beyond the one you have; there is nothing to ask for.' } } });
    const url = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { page: 'https://evil.example/admin' } });
    expect(url).toMatchObject({ status: 400, body: { error: { message: 'The page is a path of the portal, such as /legislators.' } } });
    const long = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { page: '/' + 'a'.repeat(400) } });
    expect(long.status).toBe(400);
    expect(await portal.dataSource.query('SELECT id FROM access_requests WHERE member_id = $1', [member.id])).toEqual([]);
    // Less than the page needs is the member's own business.
    const less = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { page: '/admin/users', role: 'staff' } });
    expect(less).toMatchObject({ status: 201, body: { request: { requested_role: 'staff' } } });
  });

  it('never grants Super Admin by default: the super admin must name it; Staff requests grant as asked', async () => {
    const member = await buildMember(portal.dataSource);
    const id = await requestFor(member, { page: '/admin/users' });
    const byDefault = await portal.rest('POST', `/api/users/admin/access-requests/${id}/grant`, { token: superAdmin.token, body: {} });
    expect(byDefault).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message: 'Choose the role to grant: Super Admin is never granted without choosing it.' } } });
    const gql = await portal.gql(GRANT, { id }, superAdmin.token);
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await rolesOf(member.id)).toEqual([]);
    expect(await portal.dataSource.query('SELECT status FROM access_requests WHERE id = $1', [id])).toEqual([{ status: 'pending' }]);

    const chosen = await portal.gql(GRANT, { id, role: 'ADMIN' }, superAdmin.token);
    expect(chosen.body.data.grantAccessRequest).toMatchObject({ status: 'APPROVED', grantedRole: 'ADMIN' });
    expect(await rolesOf(member.id)).toEqual(['admin']);

    const other = await buildMember(portal.dataSource);
    const staffId = await requestFor(other, { page: '/legislators' });
    const asked = await portal.rest('POST', `/api/users/admin/access-requests/${staffId}/grant`, { token: superAdmin.token, body: {} });
    expect(asked).toMatchObject({ status: 200, body: { data: { status: 'approved', granted_role: 'staff' } } });
  });
});
