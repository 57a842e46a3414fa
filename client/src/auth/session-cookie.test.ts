import { afterEach, describe, expect, it } from 'vitest';
import { authConfig } from './config';
import { REFRESH_COOKIE, SESSION_COOKIE, syncSessionCookie } from './session-cookie';
import { TIME_ZONE_COOKIE } from './time-zone-cookie';

const now = Date.UTC(2026, 0, 1);
const key = () => authConfig().storageKey;
const cookieValue = (name = SESSION_COOKIE) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
const store = (value: unknown) => window.localStorage.setItem(key(), typeof value === 'string' ? value : JSON.stringify(value));
const session = (token: string, expiresInS: number) => ({
  access_token: token,
  expires_at: Math.floor(now / 1000) + expiresInS,
  refresh_token: 'the-refresh-token',
  user: { id: 'u1', email: 'a@example.org' },
});

const hasTimeZoneCookie = () => document.cookie.split('; ').some((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`));

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
  document.cookie = `${REFRESH_COOKIE}=; Path=/; Max-Age=0`;
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the session cookie the portal draws member pages with', () => {
  it('copies the stored access and refresh tokens and follows a refresh', () => {
    store(session('aaa.bbb.ccc', 3600));
    syncSessionCookie(now);
    expect(cookieValue()).toBe('aaa.bbb.ccc');
    expect(cookieValue(REFRESH_COOKIE)).toBe('the-refresh-token');
    store({ ...session('ddd.eee.fff', 3600), refresh_token: 'the-next-refresh-token' });
    syncSessionCookie(now);
    expect(cookieValue()).toBe('ddd.eee.fff');
    expect(cookieValue(REFRESH_COOKIE)).toBe('the-next-refresh-token');
  });

  it('are removed on sign-out; an expired access token is not copied, its refresh token still is (the member back the next day)', () => {
    store(session('aaa.bbb.ccc', 3600));
    syncSessionCookie(now);
    window.localStorage.removeItem(key());
    syncSessionCookie(now);
    expect(cookieValue()).toBeUndefined();
    expect(cookieValue(REFRESH_COOKIE)).toBeUndefined();
    store(session('aaa.bbb.ccc', -10));
    syncSessionCookie(now);
    expect(cookieValue()).toBeUndefined();
    expect(cookieValue(REFRESH_COOKIE)).toBe('the-refresh-token');
  });

  it('leaves the cookie alone when storage holds something it cannot read, and never writes a value that is not a token', () => {
    store(session('aaa.bbb.ccc', 3600));
    syncSessionCookie(now);
    store('{not json');
    syncSessionCookie(now);
    expect(cookieValue()).toBe('aaa.bbb.ccc');
    store({ ...session('a;b=c', 3600), refresh_token: 'x; Domain=evil' });
    syncSessionCookie(now);
    expect(cookieValue()).toBeUndefined();
    expect(cookieValue(REFRESH_COOKIE)).toBeUndefined();
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
