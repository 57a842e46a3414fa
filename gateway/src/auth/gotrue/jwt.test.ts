import { createLocalJWKSet, importJWK, SignJWT, type CryptoKey } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyUserToken } from './jwt.js';
import { generateSigningKey, type SigningKey } from './signing-keys.js';
import type { AuthUserRow } from './users.js';

const ISSUER = 'http://localhost:8000/auth/v1';
const user = {
  id: '3f5588ef-5480-471f-851d-78726c20e4d4',
  email: 'a@example.org',
  email_confirmed_at: new Date(),
  raw_app_meta_data: {},
  raw_user_meta_data: {},
} as unknown as AuthUserRow;

async function keyPair() {
  const k = await generateSigningKey();
  const key: SigningKey = { kid: k.kid, alg: k.alg, privateKey: (await importJWK(k.privateJwk, k.alg)) as CryptoKey };
  return { key, publicJwk: k.publicJwk };
}

describe('access tokens', async () => {
  const { key, publicJwk } = await keyPair();
  const keys = { getKey: createLocalJWKSet({ keys: [publicJwk] }), issuer: ISSUER };

  it('round-trips the Supabase claims, signed ES256 with the key named by kid', async () => {
    const { token, expiresAt } = await signAccessToken({
      key,
      issuer: ISSUER,
      user,
      sessionId: 'a6a2b3f7-3c5e-4bb0-9d3c-0f0b7c3f7a11',
      amr: [{ method: 'password', timestamp: 1 }],
      now: Math.floor(Date.now() / 1000),
    });
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'ES256', kid: key.kid, typ: 'JWT' });
    const claims = await verifyUserToken(keys, token);
    expect(claims).toMatchObject({ sub: user.id, aud: 'authenticated', role: 'authenticated', iss: ISSUER, exp: expiresAt, session_id: 'a6a2b3f7-3c5e-4bb0-9d3c-0f0b7c3f7a11' });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('rejects unknown keys, expiry, HS256, alg none, other issuers and audiences, non-uuid subjects', async () => {
    const other = await keyPair();
    const sign = (opts: { with?: SigningKey; aud?: string; sub?: string; exp?: number; iss?: string }) =>
      new SignJWT({ role: 'authenticated' })
        .setProtectedHeader({ alg: 'ES256', kid: (opts.with ?? key).kid })
        .setIssuer(opts.iss ?? ISSUER)
        .setSubject(opts.sub ?? user.id)
        .setAudience(opts.aud ?? 'authenticated')
        .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 60)
        .sign((opts.with ?? key).privateKey);
    await expect(verifyUserToken(keys, await sign({ with: other.key }))).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    // Right kid, wrong key.
    await expect(verifyUserToken(keys, await sign({ with: { ...other.key, kid: key.kid } }))).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    await expect(verifyUserToken(keys, await sign({ exp: 1000 }))).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    await expect(verifyUserToken(keys, await sign({ iss: 'https://elsewhere.example/auth/v1' }))).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    await expect(verifyUserToken(keys, await sign({ aud: 'anon' }))).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
    await expect(verifyUserToken(keys, await sign({ sub: 'admin' }))).rejects.toMatchObject({ status: 400, code: 'bad_jwt' });
    const hs256 = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .setIssuer(ISSUER)
      .setSubject(user.id)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    await expect(verifyUserToken(keys, hs256)).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":"${user.id}","aud":"authenticated","iss":"${ISSUER}"}`).toString('base64url')}.`;
    await expect(verifyUserToken(keys, none)).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    await expect(verifyUserToken(keys, 'garbage')).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});
