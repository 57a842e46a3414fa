import { randomUUID } from 'node:crypto';
import {
  AuthApiError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  createClient,
  type AuthChangeEvent,
  type Session,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeJwt, jwtVerify, SignJWT } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { signAccessToken } from '../factories/tokens.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { sqlCounter } from '../setup/sql-count.js';

/**
 * Contract tests of the built-in /auth/v1 (docs/auth-contract.md §6), driving the unmodified
 * @supabase/supabase-js against a real gateway on a real PostgreSQL.
 *
 * Emailed links are read from the local outbox (GET /dev/mail.json). They point at the portal's
 * SITE_URL (http://localhost:8000 by default), which is not where the test gateway listens (a
 * random port known only after listen), so `followLink` swaps the origin for portal.baseUrl
 * before opening the link; path and query are what the email carries.
 */

const ANON_KEY = LOCAL_DEV_ANON_KEY;
/** The request header supabase-js sends with every call (contract §1): errors then come in the 2024 shape. */
const API_2024 = { 'x-supabase-api-version': '2024-01-01' };
const OWNER_EMAIL = 'owner@civic-action.test';
const STAFF_DOMAIN = 'civic-action.test';
const R = 'http://localhost:5173/welcome';
const PASSWORD = 'correct-horse-1';

let portal: TestPortal; // autoconfirm off (hosted default), 'Email not found' on recover, no rate limits
let auto: TestPortal; // autoconfirm on, GoTrue's silent recover, rate limits on

function client(p: TestPortal, fetchSpy?: typeof fetch): SupabaseClient {
  return createClient(p.baseUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is never connected (STACK.md pitfall 7).
    realtime: { transport: WebSocket as never },
    global: fetchSpy ? { fetch: fetchSpy } : undefined,
  });
}

const newEmail = (tag: string, domain = 'example.org') => `${tag}-${randomUUID().slice(0, 8)}@${domain}`;

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

