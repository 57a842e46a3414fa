// The built-in /auth/v1 against supabase-js (docs/auth-contract.md §6): signing in with a password
// (§2.1) and its rate limit. Gateways and helpers: auth-contract.helpers.ts.
import { AuthApiError } from '@supabase/supabase-js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { auto, client, confirmedUser, newEmail, PASSWORD, portal, useAuthPortals } from './auth-contract.helpers.js';

useAuthPortals('auth_contract_signin', { withAuto: true });

describe('§6 contract: supabase-js against /auth/v1', () => {
  it('1. signs in with a password: session, user and JWT claims', async () => {
    const email = newEmail('login');
    const userId = await confirmedUser(portal, email);
    const c = client(portal);
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await c.auth.signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session!.token_type).toBe('bearer');
    expect(session!.expires_in).toBe(3600);
    expect(session!.expires_at).toBeGreaterThanOrEqual(before + 3600 - 1);
    expect(session!.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600 + 1);
    expect(user).toMatchObject({ id: userId, email, aud: 'authenticated', role: 'authenticated', is_anonymous: false });
    expect(user!.app_metadata.provider).toBe('email');
    expect(user!.last_sign_in_at).toBeTruthy();
    expect(user!.email_confirmed_at).toBeTruthy();
    expect(user!.identities).toHaveLength(1);

    // Signed with the built-in auth's asymmetric key, verifiable by anyone from its published JWKS.
    const jwks = createRemoteJWKSet(new URL(`${portal.baseUrl}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session!.access_token, jwks, { issuer: 'http://localhost:8000/auth/v1' });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
    expect(payload).toMatchObject({
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: 'http://localhost:8000/auth/v1',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email_verified: true },
    });
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    const { data: again } = await c.auth.getSession();
    expect(again.session?.access_token).toBe(session!.access_token);
    expect(again.session?.refresh_token).toBe(session!.refresh_token);
  });

  it('2. wrong password and unknown email: 400 invalid_credentials', async () => {
    const email = newEmail('wrongpw');
    await confirmedUser(portal, email);
    for (const attempt of [
      { email, password: 'not-the-password' },
      { email: newEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await client(portal).auth.signInWithPassword(attempt);
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      expect(data.session).toBeNull();
    }
  });

  it('3. unconfirmed user: 400 email_not_confirmed (only with the right password)', async () => {
    const email = newEmail('unconfirmed');
    await client(portal).auth.signUp({ email, password: PASSWORD });
    const { error } = await client(portal).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    const wrong = await client(portal).auth.signInWithPassword({ email, password: 'nope-nope-nope' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' });
  });
});

describe('request rate limits (AUTH_RATE_LIMITS=true)', () => {
  it('limits password attempts per account: 429 over_request_rate_limit', async () => {
    const email = newEmail('bruteforce');
    await client(auto).auth.signUp({ email, password: PASSWORD });
    let last: unknown;
    for (let i = 0; i < 31; i++) {
      last = (await client(auto).auth.signInWithPassword({ email, password: `guess-${i}` })).error;
    }
    expect(last).toBeInstanceOf(AuthApiError);
    expect(last).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Another account from the same address is unaffected.
    const other = newEmail('innocent');
    await client(auto).auth.signUp({ email: other, password: PASSWORD });
    expect((await client(auto).auth.signInWithPassword({ email: other, password: PASSWORD })).error).toBeNull();
  });
});
