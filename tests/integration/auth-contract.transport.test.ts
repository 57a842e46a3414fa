// The built-in /auth/v1 against supabase-js (docs/auth-contract.md §6): transport basics (§1) — headers,
// error shapes, the apikey gate, redirects — the PostgREST diagnostic (§4), and hosted mode.
// Gateways and helpers: auth-contract.helpers.ts.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { startTestPortal } from '../setup/portal.js';
import { ANON_KEY, API_2024, client, confirmedUser, followLink, latestLink, newEmail, PASSWORD, portal, signedIn, useAuthPortals } from './auth-contract.helpers.js';

useAuthPortals('auth_contract_transport');

describe('§6 contract: supabase-js against /auth/v1', () => {
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

    const unknownGrant = await fetch(`${portal.baseUrl}/auth/v1/token?grant_type=id_token`, {
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