async function mailsTo(p: TestPortal, to: string): Promise<Mail[]> {
  const res = await fetch(`${p.baseUrl}/dev/mail.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Mail[];
}

async function latestLink(p: TestPortal, to: string): Promise<string> {
  const [mail] = await mailsTo(p, to);
  expect(mail, `an email to ${to}`).toBeDefined();
  return mail.links[0];
}

/** Opens an emailed link like a browser would, without following the redirect. */
async function followLink(p: TestPortal, link: string): Promise<{ status: number; location: string; hash: URLSearchParams }> {
  const url = new URL(link);
  const res = await fetch(p.baseUrl + url.pathname + url.search, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  return { status: res.status, location, hash: new URLSearchParams(location.split('#')[1] ?? '') };
}

/** Signs up and confirms through the emailed link (autoconfirm off). */
async function confirmedUser(p: TestPortal, email: string, password = PASSWORD): Promise<string> {
  const { data, error } = await client(p).auth.signUp({ email, password });
  expect(error).toBeNull();
  const { status, hash, location } = await followLink(p, await latestLink(p, email));
  expect(status).toBe(303);
  expect(hash.get('access_token'), location).toBeTruthy();
  return data.user!.id;
}

async function signedIn(p: TestPortal, email: string, password = PASSWORD): Promise<{ c: SupabaseClient; session: Session }> {
  const c = client(p);
  const { data, error } = await c.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { c, session: data.session! };
}

beforeAll(async () => {
  portal = await startTestPortal('auth_contract', {
    AUTH_AUTOCONFIRM: 'false',
    AUTH_RATE_LIMITS: 'false',
    ORG_OWNER_EMAIL: OWNER_EMAIL,
    ORG_STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
  });
  auto = await startTestPortal('auth_contract_auto', {
    AUTH_AUTOCONFIRM: 'true',
    AUTH_RECOVER_REVEALS_UNKNOWN_EMAIL: 'false',
    AUTH_RATE_LIMITS: 'true',
  });
});

afterAll(async () => {
  await portal?.close();
  await auto?.close();
});

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

  it('4. signUp a new email: user + confirmation link (autoconfirm off), session (autoconfirm on)', async () => {
    const email = newEmail('signup');
    const { data, error } = await client(portal).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:5173/login', data: { username: 'newbie' } },
    });
    expect(error).toBeNull();
    expect(data.user!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.user!.confirmation_sent_at).toBeTruthy();
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.user_metadata).toMatchObject({ username: 'newbie', email_verified: false });
    expect(data.session).toBeNull();
    const [mail] = await mailsTo(portal, email);
    expect(mail.subject).toBe('Confirm your email');
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.links[0]).toMatch(
      new RegExp(`^http://localhost:8000/auth/v1/verify\\?token=[A-Za-z0-9_-]{20,}&type=signup&redirect_to=${encodeURIComponent('http://localhost:5173/login').replace(/[.]/g, '\\.')}$`),
    );
    // The raw token is never stored.
    const token = new URL(mail.links[0]).searchParams.get('token')!;
    const stored: unknown[] = await portal.dataSource.query('SELECT 1 FROM auth_one_time_tokens WHERE token_hash = $1', [token]);
    expect(stored).toHaveLength(0);

    const confirmed = await followLink(portal, mail.links[0]);
    expect(confirmed.status).toBe(303);
    expect(confirmed.location.startsWith('http://localhost:5173/login#')).toBe(true);
    expect(confirmed.hash.get('type')).toBe('signup');

    const autoEmail = newEmail('autosignup');
    const on = await client(auto).auth.signUp({ email: autoEmail, password: PASSWORD });
    expect(on.error).toBeNull();
    expect(on.data.session?.access_token).toBeTruthy();
    expect(on.data.user?.email_confirmed_at).toBeTruthy();
    expect(await mailsTo(auto, autoEmail)).toHaveLength(0);
  });

  it('4b. signUp with the device time zone (options.data.time_zone): the member starts in it; an unknown or odd one leaves New York', async () => {
    const zoneOf = async (id: string) => ((await portal.dataSource.query('SELECT time_zone FROM members WHERE id = $1', [id])) as { time_zone: string }[])[0]?.time_zone;
    const signUp = async (label: string, data: Record<string, unknown>) => {
      const { data: out, error } = await client(portal).auth.signUp({ email: newEmail(label), password: PASSWORD, options: { data } });
      expect(error).toBeNull();
      return out.user!.id;
    };
    expect(await zoneOf(await signUp('tz-la', { time_zone: 'America/Los_Angeles' }))).toBe('America/Los_Angeles');
    // The zone names are read from PostgreSQL once, not per sign-up (each read scans its tz database).
    const counter = sqlCounter(portal.dataSource);
    const kolkata = await counter.during(() => signUp('tz-kolkata', { time_zone: 'Asia/Kolkata' })).finally(() => counter.restore());
    expect(kolkata.statements.filter((sql) => sql.includes('pg_timezone_names'))).toEqual([]);
    expect(await zoneOf(kolkata.result)).toBe('Asia/Kolkata');
    for (const [label, zone] of [['tz-unknown', 'Mars/Olympus_Mons'], ['tz-case', 'america/los_angeles'], ['tz-sql', "UTC'; DROP TABLE members; --"], ['tz-number', 42], ['tz-object', { a: 1 }]] as const) {
      expect(await zoneOf(await signUp(label, { time_zone: zone })), label).toBe('America/New_York');
    }
    expect(await zoneOf(await signUp('tz-none', {}))).toBe('America/New_York');
  });

  it('5. signUp with a weak password: AuthWeakPasswordError 422 with reasons; too long or bad email: 400', async () => {
    const { error } = await client(portal).auth.signUp({ email: newEmail('weak'), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((error as AuthWeakPasswordError).reasons).toContain('length');
    expect(error!.message).toBe('Password should be at least 6 characters.');

    const long = await client(portal).auth.signUp({ email: newEmail('long'), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const badEmail = await client(portal).auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  it('6. signUp an existing email: 422 user_already_exists (autoconfirm) or an obfuscated user with no identities', async () => {
    const email = newEmail('exists');
    await client(auto).auth.signUp({ email, password: PASSWORD });
    const again = await client(auto).auth.signUp({ email, password: PASSWORD });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });

    const confirmed = newEmail('exists-off');
    const realId = await confirmedUser(portal, confirmed);
    const sent = (await mailsTo(portal, confirmed)).length;
    const off = await client(portal).auth.signUp({ email: confirmed, password: 'another-password' });
    expect(off.error).toBeNull();
    expect(off.data.session).toBeNull();
    expect(off.data.user!.identities).toHaveLength(0);
    expect(off.data.user!.id).not.toBe(realId);
    expect(await mailsTo(portal, confirmed)).toHaveLength(sent);
    // The existing account is untouched.
    expect((await client(portal).auth.signInWithPassword({ email: confirmed, password: PASSWORD })).error).toBeNull();
  });

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

  it('18. every /auth/v1 request carries apikey, X-Client-Info and the API version; errors echo the version', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const spy: typeof fetch = async (input, init) => {
      seen.push({ url: String(input instanceof Request ? input.url : input), headers: new Headers(init?.headers) });
      return fetch(input, init);
    };
    const email = newEmail('headers');
    await confirmedUser(portal, email);
    const c = client(portal, spy);
    await c.auth.signInWithPassword({ email, password: 'wrong-password' });
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    await c.auth.getUser();
    await c.auth.signOut();
    const auth = seen.filter((r) => r.url.includes('/auth/v1/'));
    expect(auth.length).toBeGreaterThanOrEqual(4);
    for (const { headers } of auth) {
      expect(headers.get('apikey')).toBe(ANON_KEY);
      expect(headers.get('x-client-info')).toMatch(/^supabase-js\//);
      expect(headers.get('x-supabase-api-version')).toBe('2024-01-01');
    }
    const res = await fetch(`${portal.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('19. errors come in the shape the request asked for: 2024-01-01 (with error_code too), or GoTrue\'s legacy one', async () => {
    const attempt = (headers: Record<string, string>) =>
      fetch(`${portal.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: newEmail('nobody'), password: 'whatever' }),
      });
    const current = await attempt(API_2024);
    expect(current.status).toBe(400);
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(current.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await current.json()).toEqual({ code: 'invalid_credentials', error_code: 'invalid_credentials', message: 'Invalid login credentials' });
    // No version named (or one GoTrue cannot read, or older): hosted GoTrue's legacy body, no version header.
    for (const headers of [{}, { 'x-supabase-api-version': 'yesterday' }, { 'x-supabase-api-version': '2023-06-01' }] as Record<string, string>[]) {
      const legacy = await attempt(headers);
      expect(legacy.status).toBe(400);
      expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
      expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
      expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    }
  });

  it('20. REST diagnostic: from(users).select(*).limit(1) is 200 with an array; a bad token is an error', async () => {
    const signedOut = client(portal);
    const anon = await signedOut.from('users').select('*').limit(1);
    expect(anon.status).toBe(200);
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual([]);

    const email = newEmail('rest');
    const userId = await confirmedUser(portal, email);
    const { c } = await signedIn(portal, email);
    const mine = await c.from('users').select('*').limit(1);
    expect(mine.status).toBe(200);
    expect(mine.data).toEqual([{ id: userId, email, created_at: expect.any(String) }]);

    const bad = createClient(portal.baseUrl, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { Authorization: 'Bearer not.a.jwt' } },
    });
    const denied = await bad.from('users').select('*').limit(1);
    expect(denied.status).toBe(401);
    expect(denied.error).toMatchObject({ code: 'PGRST301', message: expect.any(String) });
  });
});

