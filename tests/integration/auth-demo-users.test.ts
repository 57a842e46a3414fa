import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS, seedDemoAuthUsers } from '../../gateway/src/auth/gotrue/index.js';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { DEMO_MEMBERS, seedDemoData } from '../../gateway/src/db/seed.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/** The demo accounts (issue 3 item 7) sign in through the built-in /auth/v1 with the README passwords. */
describe('demo auth users', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal('auth_demo_users', { AUTH_RATE_LIMITS: 'false' });
  });
  afterAll(() => portal?.close());

  it('are created once, with the demo members ids, whatever order the seeds run in', async () => {
    expect(await seedDemoAuthUsers(portal.dataSource)).toEqual({ created: 4 });
    expect(await seedDemoAuthUsers(portal.dataSource)).toEqual({ created: 0 });
    // The auth seed creates no member rows, so the demo data seed still runs afterwards.
    expect(await seedDemoData(portal.dataSource)).toEqual({ seeded: true });
    const rows: { id: string; email: string; confirmed: boolean }[] = await portal.dataSource.query(
      'SELECT id, email, email_confirmed_at IS NOT NULL AS confirmed FROM auth_users ORDER BY email',
    );
    expect(rows).toEqual(
      Object.values(DEMO_MEMBERS)
        .map((m) => ({ id: m.id, email: m.email, confirmed: true }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it.each(Object.keys(DEMO_MEMBERS) as (keyof typeof DEMO_MEMBERS)[])('%s signs in and has its role', async (key) => {
    const member = DEMO_MEMBERS[key];
    const supabase = createClient(portal.baseUrl, LOCAL_DEV_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await supabase.auth.signInWithPassword({ email: member.email, password: DEMO_PASSWORDS[key] });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(member.id);
    const { body } = await portal.gql<{ me: { id: string; roles: string[] } }>('{ me { id roles } }', undefined, data.session!.access_token);
    expect(body.data?.me.id).toBe(member.id);
    expect(body.data?.me.roles).toContain(member.role.toUpperCase());
  });
});
