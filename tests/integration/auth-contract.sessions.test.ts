// The built-in /auth/v1 against supabase-js (docs/auth-contract.md §6): sessions — refresh (§2.8),
// getUser (§2.9), signOut (§2.11), onAuthStateChange (§2.7). Gateways and helpers:
// auth-contract.helpers.ts.
import { AuthApiError, AuthSessionMissingError, type AuthChangeEvent } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../factories/tokens.js';
import { client, confirmedUser, newEmail, PASSWORD, portal, signedIn, useAuthPortals } from './auth-contract.helpers.js';

useAuthPortals('auth_contract_sessions');

describe('§6 contract: supabase-js against /auth/v1', () => {
  it('14. refreshSession rotates; the direct parent returns the current token; an older one ends the session', async () => {
    const email = newEmail('refresh');
    await confirmedUser(portal, email);
    const { c, session: s0 } = await signedIn(portal, email);
    // Access tokens are deterministic within a second (GoTrue's claims carry no jti): let iat move.
    await new Promise((r) => setTimeout(r, 1100));
    const r1 = await c.auth.refreshSession();
    expect(r1.error).toBeNull();
    const s1 = r1.data.session!;
    expect(s1.access_token).not.toBe(s0.access_token);
    expect(s1.refresh_token).not.toBe(s0.refresh_token);
    expect(decodeJwt(s1.access_token).session_id).toBe(decodeJwt(s0.access_token).session_id);

    const parent = await client(portal).auth.refreshSession({ refresh_token: s0.refresh_token });
    expect(parent.error).toBeNull();
    expect(parent.data.session!.refresh_token).toBe(s1.refresh_token);

    const r2 = await client(portal).auth.refreshSession({ refresh_token: s1.refresh_token });
    expect(r2.error).toBeNull();
    const s2 = r2.data.session!;

    const replay = await client(portal).auth.refreshSession({ refresh_token: s0.refresh_token });
    expect(replay.error).toBeInstanceOf(AuthApiError);
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The whole session family is revoked: the current token and access token stop working.
    const current = await client(portal).auth.refreshSession({ refresh_token: s2.refresh_token });
    expect(current.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await client(portal).auth.getUser(s2.access_token);
    expect(user.error).toBeInstanceOf(AuthSessionMissingError);

    const garbage = await client(portal).auth.refreshSession({ refresh_token: 'garbage-token' });
    expect(garbage.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('15. getUser: the user; malformed, tampered, foreign-key and expired JWTs 403 bad_jwt; no session', async () => {
    const email = newEmail('getuser');
    await confirmedUser(portal, email);
    const { c, session } = await signedIn(portal, email);
    const { data, error } = await c.auth.getUser();
    expect(error).toBeNull();
    expect(data.user!.id).toBe(decodeJwt(session.access_token).sub);

    const [h, p, s] = session.access_token.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(session.access_token), email: 'evil@example.org' })).toString('base64url');
    const sub = decodeJwt(session.access_token).sub!;
    const foreign = await new SignJWT({ role: 'authenticated', email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-projects-secret-0123456789abcdef'));
    const expired = await signAccessToken(portal.dataSource, { sub, email }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    for (const jwt of [`${h}.${tamperedPayload}.${s}`, `${h}.${p}.${s.slice(0, -4)}AAAA`, foreign, expired, 'not.a.jwt']) {
      const bad = await client(portal).auth.getUser(jwt);
      expect(bad.error).toBeInstanceOf(AuthApiError);
      expect(bad.error).toMatchObject({ status: 403, code: 'bad_jwt' });
      expect(bad.data.user).toBeNull();
    }
    const expiredResult = await client(portal).auth.getUser(expired);
    expect(expiredResult.error!.message).toContain('expired');

    const wrongAudience = await signAccessToken(portal.dataSource, { sub, email }, { audience: 'somebody-else' });
    expect((await client(portal).auth.getUser(wrongAudience)).error).toMatchObject({ status: 400, code: 'validation_failed' });

    const none = await client(portal).auth.getUser();
    expect(none.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('16. signOut ends the session everywhere', async () => {
    const email = newEmail('signout');
    await confirmedUser(portal, email);
    const { c, session } = await signedIn(portal, email);
    expect(await c.auth.signOut()).toEqual({ error: null });
    expect((await c.auth.getSession()).data.session).toBeNull();
    const after = await client(portal).auth.getUser(session.access_token);
    expect(after.error).toBeInstanceOf(AuthSessionMissingError);
    const refresh = await client(portal).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    // The portal's API refuses the signed-out access token too.
    const api = await portal.gql('{ me { id } }', undefined, session.access_token);
    expect(api.status).toBe(401);
    expect(api.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    // scope=local ends only that session; scope=others keeps the caller's.
    const a = await signedIn(portal, email);
    const b = await signedIn(portal, email);
    const d = await signedIn(portal, email);
    expect((await a.c.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client(portal).auth.getUser(a.session.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
    expect((await client(portal).auth.getUser(b.session.access_token)).error).toBeNull();
    expect((await b.c.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client(portal).auth.getUser(b.session.access_token)).error).toBeNull();
    expect((await client(portal).auth.getUser(d.session.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('17. onAuthStateChange: INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT', async () => {
    const email = newEmail('events');
    await confirmedUser(portal, email);
    const c = client(portal);
    const events: AuthChangeEvent[] = [];
    c.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await c.auth.getSession();
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    await c.auth.refreshSession();
    await c.auth.updateUser({ password: 'events-new-password' });
    await c.auth.signOut();
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
  });
});