describe('roles granted by server configuration when an email is confirmed', () => {
  const meRoles = async (token: string) => {
    const { status, body } = await portal.gql<{ me: { roles: string[] } }>('{ me { roles } }', undefined, token);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return [...body.data!.me.roles].sort();
  };

  it('ORG_OWNER_EMAIL gets all four roles once confirmed', async () => {
    await confirmedUser(portal, OWNER_EMAIL);
    const { session } = await signedIn(portal, OWNER_EMAIL);
    expect(await meRoles(session.access_token)).toEqual(['ADMIN', 'STAFF', 'SUPER_ADMIN', 'USER']);
    const changes: { role: string; actor_id: string | null }[] = await portal.dataSource.query(
      `SELECT role, actor_id FROM role_changes WHERE target_id = (SELECT id FROM auth_users WHERE email = $1) ORDER BY role`,
      [OWNER_EMAIL],
    );
    expect(changes).toEqual([
      { role: 'admin', actor_id: null },
      { role: 'staff', actor_id: null },
      { role: 'super_admin', actor_id: null },
    ]);
  });

  it('an address on ORG_STAFF_EMAIL_DOMAIN gets STAFF only after confirming; unconfirmed gets nothing', async () => {
    const email = newEmail('colleague', STAFF_DOMAIN);
    const { data } = await client(portal).auth.signUp({ email, password: PASSWORD });
    const id = data.user!.id;
    // Not confirmed: no sign-in, and no role stored for the member.
    expect((await client(portal).auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'email_not_confirmed' });
    expect(await portal.dataSource.query('SELECT role FROM member_roles WHERE member_id = $1', [id])).toEqual([]);

    await followLink(portal, await latestLink(portal, email));
    const { session } = await signedIn(portal, email);
    expect(await meRoles(session.access_token)).toEqual(['STAFF', 'USER']);
  });

  it('a look-alike address gets nothing', async () => {
    const email = newEmail('outsider', `not${STAFF_DOMAIN}`);
    await confirmedUser(portal, email);
    const { session } = await signedIn(portal, email);
    expect(await meRoles(session.access_token)).toEqual(['USER']);
  });
});

