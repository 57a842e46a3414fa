import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

let portal: TestPortal;
const as: Record<string, TestMember | null> = { anonymous: null };
let target: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('users');
  as.user = await buildMember(portal.dataSource);
  as.staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  as.admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
  as.super_admin = await buildMember(portal.dataSource, { role: Role.SUPER_ADMIN });
  target = await buildMember(portal.dataSource, { email: 'target@example.org' });
});
afterAll(() => portal?.close());

const who = ['anonymous', 'user', 'staff', 'admin', 'super_admin'] as const;
type Who = (typeof who)[number];

/** Each users/admin operation once per transport, with the outcome each role must get. */
const operations: {
  name: string;
  gql: () => [string, Record<string, unknown>?];
  rest: () => [string, string, unknown?];
  allowed: Who[];
  restOk?: number;
}[] = [
  { name: 'me', gql: () => ['{ me { id } }'], rest: () => ['GET', '/api/users/me'], allowed: ['user', 'staff', 'admin', 'super_admin'] },
  {
    name: 'updateProfile',
    gql: () => ['mutation { updateProfile(input: { showRealName: true }) { id showRealName } }'],
    rest: () => ['PUT', '/api/users/me', { showRealName: true }],
    allowed: ['user', 'staff', 'admin', 'super_admin'],
  },
  { name: 'myRoles', gql: () => ['{ myRoles }'], rest: () => ['GET', '/api/users/me/roles'], allowed: ['user', 'staff', 'admin', 'super_admin'] },
  { name: 'myStories', gql: () => ['{ myStories { id } }'], rest: () => ['GET', '/api/users/me/stories'], allowed: ['user', 'staff', 'admin', 'super_admin'] },
  { name: 'myArticles', gql: () => ['{ myArticles { id } }'], rest: () => ['GET', '/api/users/me/articles'], allowed: ['user', 'staff', 'admin', 'super_admin'] },
  // requestAccess and the decisions on it: tests/integration/access-requests.test.ts (a role one already holds is a 409).
  { name: 'users', gql: () => ['{ users { id email } }'], rest: () => ['GET', '/api/users/admin/users'], allowed: ['super_admin'] },
  { name: 'users (roles view)', gql: () => ['{ users { id roles } }'], rest: () => ['GET', '/api/users/admin/users/roles'], allowed: ['super_admin'] },
  {
    name: 'assignRole',
    gql: () => ['mutation($id: UUID!) { assignRole(userId: $id, role: ADMIN) { id roles } }', { id: target.id }],
    rest: () => ['POST', `/api/users/admin/users/${target.id}/roles`, { role: 'admin' }],
    allowed: ['super_admin'],
  },
  {
    name: 'removeRole',
    gql: () => ['mutation($id: UUID!) { removeRole(userId: $id, role: ADMIN) { id roles } }', { id: target.id }],
    rest: () => ['DELETE', `/api/users/admin/users/${target.id}/roles/admin`],
    allowed: ['super_admin'],
  },
];

describe('who may call each users/admin operation', () => {
  for (const op of operations) {
    for (const role of who) {
      const outcome = op.allowed.includes(role) ? 'allowed' : role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      it(`${op.name} as ${role}: ${outcome} on GraphQL and REST`, async () => {
        const token = as[role]?.token;
        // Role changes must not depend on the order: make the assign/remove pair valid for an allowed caller.
        if (op.name === 'removeRole') await portal.dataSource.query("INSERT INTO member_roles (member_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING", [target.id]);
        if (op.name === 'assignRole') await portal.dataSource.query("DELETE FROM member_roles WHERE member_id = $1 AND role = 'admin'", [target.id]);
        const [query, variables] = op.gql();
        const gql = await portal.gql(query, variables, token);
        if (outcome === 'allowed') expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
        else expect(gql.body.errors[0].extensions.code).toBe(outcome);

        if (op.name === 'removeRole') await portal.dataSource.query("INSERT INTO member_roles (member_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING", [target.id]);
        if (op.name === 'assignRole') await portal.dataSource.query("DELETE FROM member_roles WHERE member_id = $1 AND role = 'admin'", [target.id]);
        const [method, path, body] = op.rest();
        const rest = await portal.rest(method, path, { token, body });
        const expected = outcome === 'allowed' ? (op.restOk ?? 200) : outcome === 'UNAUTHENTICATED' ? 401 : 403;
        expect(rest.status, JSON.stringify(rest.body)).toBe(expected);
        if (outcome !== 'allowed') expect(rest.body.error.code).toBe(outcome);
      });
    }
  }
});

