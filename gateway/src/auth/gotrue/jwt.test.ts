import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyUserToken } from './jwt.js';
import type { AuthUserRow } from './users.js';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';
const user = {
  id: '3f5588ef-5480-471f-851d-78726c20e4d4',
  email: 'a@example.org',
  email_confirmed_at: new Date(),
  raw_app_meta_data: {},
  raw_user_meta_data: {},
} as unknown as AuthUserRow;

describe('access tokens', () => {
  it('round-trips the Supabase claims', async () => {
    const { token, expiresAt } = await signAccessToken({
      secret: SECRET,
      issuer: 'http://localhost:8000/auth/v1',
      user,
      sessionId: 'a6a2b3f7-3c5e-4bb0-9d3c-0f0b7c3f7a11',
      amr: [{ method: 'password', timestamp: 1 }],
      now: Math.floor(Date.now() / 1000),
    });
    const claims = await verifyUserToken(SECRET, token);
    expect(claims).toMatchObject({ sub: user.id, aud: 'authenticated', role: 'authenticated', exp: expiresAt, session_id: 'a6a2b3f7-3c5e-4bb0-9d3c-0f0b7c3f7a11' });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('rejects other keys, expiry, other algorithms, other audiences and non-uuid subjects', async () => {
    const sign = (opts: { secret?: string; aud?: string; sub?: string; exp?: number }) =>
      new SignJWT({ role: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(opts.sub ?? user.id)
        .setAudience(opts.aud ?? 'authenticated')
        .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 60)
        .sign(new TextEncoder().encode(opts.secret ?? SECRET));
    await expect(verifyUserToken(SECRET, await sign({ secret: 'x'.repeat(40) }))).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    await expect(verifyUserToken(SECRET, await sign({ exp: 1000 }))).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    await expect(verifyUserToken(SECRET, await sign({ aud: 'anon' }))).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
    await expect(verifyUserToken(SECRET, await sign({ sub: 'admin' }))).rejects.toMatchObject({ status: 400, code: 'bad_jwt' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":"${user.id}","aud":"authenticated"}`).toString('base64url')}.`;
    await expect(verifyUserToken(SECRET, none)).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    await expect(verifyUserToken(SECRET, 'garbage')).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});
