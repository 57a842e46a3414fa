import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RETIRED_KEY_GRACE_SECONDS, rotateSigningKey } from '../../gateway/src/auth/gotrue/signing-keys.js';
import { createTokenVerifier, supabaseJwks } from '../../gateway/src/auth/tokens.js';
import { ConfigError, LOCAL_DEV_ANON_KEY, loadConfig } from '../../gateway/src/config/config.js';
import { signAccessToken, TEST_ISSUER, unknownSigningKey } from '../factories/tokens.js';
import { startFakeSupabase, type FakeSupabase } from '../setup/fake-supabase.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { vapidEnv } from '../factories/push.js';

// Issue #17 item 5: the built-in /auth/v1 signs with an asymmetric key and publishes its JWKS;
// rotation keeps old tokens working until they expire; hosted Supabase tokens are verified
// against the project's JWKS (and HS256 only with the legacy secret).

const PASSWORD = 'rotation-pass-1';

async function signUp(portal: TestPortal, email: string): Promise<string> {
  const res = await fetch(`${portal.baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function signIn(portal: TestPortal, email: string): Promise<string> {
  const res = await fetch(`${portal.baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const meStatus = async (portal: TestPortal, token: string) => (await portal.rest('GET', '/api/users/me', { token })).status;
const jwks = async (portal: TestPortal) => ((await (await fetch(`${portal.baseUrl}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string; d?: string }[] }).keys;

describe('the built-in /auth/v1 signs with a rotating asymmetric key', () => {
  let a: TestPortal;
  let b: TestPortal;
  beforeAll(async () => {
    a = await startTestPortal('signing_keys', { AUTH_AUTOCONFIRM: 'true' });
    b = await startTestPortal('signing_keys', { DATABASE_URL: a.databaseUrl, AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('publishes only public keys, and the tokens it issues verify against them', async () => {
    const keys = await jwks(a);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]!.d).toBeUndefined();
    // Both gateways publish the same key (the one kept in the database).
    expect(await jwks(b)).toEqual(keys);
    const token = await signUp(a, `jwks-${Date.now()}@example.org`);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: keys[0]!.kid });
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${a.baseUrl}/auth/v1/.well-known/jwks.json`)), { issuer: TEST_ISSUER, audience: 'authenticated' });
    expect(payload.role).toBe('authenticated');
  });

  it('after a rotation, new tokens use the new key and old tokens keep working on every gateway until they expire', async () => {
    const email = `rotate-${Date.now()}@example.org`;
    await signUp(a, email);
    const before = await signIn(a, email);
    const oldKid = decodeProtectedHeader(before).kid;

    const { kid: newKid, retired } = await rotateSigningKey(a.dataSource);
    expect(retired).toBe(oldKid);
    // Gateway b hears of it through NOTIFY; its next token is signed with the new key.
    await expect.poll(async () => decodeProtectedHeader(await signIn(b, email)).kid, { timeout: 5_000 }).toBe(newKid);
    const after = await signIn(a, email);
    expect(decodeProtectedHeader(after).kid).toBe(newKid);
    expect((await jwks(b)).map((k) => k.kid).sort()).toEqual([oldKid, newKid].sort());

    for (const gw of [a, b]) {
      expect(await meStatus(gw, before)).toBe(200);
      expect(await meStatus(gw, after)).toBe(200);
      // /auth/v1/user verifies the same way.
      const user = await fetch(`${gw.baseUrl}/auth/v1/user`, { headers: { apikey: LOCAL_DEV_ANON_KEY, authorization: `Bearer ${before}` } });
      expect(user.status).toBe(200);
    }

    // One token lifetime later the old key is no longer published, and what it signed is refused.
    await a.dataSource.query("UPDATE auth_signing_keys SET retired_at = now() - interval '2 hours' WHERE kid = $1", [oldKid]);
    await a.portal.notifier.publish('auth_signing_keys', 'test');
    await expect.poll(async () => (await jwks(b)).map((k) => k.kid), { timeout: 5_000 }).toEqual([newKid]);
    for (const gw of [a, b]) {
      expect(await meStatus(gw, before)).toBe(401);
      expect(await meStatus(gw, after)).toBe(200);
    }
    // The next rotation deletes keys retired longer ago than a token lifetime.
    await rotateSigningKey(a.dataSource);
    const stored: { kid: string }[] = await a.dataSource.query('SELECT kid FROM auth_signing_keys');
    expect(stored.map((r) => r.kid)).not.toContain(oldKid);
  });

  it('refuses a retired key once its grace has passed on every gateway, without any reload, and keeps no private half of it', async () => {
    const email = `leaked-${Date.now()}@example.org`;
    await signUp(a, email);
    const token = await signIn(a, email);
    const { sub, session_id } = decodeJwt(token) as { sub: string; session_id: string };
    const oldKid = decodeProtectedHeader(token).kid!;
    // The key leaks: somebody holds its private half and signs tokens of their own with it.
    const [row]: { private_jwk: JWK }[] = await a.dataSource.query('SELECT private_jwk FROM auth_signing_keys WHERE kid = $1', [oldKid]);
    const leaked = { kid: oldKid, alg: 'ES256' as const, privateKey: (await importJWK({ ...row!.private_jwk, alg: 'ES256' }, 'ES256')) as CryptoKey };
    const forge = () => signAccessToken({}, { sub, session_id }, { key: leaked });

    const { kid: newKid } = await rotateSigningKey(a.dataSource);
    const [retired]: { private_jwk: JWK | null }[] = await a.dataSource.query('SELECT private_jwk FROM auth_signing_keys WHERE kid = $1', [oldKid]);
    expect(retired!.private_jwk).toBeNull();
    await expect.poll(async () => decodeProtectedHeader(await signIn(b, email)).kid, { timeout: 5_000 }).toBe(newKid);
    // Within its grace the retired key still verifies (tokens it signed before rotation live on).
    for (const gw of [a, b]) expect(await meStatus(gw, await forge())).toBe(200);

    // Time passes beyond the grace; nothing announces anything and nothing else changes.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (RETIRED_KEY_GRACE_SECONDS + 60) * 1000 });
    try {
      const late = await forge();
      for (const gw of [a, b]) {
        expect(await meStatus(gw, late)).toBe(401);
        expect((await jwks(gw)).map((k) => k.kid)).not.toContain(oldKid);
        const user = await fetch(`${gw.baseUrl}/auth/v1/user`, { headers: { apikey: LOCAL_DEV_ANON_KEY, authorization: `Bearer ${late}` } });
        expect(user.status).toBe(403);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a token whose session belongs to another member", async () => {
    const stamp = Date.now();
    await signUp(a, `owner-${stamp}@example.org`);
    const ownersToken = await signIn(a, `owner-${stamp}@example.org`);
    const { session_id } = decodeJwt(ownersToken) as { session_id: string };
    const other = await signUp(a, `other-${stamp}@example.org`);
    const { sub } = decodeJwt(other) as { sub: string };
    const crossed = await signAccessToken(a.dataSource, { sub, session_id });
    for (const gw of [a, b]) {
      expect(await meStatus(gw, crossed)).toBe(401);
      const gql = await gw.gql('{ me { id } }', {}, crossed);
      expect(gql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const user = await fetch(`${gw.baseUrl}/auth/v1/user`, { headers: { apikey: LOCAL_DEV_ANON_KEY, authorization: `Bearer ${crossed}` } });
      expect(user.status).toBe(403);
      expect(await meStatus(gw, other)).toBe(200);
    }
  });

  it('refuses tokens signed by a key not in the JWKS, alg none, HS256 and a wrong issuer with 401', async () => {
    const { id } = (await a.dataSource.query("INSERT INTO members (id, email) VALUES (gen_random_uuid(), 'bad-tokens@example.org') RETURNING id"))[0];
    const good = await signAccessToken(a.dataSource, { sub: id }, {});
    // Sessions are checked too: this member has none, so even a good token is 401 here; the
    // point is that each bad token is refused before any of that.
    const bad = {
      unknownKid: await signAccessToken(a.dataSource, { sub: id }, { key: (await unknownSigningKey()).key }),
      knownKidOtherKey: await signAccessToken(a.dataSource, { sub: id }, { key: { ...(await unknownSigningKey()).key, kid: decodeProtectedHeader(good).kid! } }),
      hs256: await signAccessToken(a.dataSource, { sub: id }, { hs256Secret: 'a-secret-the-portal-was-never-given-0123' }),
      wrongIssuer: await signAccessToken(a.dataSource, { sub: id }, { issuer: 'https://evil.example/auth/v1' }),
      none: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: id, aud: 'authenticated', iss: TEST_ISSUER, exp: 9e9 })).toString('base64url')}.`,
    };
    for (const [what, token] of Object.entries(bad)) {
      const res = await a.rest('GET', '/api/users/me', { token });
      expect({ what, status: res.status, body: res.body }).toEqual({ what, status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Invalid access token.' } } });
    }
  });
});

describe('hosted Supabase: signing keys from the project JWKS', () => {
  let supabase: FakeSupabase;
  let hosted: TestPortal;
  const id = '7d3c9a52-3b7e-4c1f-9e2a-5b8d6f4a1c20';
  beforeAll(async () => {
    supabase = await startFakeSupabase();
    hosted = await startTestPortal('signing_keys_hosted', { SUPABASE_URL: supabase.url });
  });
  afterAll(async () => {
    await hosted?.close();
    await supabase?.close();
  });

  it('is configured by SUPABASE_URL alone, fetches the JWKS once and caches it', async () => {
    const token = await supabase.sign({ sub: id, email: 'hosted@example.org' });
    for (let i = 0; i < 5; i++) expect(await meStatus(hosted, token)).toBe(200);
    expect(supabase.jwksFetches).toBe(1);
    // No /auth/v1 of its own and no JWKS of its own.
    expect((await hosted.rest('GET', '/auth/v1/.well-known/jwks.json')).status).toBe(404);
  });

  it('refuses an unknown kid, a wrong issuer, alg none and HS256 (no legacy secret configured) with 401', async () => {
    const tokens = [
      await supabase.sign({ sub: id }, { key: (await unknownSigningKey()).key }),
      await supabase.sign({ sub: id }, { issuer: 'https://another-project.supabase.co/auth/v1' }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: id, aud: 'authenticated', iss: supabase.issuer })).toString('base64url')}.`,
      await signAccessToken({}, { sub: id }, { hs256Secret: 'the-projects-legacy-jwt-secret-0123456789', issuer: supabase.issuer }),
    ];
    for (const token of tokens) expect(await meStatus(hosted, token)).toBe(401);
  });

  it('accepts legacy HS256 tokens only when SUPABASE_JWT_SECRET is set', async () => {
    const secret = 'the-projects-legacy-jwt-secret-0123456789';
    const legacy = await startTestPortal('signing_keys_legacy', { SUPABASE_URL: supabase.url, SUPABASE_JWT_SECRET: secret });
    try {
      const hs = await signAccessToken({}, { sub: id, email: 'hosted@example.org' }, { hs256Secret: secret, issuer: supabase.issuer });
      expect(await meStatus(legacy, hs)).toBe(200);
      expect(await meStatus(legacy, await supabase.sign({ sub: id, email: 'hosted@example.org' }))).toBe(200); // signing keys still work beside it
      expect(await meStatus(legacy, await signAccessToken({}, { sub: id }, { hs256Secret: `${secret}-other`, issuer: supabase.issuer }))).toBe(401);
    } finally {
      await legacy.close();
    }
  });

  it('fetches the JWKS again when a token names a new kid, so a rotation needs no restart', async () => {
    const verify = createTokenVerifier({ issuer: supabase.issuer, keys: supabaseJwks(supabase.url, { cooldownMs: 0 }) });
    const old = await supabase.sign({ sub: id });
    await expect(verify(old)).resolves.toMatchObject({ sub: id });
    const fetches = supabase.jwksFetches;
    await supabase.rotate();
    const fresh = await supabase.sign({ sub: id });
    await expect(verify(fresh)).resolves.toMatchObject({ sub: id });
    expect(supabase.jwksFetches).toBe(fetches + 1);
    await expect(verify(old)).resolves.toMatchObject({ sub: id }); // still published
  });

  it('takes the publishable key where the anon key was, and refuses a secret key in its place', () => {
    expect(loadConfig({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc123' }).auth.anonKey).toBe('sb_publishable_abc123');
    expect(loadConfig({ SUPABASE_ANON_KEY: 'sb_publishable_abc123' }).auth.anonKey).toBe('sb_publishable_abc123');
    expect(() => loadConfig({ SUPABASE_ANON_KEY: 'sb_secret_abc123' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUPABASE_PUBLISHABLE_KEY: 'eyJhbGciOi.not-publishable' })).toThrow(/sb_publishable_/);
    expect(loadConfig({ NODE_ENV: 'production', ...vapidEnv(), SUPABASE_URL: 'https://ref.supabase.co', EMAIL_LINK_SECRET: 'x'.repeat(40) }).auth.issuer).toBe('https://ref.supabase.co/auth/v1');
  });
});
