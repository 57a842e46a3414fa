import { afterEach, describe, expect, it } from 'vitest';
import { authConfig } from './config';
import { SESSION_COOKIE, syncSessionCookie } from './session-cookie';
import { TIME_ZONE_COOKIE } from './time-zone-cookie';

const now = Date.UTC(2026, 0, 1);
const key = () => authConfig().storageKey;
const cookieValue = () => document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.slice(SESSION_COOKIE.length + 1);
const store = (value: unknown) => window.localStorage.setItem(key(), typeof value === 'string' ? value : JSON.stringify(value));
const session = (token: string, expiresInS: number) => ({
  access_token: token,
  expires_at: Math.floor(now / 1000) + expiresInS,
  refresh_token: 'never-copied',
  user: { id: 'u1', email: 'a@example.org' },
});

const hasTimeZoneCookie = () => document.cookie.split('; ').some((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`));

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the session cookie the portal draws member pages with', () => {
  it('copies the stored access token (never the refresh token) and follows a refresh', () => {
    store(session('aaa.bbb.ccc', 3600));
    syncSessionCookie(now);
    expect(cookieValue()).toBe('aaa.bbb.ccc');
    expect(document.cookie).not.toContain('never-copied');
    store(session('ddd.eee.fff', 3600));
    syncSessionCookie(now);
    expect(cookieValue()).toBe('ddd.eee.fff');
  });

  it('is removed on sign-out and not written for a token that has expired', () => {
    store(session('aaa.bbb.ccc', 3600));
    syncSessionCookie(now);
    window.localStorage.removeItem(key());
    syncSessionCookie(now);
    expect(cookieValue()).toBeUndefined();
    store(session('aaa.bbb.ccc', -10));
    syncSessionCookie(now);
    expect(cookieValue()).toBeUndefined();
  });

  it('leaves the cookie alone when storage holds something it cannot read, and never writes a value that is not a token', () => {
    store(session('aaa.bbb.ccc', 3600));
    syncSessionCookie(now);
    store('{not json');
    syncSessionCookie(now);
    expect(cookieValue()).toBe('aaa.bbb.ccc');
    store(session('a;b=c', 3600));
    syncSessionCookie(now);
    expect(cookieValue()).toBeUndefined();
  });

  it('writes the time zone cookie in the next task, or as the page is left if that comes first', async () => {
    store(session('aaa.bbb.ccc', 3600));
    syncSessionCookie(now);
    // Not in the sign-in's own task (reading the zone is slow on a phone)…
    expect(hasTimeZoneCookie()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hasTimeZoneCookie()).toBe(true);

    // …but before the browser requests the next page (the sign-in page loads the dashboard at once).
    document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
    syncSessionCookie(now);
    window.dispatchEvent(new Event('beforeunload'));
    expect(hasTimeZoneCookie()).toBe(true);
  });
});
