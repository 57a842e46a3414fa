// The built-in /auth/v1 against supabase-js (docs/auth-contract.md §6): magic links (§2.3) and the
// emailed links' /verify (§2.5). Gateways and helpers: auth-contract.helpers.ts.
import { AuthApiError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { client, confirmedUser, followLink, latestLink, mailsTo, newEmail, portal, R, useAuthPortals } from './auth-contract.helpers.js';

useAuthPortals('auth_contract_links');

describe('§6 contract: supabase-js against /auth/v1', () => {
  it('7. magic link: {user:null, session:null}, a type=magiclink link, 303 to R# with a session', async () => {
    const email = newEmail('magic');
    const userId = await confirmedUser(portal, email);
    const c = client(portal);
    const { data, error } = await c.auth.signInWithOtp({ email, options: { emailRedirectTo: R } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const [mail] = await mailsTo(portal, email);
    expect(mail.subject).toBe('Your sign-in link');
    const link = mail.links[0];
    expect(link).toMatch(/\/auth\/v1\/verify\?token=[A-Za-z0-9_-]+&type=magiclink&redirect_to=/);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(R);

    const { status, location, hash } = await followLink(portal, link);
    expect(status).toBe(303);
    expect(location.startsWith(`${R}#`)).toBe(true);
    expect(hash.get('expires_in')).toBe('3600');
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('type')).toBe('magiclink');
    expect([...hash.keys()]).toEqual([...hash.keys()].sort());
    const claims = decodeJwt(hash.get('access_token')!);
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    const set = await c.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    expect(set.error).toBeNull();
    expect(set.data.session?.user.id).toBe(userId);
  });

  it('7b. magic link for a new address sends the signup confirmation instead; confirming it signs in', async () => {
    const email = newEmail('magic-new');
    const { error } = await client(portal).auth.signInWithOtp({ email, options: { emailRedirectTo: R } });
    expect(error).toBeNull();
    const [mail] = await mailsTo(portal, email);
    expect(mail.subject).toBe('Confirm your email');
    const { hash } = await followLink(portal, mail.links[0]);
    expect(hash.get('type')).toBe('signup');
    const { data } = await client(portal).auth.getUser(hash.get('access_token')!);
    expect(data.user?.email).toBe(email);
  });

  it('8. magic link with shouldCreateUser:false for an unknown address: 422 otp_disabled', async () => {
    const { error } = await client(portal).auth.signInWithOtp({ email: newEmail('nobody'), options: { shouldCreateUser: false } });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
  });

  it('9. a reused, superseded or expired link redirects with otp_expired', async () => {
    const email = newEmail('reuse');
    await confirmedUser(portal, email);
    const expected = `${R}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`;

    await client(portal).auth.signInWithOtp({ email, options: { emailRedirectTo: R } });
    const link = await latestLink(portal, email);
    expect((await followLink(portal, link)).hash.get('access_token')).toBeTruthy();
    const second = await followLink(portal, link);
    expect(second.status).toBe(303);
    expect(second.location).toBe(expected);

    // Expired: a link older than one hour.
    await client(portal).auth.resetPasswordForEmail(email, { redirectTo: R });
    const recovery = await latestLink(portal, email);
    await portal.dataSource.query(`UPDATE auth_one_time_tokens SET created_at = now() - interval '61 minutes' WHERE relates_to = $1`, [email]);
    expect((await followLink(portal, recovery)).location).toBe(expected);

    // A link with a made-up token, or the right token under the wrong type.
    const forged = new URL(recovery);
    forged.searchParams.set('token', 'made-up-token');
    expect((await followLink(portal, forged.toString())).location).toBe(expected);
  });
});
