import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { signAccessToken, unknownSigningKey } from '../factories/tokens.js';
import { startFakeSupabase } from '../setup/fake-supabase.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

let portal: TestPortal;
let member: TestMember;

/** `alg: none`: a token with no signature at all. */
const unsignedToken = (sub: string) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, aud: 'authenticated', iss: 'http://localhost:8000/auth/v1', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.`;

beforeAll(async () => {
  portal = await startTestPortal('foundation');
  member = await buildMember(portal.dataSource, { username: 'rivera', showRealName: true });
});
afterAll(() => portal?.close());

describe('health', () => {
  it('answers GET /api/health through the REST adapter', async () => {
    const res = await portal.rest('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('supports the built-in @include and @skip directives', async () => {
    const res = await portal.gql('query($full: Boolean!) { health { status database @include(if: $full) version @skip(if: $full) } }', { full: true });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.health).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers the same operation over POST /graphql', async () => {
    const res = await portal.gql('{ health { status database } }');
    expect(res.status).toBe(200);
    expect(res.body.data.health).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/users/me and the me query', () => {
  it('returns the signed-in member with profile and roles', async () => {
    const res = await portal.rest('GET', '/api/users/me', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: member.id, email: member.email, username: 'rivera', showRealName: true, displayName: 'rivera', roles: ['user'] });
  });

  it('lists every role a member holds, from the database', async () => {
    const staff = await buildMember(portal.dataSource, { role: Role.STAFF });
    const res = await portal.gql('{ me { id roles } }', undefined, staff.token);
    expect(res.body.data.me.roles.sort()).toEqual(['STAFF', 'USER']);
    const rest = await portal.rest('GET', '/api/users/me', { token: staff.token });
    expect(rest.body.data.roles.sort()).toEqual(['staff', 'user']);
  });

  it('with hosted Supabase, creates the profile on the first request of a verified user without one', async () => {
    const supabase = await startFakeSupabase();
    const hosted = await startTestPortal('foundation_hosted', { SUPABASE_URL: supabase.url });
    try {
      const id = '0b7a3c1e-1f6b-4f4e-9d47-3a0e0c1f9e11';
      const token = await supabase.sign({ sub: id, email: 'New.Member@Example.org' });
      const res = await hosted.gql('{ me { id email displayName } }', undefined, token);
      expect(res.body.data.me).toEqual({ id, email: 'new.member@example.org', displayName: 'Anonymous' });
      const [{ count }] = await hosted.dataSource.query('SELECT count(*)::int AS count FROM members WHERE id = $1', [id]);
      expect(count).toBe(1);
      // The time zone the browser gave at sign-up (user_metadata) is the new member's, when known.
      const zoneOf = async (sub: string) => ((await hosted.dataSource.query('SELECT time_zone FROM members WHERE id = $1', [sub])) as { time_zone: string }[])[0]?.time_zone;
      expect(await zoneOf(id)).toBe('America/New_York');
      const west = 'c4a8e2f0-3d1b-4c6a-8e2f-5b7d9a1c3e50';
      await hosted.gql('{ me { id } }', undefined, await supabase.sign({ sub: west, email: 'west@example.org', user_metadata: { time_zone: 'America/Los_Angeles' } }));
      expect(await zoneOf(west)).toBe('America/Los_Angeles');
      const nowhere = 'c4a8e2f0-3d1b-4c6a-8e2f-5b7d9a1c3e51';
      await hosted.gql('{ me { id } }', undefined, await supabase.sign({ sub: nowhere, email: 'nowhere@example.org', user_metadata: { time_zone: 'Mars/Olympus_Mons' } }));
      expect(await zoneOf(nowhere)).toBe('America/New_York');
      // Hosted mode serves no local auth service.
      expect((await hosted.rest('GET', '/auth/v1/settings')).status).toBe(404);
    } finally {
      await hosted.close();
      await supabase.close();
    }
  });

  it('refuses a token whose session was signed out, even before it expires', async () => {
    const signedOut = await buildMember(portal.dataSource);
    expect((await portal.rest('GET', '/api/users/me', { token: signedOut.token })).status).toBe(200);
    await portal.dataSource.query('DELETE FROM auth_sessions WHERE user_id = $1', [signedOut.id]);
    const res = await portal.rest('GET', '/api/users/me', { token: signedOut.token });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses anonymous callers with 401 on REST and UNAUTHENTICATED on GraphQL', async () => {
    const rest = await portal.rest('GET', '/api/users/me');
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('UNAUTHENTICATED');
    const gql = await portal.gql('{ me { id } }');
    expect(gql.body.data).toBeNull();
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a malformed token', async () => 'not-a-jwt'],
    ['a token signed with a key not in the JWKS', async () => signAccessToken(portal.dataSource, { sub: member.id }, { key: (await unknownSigningKey()).key })],
    ['an HS256 token (only signing keys are configured)', () => signAccessToken(portal.dataSource, { sub: member.id }, { hs256Secret: 'another-secret-that-is-at-least-32-characters' })],
    ['an alg:none token', async () => unsignedToken(member.id)],
    ['an expired token', () => signAccessToken(portal.dataSource, { sub: member.id }, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['a token for another audience', () => signAccessToken(portal.dataSource, { sub: member.id }, { audience: 'service_role' })],
    ['a token from another issuer', () => signAccessToken(portal.dataSource, { sub: member.id }, { issuer: 'https://other-project.supabase.co/auth/v1' })],
  ])('rejects %s with 401 on both transports', async (_label, makeToken) => {
    const token = await makeToken();
    const rest = await portal.rest('GET', '/api/users/me', { token });
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('UNAUTHENTICATED');
    const gql = await portal.gql('{ health { status } }', undefined, token);
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 and a clear message on /graphql and /api', async () => {
    for (const path of ['/graphql', '/api/health']) {
      const res = await portal.rest('POST', path, { rawBody: '{"query": ' });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    }
  });

  it('answers unparseable GraphQL with 400, not 500', async () => {
    const res = await portal.gql('{ health { status ');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers GraphQL that does not match the schema with 400 and the GraphQL error', async () => {
    const res = await portal.gql('{ health { nope } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toContain('nope');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await portal.rest('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('never sends a stack trace', async () => {
    const res = await portal.gql('{ health { status ');
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|\bat .+\.(ts|js):\d+/);
  });
});