describe('apikey gate, error shapes and redirects', () => {
  it('requires the anon key everywhere except GET /verify', async () => {
    const missing = await fetch(`${portal.baseUrl}/auth/v1/settings`, { headers: API_2024 });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_api_key' });
    const wrong = await fetch(`${portal.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: 'wrong-key', 'content-type': 'application/json', ...API_2024 },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_api_key' });
    const wrongClient = createClient(portal.baseUrl, 'wrong-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    expect((await wrongClient.auth.signInWithPassword({ email: 'a@example.org', password: PASSWORD })).error).toMatchObject({
      status: 401,
      code: 'invalid_api_key',
    });

    const verify = await fetch(`${portal.baseUrl}/auth/v1/verify?token=x&type=magiclink`, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')).toMatch(/^http:\/\/localhost:8000#error=access_denied&error_code=otp_expired/);
    const health = await fetch(`${portal.baseUrl}/auth/v1/health`, { headers: { apikey: ANON_KEY } });
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('answers malformed JSON, unknown routes and bad verify requests in the GoTrue shape', async () => {
    const malformed = await fetch(`${portal.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...API_2024 },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await malformed.json()).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });

    const unknownGrant = await fetch(`${portal.baseUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...API_2024 },
      body: '{}',
    });
    expect(await unknownGrant.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });

    const nowhere = await fetch(`${portal.baseUrl}/auth/v1/factors`, { headers: { apikey: ANON_KEY, ...API_2024 } });
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toMatchObject({ code: 'not_found' });

    const noType = await fetch(`${portal.baseUrl}/auth/v1/verify?token=abc`, { redirect: 'manual', headers: API_2024 });
    expect(noType.status).toBe(400);
    expect(await noType.json()).toMatchObject({ code: 'validation_failed' });

    const logout = await fetch(`${portal.baseUrl}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json;charset=UTF-8', ...API_2024 },
    });
    expect(logout.status).toBe(400);
    const noBearer = await fetch(`${portal.baseUrl}/auth/v1/user`, { headers: { apikey: ANON_KEY, ...API_2024 } });
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('sends emailed links only to the site, localhost or the allow-list', async () => {
    const email = newEmail('redirect');
    await confirmedUser(portal, email);
    await client(portal).auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example.com/steal' } });
    const link = await latestLink(portal, email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:8000');
    // Tampering with the link afterwards does not help either.
    const tampered = new URL(link);
    tampered.searchParams.set('redirect_to', 'https://evil.example.com/steal');
    const { location } = await followLink(portal, tampered.toString());
    expect(location.startsWith('http://localhost:8000#access_token=')).toBe(true);
  });

  it('GET /dev/mail lists the outbox as HTML', async () => {
    const res = await fetch(`${portal.baseUrl}/dev/mail`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('Confirm your email');
  });
});

describe('hosted mode (SUPABASE_URL set)', () => {
  it('does not serve the built-in /auth/v1', async () => {
    const hosted = await startTestPortal('auth_contract_hosted', { SUPABASE_URL: 'https://project-ref.supabase.co' });
    try {
      const res = await fetch(`${hosted.baseUrl}/auth/v1/settings`, { headers: { apikey: ANON_KEY, accept: 'application/json' } });
      expect(res.status).toBe(404);
      const signIn = await fetch(`${hosted.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: 'a@example.org', password: PASSWORD }),
      });
      expect(signIn.status).toBe(404);
    } finally {
      await hosted.close();
    }
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
