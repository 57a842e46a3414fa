// The built-in /auth/v1 against supabase-js (docs/auth-contract.md §6): password recovery (§2.4) and
// updateUser (§2.10). Gateways and helpers: auth-contract.helpers.ts.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { auto, client, confirmedUser, followLink, mailsTo, newEmail, PASSWORD, portal, R, signedIn, useAuthPortals } from './auth-contract.helpers.js';

useAuthPortals('auth_contract_recovery', { withAuto: true });

describe('§6 contract: supabase-js against /auth/v1', () => {
  it('10. recovery: link → recovery session → new password; other sessions end', async () => {
    const email = newEmail('recover');
    await confirmedUser(portal, email);
    const { c: other } = await signedIn(portal, email);

    const c = client(portal);
    const { data, error } = await c.auth.resetPasswordForEmail(email, { redirectTo: `${R}/reset-password` });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const [mail] = await mailsTo(portal, email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('expires in 1 hour');
    const { hash, location } = await followLink(portal, mail.links[0]);
    expect(location.startsWith(`${R}/reset-password#`)).toBe(true);
    expect(hash.get('type')).toBe('recovery');

    const set = await c.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    expect(set.error).toBeNull();
    const updated = await c.auth.updateUser({ password: 'brand-new-password' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);

    const old = await client(portal).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await client(portal).auth.signInWithPassword({ email, password: 'brand-new-password' });
    expect(fresh.error).toBeNull();

    // The session opened before the reset is gone; the recovery session itself still works.
    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error).toBeTruthy();
    expect(['refresh_token_not_found', 'session_not_found']).toContain((refreshed.error as AuthApiError).code ?? 'session_not_found');
    expect((await c.auth.getUser()).error).toBeNull();
    expect((await c.auth.refreshSession()).error).toBeNull();
  });

  it("11. recover an unknown email: {} in GoTrue mode, 404 'Email not found' behind the flag", async () => {
    const gotrue = await client(auto).auth.resetPasswordForEmail(newEmail('ghost'));
    expect(gotrue).toEqual({ data: {}, error: null });

    const seed = await client(portal).auth.resetPasswordForEmail(newEmail('ghost'));
    expect(seed.error).toBeInstanceOf(AuthApiError);
    expect(seed.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'Email not found' });
  });

  it('12. a second recovery email within 60 s: 429 over_email_send_rate_limit', async () => {
    const email = newEmail('throttle');
    await confirmedUser(portal, email);
    expect((await client(portal).auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client(portal).auth.resetPasswordForEmail(email);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailsTo(portal, email)).toHaveLength(2); // confirmation + one reset
  });

  it('13. updateUser: same password 422 same_password, weak password AuthWeakPasswordError', async () => {
    const email = newEmail('same');
    await confirmedUser(portal, email);
    const { c } = await signedIn(portal, email);
    const same = await c.auth.updateUser({ password: PASSWORD });
    expect(same.error).toBeInstanceOf(AuthApiError);
    expect(same.error).toMatchObject({ status: 422, code: 'same_password', message: 'New password should be different from the old password.' });
    const weak = await c.auth.updateUser({ password: 'abc' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const meta = await c.auth.updateUser({ data: { favourite: 'civics' } });
    expect(meta.data.user?.user_metadata).toMatchObject({ favourite: 'civics', email_verified: true });
  });
});