describe('role management', () => {
  const superToken = () => as.super_admin!.token;

  it('assigns a role, shows it in the admin list, and records who did it', async () => {
    const member = await buildMember(portal.dataSource);
    const res = await portal.rest('POST', `/api/users/admin/users/${member.id}/roles`, { token: superToken(), body: { role: 'staff' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: member.id, email: member.email, roles: ['user', 'staff'] });
    expect(Object.keys(res.body.user).sort()).toEqual(['created_at', 'email', 'id', 'last_sign_in_at', 'roles']);

    const list = await portal.rest('GET', '/api/users/admin/users/roles', { token: superToken() });
    expect(list.body.users.find((u: { id: string }) => u.id === member.id).roles).toEqual(['user', 'staff']);

    const log = await portal.dataSource.query('SELECT actor_id, target_id, role, action FROM role_changes WHERE target_id = $1', [member.id]);
    expect(log).toEqual([{ actor_id: as.super_admin!.id, target_id: member.id, role: 'staff', action: 'assign' }]);

    // The member's next request carries the new role: it comes from the database.
    const roles = await portal.rest('GET', '/api/users/me/roles', { token: member.token });
    expect(roles.body).toEqual({ data: { roles: ['user', 'staff'] } });
  });

  it('refuses to assign a role twice (409) and writes nothing', async () => {
    const member = await buildMember(portal.dataSource, { role: Role.STAFF });
    const res = await portal.rest('POST', `/api/users/admin/users/${member.id}/roles`, { token: superToken(), body: { role: 'staff' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('The user already has the staff role.');
    expect(await portal.dataSource.query('SELECT 1 FROM role_changes WHERE target_id = $1', [member.id])).toEqual([]);
  });

  it('refuses to remove a role the member does not hold (404)', async () => {
    const member = await buildMember(portal.dataSource);
    const res = await portal.rest('DELETE', `/api/users/admin/users/${member.id}/roles/admin`, { token: superToken() });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('The user does not have the admin role.');
  });

  it.each([
    ['a role name not in the four', { role: 'wizard' }],
    ['no role', {}],
    ['the base user role', { role: 'user' }],
  ])('answers %s with 400', async (_label, body) => {
    const res = await portal.rest('POST', `/api/users/admin/users/${target.id}/roles`, { token: superToken(), body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toMatch(/BAD_USER_INPUT/);
  });

  it('answers a malformed user id with 400 and an unknown one with 404', async () => {
    const bad = await portal.rest('POST', '/api/users/admin/users/not-a-uuid/roles', { token: superToken(), body: { role: 'staff' } });
    expect(bad.status).toBe(400);
    const unknown = await portal.rest('POST', '/api/users/admin/users/00000000-0000-4000-8000-000000000000/roles', { token: superToken(), body: { role: 'staff' } });
    expect(unknown.status).toBe(404);
  });

  it('never removes the last super_admin role, so nobody is locked out', async () => {
    const sole = await startTestPortal('users_last_super');
    try {
      const admin = await buildMember(sole.dataSource, { role: Role.SUPER_ADMIN });
      const res = await sole.rest('DELETE', `/api/users/admin/users/${admin.id}/roles/super_admin`, { token: admin.token });
      expect(res.status).toBe(409);
      const other = await buildMember(sole.dataSource, { role: Role.SUPER_ADMIN });
      const now = await sole.rest('DELETE', `/api/users/admin/users/${admin.id}/roles/super_admin`, { token: other.token });
      expect(now.status).toBe(200);
      expect(now.body.user.roles).toEqual(['user']);
    } finally {
      await sole.close();
    }
  });

  it('lets a super admin search users by email', async () => {
    const res = await portal.gql('{ users(search: "TARGET@") { email } }', undefined, superToken());
    expect(res.body.data.users).toEqual([{ email: 'target@example.org' }]);
    const literal = await portal.gql('{ users(search: "%") { email } }', undefined, superToken());
    expect(literal.body.data.users).toEqual([]);
  });
});

describe('the admin screen cannot mislead (issue #15 item 4)', () => {
  const superToken = () => as.super_admin!.token;

  it('pages through any number of members on the server, with the total for the same search (GraphQL and REST)', async () => {
    const tag = `pager${Date.now().toString(36)}`;
    for (let i = 0; i < 7; i += 1) await buildMember(portal.dataSource, { email: `${tag}-${i}@example.org` });
    const page = (offset: number) => portal.gql('query($s: String, $o: Int) { users(search: $s, limit: 3, offset: $o) { email } userCount(search: $s) }', { s: tag, o: offset }, superToken());
    const pages = await Promise.all([page(0), page(3), page(6)]);
    expect(pages.map((p) => p.body.data.users.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.body.data.userCount === 7)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.body.data.users.map((u: { email: string }) => u.email))).size).toBe(7);
    const rest = await portal.rest('GET', `/api/users/admin/users?search=${tag}&limit=5&offset=5`, { token: superToken() });
    expect(rest.status).toBe(200);
    expect(rest.body.users).toHaveLength(2);
    expect(rest.body.total).toBe(7);
    const tooMany = await portal.rest('GET', '/api/users/admin/users?limit=101', { token: superToken() });
    expect(tooMany.status).toBe(400);
  });

  it('finds members by display name too', async () => {
    const named = await buildMember(portal.dataSource, { username: 'Quincy Adamson' });
    const res = await portal.gql('{ users(search: "quincy adam") { id } }', undefined, superToken());
    expect(res.body.data.users).toEqual([{ id: named.id }]);
  });

  it('shows one member with the roles that may be removed or assigned now and the role-change history', async () => {
    const member = await buildMember(portal.dataSource);
    await portal.rest('POST', `/api/users/admin/users/${member.id}/roles`, { token: superToken(), body: { role: 'staff' } });
    await portal.rest('POST', `/api/users/admin/users/${member.id}/roles`, { token: superToken(), body: { role: 'admin' } });
    await portal.rest('DELETE', `/api/users/admin/users/${member.id}/roles/staff`, { token: superToken() });
    await portal.dataSource.query("INSERT INTO role_changes (actor_id, target_id, role, action, created_at) VALUES (NULL, $1, 'staff', 'assign', now() - interval '1 day')", [member.id]);

    const gql = await portal.gql(
      'query($id: UUID!) { user(id: $id) { id roles removableRoles assignableRoles roleChanges { role action bySystem actor { email } } } }',
      { id: member.id },
      superToken(),
    );
    expect(gql.body.data.user).toEqual({
      id: member.id,
      roles: ['USER', 'ADMIN'],
      removableRoles: ['ADMIN'],
      assignableRoles: ['STAFF', 'SUPER_ADMIN'],
      roleChanges: [
        { role: 'STAFF', action: 'REMOVE', bySystem: false, actor: { email: as.super_admin!.email } },
        { role: 'ADMIN', action: 'ASSIGN', bySystem: false, actor: { email: as.super_admin!.email } },
        { role: 'STAFF', action: 'ASSIGN', bySystem: false, actor: { email: as.super_admin!.email } },
        { role: 'STAFF', action: 'ASSIGN', bySystem: true, actor: null },
      ],
    });
    const rest = await portal.rest('GET', `/api/users/admin/users/${member.id}`, { token: superToken() });
    expect(rest.status).toBe(200);
    expect(rest.body.user).toMatchObject({ id: member.id, roles: ['user', 'admin'], removable_roles: ['admin'], assignable_roles: ['staff', 'super_admin'] });
    expect(rest.body.user.role_changes[0]).toMatchObject({ role: 'staff', action: 'remove', by: as.super_admin!.email });
    expect(rest.body.user.role_changes[3]).toMatchObject({ by: 'system' });

    const unknown = await portal.rest('GET', '/api/users/admin/users/00000000-0000-4000-8000-000000000000', { token: superToken() });
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: 'User not found.' } } });
    for (const who of ['user', 'staff', 'admin'] as const) {
      expect((await portal.rest('GET', `/api/users/admin/users/${member.id}`, { token: as[who]!.token })).status).toBe(403);
      expect((await portal.gql('query($id: UUID!) { user(id: $id) { id } }', { id: member.id }, as[who]!.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });

  it("never offers to remove the base role, nor the last super admin's role", async () => {
    const sole = await startTestPortal('users_last_super_ui');
    try {
      const boss = await buildMember(sole.dataSource, { role: Role.SUPER_ADMIN });
      const q = 'query($id: UUID!) { user(id: $id) { removableRoles } }';
      expect((await sole.gql(q, { id: boss.id }, boss.token)).body.data.user.removableRoles).toEqual([]);
      const other = await buildMember(sole.dataSource, { role: Role.SUPER_ADMIN });
      expect((await sole.gql(q, { id: boss.id }, boss.token)).body.data.user.removableRoles).toEqual(['SUPER_ADMIN']);
      expect((await sole.gql(q, { id: other.id }, boss.token)).body.data.user.removableRoles).toEqual(['SUPER_ADMIN']);
      // A member reading themself sees their history but not what a super admin could do.
      const self = await buildMember(sole.dataSource);
      expect((await sole.gql('{ me { removableRoles roleChanges { role } } }', undefined, self.token)).body.data.me).toEqual({ removableRoles: null, roleChanges: [] });
    } finally {
      await sole.close();
    }
  });
});

describe('profile', () => {
  it('updates username and real-name display, and shows the name only when chosen', async () => {
    const member = await buildMember(portal.dataSource);
    const res = await portal.rest('PUT', '/api/users/me', { token: member.token, body: { username: 'jordan_k', showRealName: false } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'jordan_k', showRealName: false, displayName: 'Anonymous' });
    const shown = await portal.rest('PUT', '/api/users/me', { token: member.token, body: { showRealName: true } });
    expect(shown.body.data).toMatchObject({ username: 'jordan_k', displayName: 'jordan_k' });
  });

  it('refuses a taken username (409) and an invalid one (400)', async () => {
    const first = await buildMember(portal.dataSource, { username: 'taken_name' });
    const second = await buildMember(portal.dataSource);
    expect(first.id).toBeTruthy();
    const taken = await portal.rest('PUT', '/api/users/me', { token: second.token, body: { username: 'Taken_Name' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('That display name is already taken.');
    const invalid = await portal.rest('PUT', '/api/users/me', { token: second.token, body: { username: '<b>a</b>' } });
    expect(invalid.status).toBe(400);
  });

  it('returns the same pending access request instead of piling up duplicates', async () => {
    const member = await buildMember(portal.dataSource);
    const one = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: { reason: 'I run the Ohio chapter' } });
    const two = await portal.rest('POST', '/api/users/me/request-access', { token: member.token, body: {} });
    expect(one.status).toBe(201);
    expect(one.body.requestId).toBe(two.body.requestId);
    expect(one.body.message).toMatch(/administrators/);
  });
});

describe('anonymity', () => {
  it("hides an anonymous member's username from other members, but not from themself or a super admin", async () => {
    const hidden = await buildMember(portal.dataSource, { username: 'quiet_one', showRealName: false });
    const shown = await buildMember(portal.dataSource, { username: 'open_one', showRealName: true });
    const self = await portal.gql('{ me { username displayName } }', undefined, hidden.token);
    expect(self.body.data.me).toEqual({ username: 'quiet_one', displayName: 'Anonymous' });
    const list = await portal.gql('{ users { id username } }', undefined, as.super_admin!.token);
    const byId = new Map(list.body.data.users.map((u: { id: string; username: string }) => [u.id, u.username]));
    expect(byId.get(hidden.id)).toBe('quiet_one');
    expect(byId.get(shown.id)).toBe('open_one');
  });

  it('shows another member only the display name of an anonymous story owner', async () => {
    const owner = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'hidden_owner', showRealName: false });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    const query = 'query($id: UUID!) { story(id: $id) { owner { username displayName } } }';
    const seen = await portal.gql(query, { id: story.id }, as.user!.token);
    expect(seen.body.data.story.owner).toEqual({ username: null, displayName: 'Anonymous' });
    const rest = await portal.rest('GET', `/api/stories/${story.id}`, { token: as.user!.token });
    expect(JSON.stringify(rest.body)).not.toContain('hidden_owner');
  });
});
