// The built-in /auth/v1 against supabase-js in the PKCE flow (docs/auth-contract.md §2.6), the flow
// @supabase/ssr uses: an emailed link hands the browser an auth code (?code=), which only the
// browser holding the code verifier can exchange for a session. Gateways and helpers:
// auth-contract.helpers.ts.
import { AuthApiError, AuthPKCECodeVerifierMissingError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { ANON_KEY, API_2024, confirmedUser, followLink, latestLink, newEmail, portal, R, useAuthPortals } from './auth-contract.helpers.js';

useAuthPortals('auth_contract_pkce');

/** A browser's supabase-js in the PKCE flow: its storage (where the code verifier waits) is `store`. */
function pkceClient(store = new Map<string, string>()): { c: SupabaseClient; store: Map<string, string> } {
  const c = createClient(portal.baseUrl, ANON_KEY, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    },
    realtime: { transport: WebSocket as never },
  });
  return { c, store };
}

/** The emailed link opened: where the browser is sent, and the auth code in its query. */
async function openLink(link: string): Promise<{ status: number; location: string; code: string | null; flowId: string | null }> {
  const { status, location } = await followLink(portal, link);
  const query = new URL(location).searchParams;
  return { status, location, code: query.get('code'), flowId: query.get('sb_flow_id') };
}

