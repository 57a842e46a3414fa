import { afterEach, describe, expect, it } from 'vitest';
import { authConfig } from './config';
import { readStoredSession, storedAccessToken } from './stored-session';

const KEY = 'sb-test-auth-token';
const now = Date.UTC(2026, 0, 1);
const store = (value: unknown, key = KEY) => window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
const session = (expiresInS: number) => ({
  access_token: 'tok',
  expires_at: Math.floor(now / 1000) + expiresInS,
  refresh_token: 'r',
  user: { id: 'u1', email: 'a@example.org' },
});

afterEach(() => window.localStorage.clear());

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
