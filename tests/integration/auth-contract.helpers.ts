import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect } from 'vitest';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Contract tests of the built-in /auth/v1 (docs/auth-contract.md §6), driving the unmodified
 * @supabase/supabase-js against a real gateway on a real PostgreSQL.
 *
 * Emailed links are read from the local outbox (GET /dev/mail.json). They point at the portal's
 * SITE_URL (http://localhost:8000 by default), which is not where the test gateway listens (a
 * random port known only after listen), so `followLink` swaps the origin for portal.baseUrl
 * before opening the link; path and query are what the email carries.
 *
 * The suites (auth-contract.*.test.ts, one per part of the contract) share what is here: the
 * gateways they drive (useAuthPortals), the supabase-js client, the outbox and the accounts.
 */

export const ANON_KEY = LOCAL_DEV_ANON_KEY;
/** The request header supabase-js sends with every call (contract §1): errors then come in the 2024 shape. */
export const API_2024 = { 'x-supabase-api-version': '2024-01-01' };
export const OWNER_EMAIL = 'owner@civic-action.test';
export const STAFF_DOMAIN = 'civic-action.test';
export const R = 'http://localhost:5173/welcome';
export const PASSWORD = 'correct-horse-1';

export let portal: TestPortal; // autoconfirm off (hosted default), 'Email not found' on recover, no rate limits
export let auto: TestPortal; // autoconfirm on, GoTrue's silent recover, rate limits on

/**
 * Starts the suite's gateways before its tests and stops them after: `portal` always, `auto` when
 * the suite uses it (withAuto), each on a database of its own named after the suite.
 */
export function useAuthPortals(name: string, { withAuto = false }: { withAuto?: boolean } = {}): void {
  beforeAll(async () => {
    portal = await startTestPortal(name, {
      AUTH_AUTOCONFIRM: 'false',
      AUTH_RATE_LIMITS: 'false',
      ORG_OWNER_EMAIL: OWNER_EMAIL,
      ORG_STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
    });
    if (withAuto) {
      auto = await startTestPortal(`${name}_auto`, {
        AUTH_AUTOCONFIRM: 'true',
        AUTH_RECOVER_REVEALS_UNKNOWN_EMAIL: 'false',
        AUTH_RATE_LIMITS: 'true',
      });
    }
  });

  afterAll(async () => {
    await portal?.close();
    await auto?.close();
  });
}

export function client(p: TestPortal, fetchSpy?: typeof fetch): SupabaseClient {
  return createClient(p.baseUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is never connected (STACK.md pitfall 7).
    realtime: { transport: WebSocket as never },
    global: fetchSpy ? { fetch: fetchSpy } : undefined,
  });
}

export const newEmail = (tag: string, domain = 'example.org') => `${tag}-${randomUUID().slice(0, 8)}@${domain}`;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

export async function mailsTo(p: TestPortal, to: string): Promise<Mail[]> {
  const res = await fetch(`${p.baseUrl}/dev/mail.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Mail[];
}

export async function latestLink(p: TestPortal, to: string): Promise<string> {
  const [mail] = await mailsTo(p, to);
  expect(mail, `an email to ${to}`).toBeDefined();
  return mail.links[0];
}

/** Opens an emailed link like a browser would, without following the redirect. */
export async function followLink(p: TestPortal, link: string): Promise<{ status: number; location: string; hash: URLSearchParams }> {
  const url = new URL(link);
  const res = await fetch(p.baseUrl + url.pathname + url.search, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  return { status: res.status, location, hash: new URLSearchParams(location.split('#')[1] ?? '') };
}

/** Signs up and confirms through the emailed link (autoconfirm off). */
export async function confirmedUser(p: TestPortal, email: string, password = PASSWORD): Promise<string> {
  const { data, error } = await client(p).auth.signUp({ email, password });
  expect(error).toBeNull();
  const { status, hash, location } = await followLink(p, await latestLink(p, email));
  expect(status).toBe(303);
  expect(hash.get('access_token'), location).toBeTruthy();
  return data.user!.id;
}

export async function signedIn(p: TestPortal, email: string, password = PASSWORD): Promise<{ c: SupabaseClient; session: Session }> {
  const c = client(p);
  const { data, error } = await c.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { c, session: data.session! };
}