const exchangeRaw = (body: Record<string, unknown>) =>
  fetch(`${portal.baseUrl}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...API_2024 },
    body: JSON.stringify(body),
  });

describe('§2.6 PKCE: supabase-js (flowType pkce) against /auth/v1', () => {
  it('a magic link gives ?code= (no tokens in the address); the asking browser exchanges it for a session, once', async () => {
    const email = newEmail('pkce-magic');
    const userId = await confirmedUser(portal, email);
    const { c } = pkceClient();
    expect((await c.auth.signInWithOtp({ email, options: { emailRedirectTo: R } })).error).toBeNull();
    const link = await latestLink(portal, email);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[A-Za-z0-9_-]{40,}$/);

    const { status, location, code, flowId } = await openLink(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${R}?`)).toBe(true);
    expect(location).not.toContain('#');
    expect(location).not.toContain('access_token');
    expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const { data, error } = await c.auth.exchangeCodeForSession(code!, flowId ? { flowId } : undefined);
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(userId);
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect((await c.auth.getUser()).data.user?.email).toBe(email);

    // Spent: the same code again, even with a verifier, finds no flow.
    const again = await exchangeRaw({ auth_code: code, code_verifier: 'x'.repeat(43) });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
  });

  it('a code reaching another browser is useless: no verifier there, a guessed one is refused and spends the code', async () => {
    const email = newEmail('pkce-steal');
    await confirmedUser(portal, email);
    const { c, store } = pkceClient();
    await c.auth.signInWithOtp({ email, options: { emailRedirectTo: R } });
    const { code, flowId } = await openLink(await latestLink(portal, email));

    const other = pkceClient().c;
    const stolen = await other.auth.exchangeCodeForSession(code!, flowId ? { flowId } : undefined);
    expect(stolen.error).toBeInstanceOf(AuthPKCECodeVerifierMissingError);

    const guessed = await exchangeRaw({ auth_code: code, code_verifier: 'a'.repeat(56) });
    expect(guessed.status).toBe(400);
    expect(await guessed.json()).toMatchObject({ code: 'bad_code_verifier' });
    // The one real verifier now comes too late.
    const { error } = await c.auth.exchangeCodeForSession(code!, flowId ? { flowId } : undefined);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
  });

  it('a reset link in the PKCE flow: the exchange says it is a recovery (PASSWORD_RECOVERY), and the new password works', async () => {
    const email = newEmail('pkce-reset');
    await confirmedUser(portal, email);
    const { c } = pkceClient();
    expect((await c.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/reset-password' })).error).toBeNull();
    const { location, code, flowId } = await openLink(await latestLink(portal, email));
    expect(new URL(location).pathname).toBe('/reset-password');
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await c.auth.exchangeCodeForSession(code!, flowId ? { flowId } : undefined);
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await c.auth.updateUser({ password: 'a-new-password-2' })).error).toBeNull();
    const fresh = pkceClient().c;
    expect((await fresh.auth.signInWithPassword({ email, password: 'a-new-password-2' })).error).toBeNull();
  });

  it('a sign-up confirmation in the PKCE flow confirms the address and gives a code for the session', async () => {
    const email = newEmail('pkce-signup');
    const { c } = pkceClient();
    const signUp = await c.auth.signUp({ email, password: 'correct-horse-1', options: { emailRedirectTo: R } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const { code, flowId } = await openLink(await latestLink(portal, email));
    const { data, error } = await c.auth.exchangeCodeForSession(code!, flowId ? { flowId } : undefined);
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('an auth code is good for five minutes', async () => {
    const email = newEmail('pkce-late');
    await confirmedUser(portal, email);
    const { c } = pkceClient();
    await c.auth.signInWithOtp({ email, options: { emailRedirectTo: R } });
    const { code, flowId } = await openLink(await latestLink(portal, email));
    await portal.dataSource.query(
      `UPDATE auth_flow_states SET created_at = now() - interval '6 minutes' WHERE user_id = (SELECT id FROM auth_users WHERE email = $1)`,
      [email],
    );
    const { error } = await c.auth.exchangeCodeForSession(code!, flowId ? { flowId } : undefined);
    expect(error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('a used or altered PKCE link redirects with otp_expired in the query and the fragment; the pkce_ prefix cannot be dropped', async () => {
    const email = newEmail('pkce-used');
    await confirmedUser(portal, email);
    const { c } = pkceClient();
    await c.auth.signInWithOtp({ email, options: { emailRedirectTo: R } });
    const link = await latestLink(portal, email);
    expect((await openLink(link)).code).toBeTruthy();
    const reused = await followLink(portal, link);
    const query = new URL(reused.location).searchParams;
    expect(query.get('error_code')).toBe('otp_expired');
    expect(query.get('code')).toBeNull();
    expect(reused.hash.get('error_code')).toBe('otp_expired');

    // The same kind of link with its prefix taken off would give a session in the fragment: refused.
    await new Promise((r) => setTimeout(r, 0));
    await portal.dataSource.query(`UPDATE auth_one_time_tokens SET created_at = now() - interval '2 minutes' WHERE relates_to = $1`, [email]);
    await c.auth.signInWithOtp({ email, options: { emailRedirectTo: R } });
    const fresh = await latestLink(portal, email);
    const stripped = fresh.replace('token=pkce_', 'token=');
    const refused = await followLink(portal, stripped);
    expect(refused.hash.get('error_code')).toBe('otp_expired');
    expect(refused.hash.get('access_token')).toBeNull();
  });

  it('a malformed code challenge, or half of one, is a 400 validation_failed and sends nothing', async () => {
    const email = newEmail('pkce-bad');
    await confirmedUser(portal, email);
    const post = (body: Record<string, unknown>) =>
      fetch(`${portal.baseUrl}/auth/v1/otp`, { method: 'POST', headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...API_2024 }, body: JSON.stringify({ email, ...body }) });
    for (const body of [
      { code_challenge: 'x'.repeat(43) },
      { code_challenge_method: 's256' },
      { code_challenge: 'short', code_challenge_method: 's256' },
      { code_challenge: 'x'.repeat(43), code_challenge_method: 'md5' },
      { code_challenge: 'x'.repeat(43) + ' <', code_challenge_method: 'plain' },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const missing = await exchangeRaw({ auth_code: '', code_verifier: 'v' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed', message: 'invalid request: both auth code and code verifier should be non-empty' });
    const signUpMails = await fetch(`${portal.baseUrl}/dev/mail.json?to=${encodeURIComponent(email)}`).then((r) => r.json() as Promise<{ subject: string }[]>);
    expect(signUpMails.filter((m) => m.subject === 'Your sign-in link')).toEqual([]);
  });
});
