import { afterEach, describe, expect, it } from 'vitest';
import { authConfig } from './config';
import { REFRESH_COOKIE, SESSION_COOKIE } from './cookie-names';
import { adoptSessionRenewedByPortal, readStoredSession, storedAccessToken } from './stored-session';

const KEY = 'sb-test-auth-token';
const now = Date.UTC(2026, 0, 1);
const store = (value: unknown, key = KEY) => window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
const session = (expiresInS: number) => ({
  access_token: 'tok',
  expires_at: Math.floor(now / 1000) + expiresInS,
  refresh_token: 'r',
  user: { id: 'u1', email: 'a@example.org' },
});

afterEach(() => {
  window.localStorage.clear();
  for (const name of [SESSION_COOKIE, REFRESH_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('the session supabase-js stored', () => {
  it('is read without supabase-js: nobody, a member, or unknown when the value is not what it writes', () => {
    expect(readStoredSession(KEY)).toEqual({ kind: 'signed-out' });
    store(session(3600));
    expect(readStoredSession(KEY)).toMatchObject({ kind: 'signed-in', session: { accessToken: 'tok', user: { id: 'u1', email: 'a@example.org' } } });
    store('{not json');
    expect(readStoredSession(KEY)).toEqual({ kind: 'unknown' });
    store({ access_token: 'tok' });
    expect(readStoredSession(KEY)).toEqual({ kind: 'unknown' });
  });

  it('gives its token to requests only while it is good for more than supabase-js refresh margin', () => {
    const appKey = authConfig().storageKey;
    expect(storedAccessToken(now)).toBeNull();
    store(session(3600), appKey);
    expect(storedAccessToken(now)).toBe('tok');
    store(session(60), appKey);
    expect(storedAccessToken(now)).toBeUndefined();
  });
});

describe('the session the gateway renewed to draw the page', () => {
  const jwt = (claims: object) => `eyJhbGciOiJFUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2ln`;
  const handedBack = (access: string, refresh: string) => {
    document.cookie = `${SESSION_COOKIE}=${access}; Path=/`;
    document.cookie = `${REFRESH_COOKIE}=${refresh}; Path=/`;
  };
  const expired = { ...session(-3600), user: { id: 'u1', email: 'a@example.org', user_metadata: { kept: true } } };
  const later = Math.floor(now / 1000) + 3600;

  it("is taken into supabase-js's storage before anything reads it: the new tokens, the member's record kept", () => {
    store(expired);
    const access = jwt({ sub: 'u1', exp: later });
    handedBack(access, 'renewed-refresh-token');
    expect(adoptSessionRenewedByPortal(KEY, now)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({
      ...expired,
      access_token: access,
      refresh_token: 'renewed-refresh-token',
      expires_at: later,
      expires_in: 3600,
    });
    // Adopted once: the cookies now say what storage says.
    expect(adoptSessionRenewedByPortal(KEY, now)).toBe(false);
  });

  it('is left alone when it is not for the member stored, not newer, not a token, or when nobody is stored', () => {
    const cases: Array<[string, () => void]> = [
      ['another member', () => handedBack(jwt({ sub: 'u2', exp: later }), 'renewed-refresh-token')],
      ['not newer than the stored token', () => handedBack(jwt({ sub: 'u1', exp: expired.expires_at }), 'renewed-refresh-token')],
      ['what storage already holds', () => handedBack(jwt({ sub: 'u1', exp: later }), expired.refresh_token)],
      ['not a token', () => handedBack('hello', 'renewed-refresh-token')],
      ['only one of the two cookies', () => (document.cookie = `${SESSION_COOKIE}=${jwt({ sub: 'u1', exp: later })}; Path=/`)],
    ];
    for (const [label, hand] of cases) {
      store(expired);
      hand();
      expect(adoptSessionRenewedByPortal(KEY, now), label).toBe(false);
      expect(JSON.parse(window.localStorage.getItem(KEY)!), label).toEqual(expired);
      for (const name of [SESSION_COOKIE, REFRESH_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
    window.localStorage.clear();
    handedBack(jwt({ sub: 'u1', exp: later }), 'renewed-refresh-token');
    expect(adoptSessionRenewedByPortal(KEY, now)).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
