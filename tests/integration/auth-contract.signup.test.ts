// The built-in /auth/v1 against supabase-js (docs/auth-contract.md §6): signing up (§2.2), and the
// roles server configuration grants once the email is confirmed. Gateways and helpers:
// auth-contract.helpers.ts.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { sqlCounter } from '../setup/sql-count.js';
import { auto, client, confirmedUser, followLink, latestLink, mailsTo, newEmail, OWNER_EMAIL, PASSWORD, portal, signedIn, STAFF_DOMAIN, useAuthPortals } from './auth-contract.helpers.js';

useAuthPortals('auth_contract_signup', { withAuto: true });

describe('§6 contract: supabase-js against /auth/v1', () => {
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
