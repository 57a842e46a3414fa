import { afterEach, describe, expect, it } from 'vitest';
import { authConfig } from './config';
import { REFRESH_COOKIE, SESSION_COOKIE } from './cookie-names';
import { recaptureLandingLocation } from './landing';
import { adoptSessionRenewedByPortal, EMAILED_LINK_KEY, landedWithAuthRedirect, readStoredSession, storedAccessToken, takeEmailedLinkHandedOver } from './stored-session';

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

describe('an emailed sign-in link the sign-in page handed over (prerender/signed-in-redirect.ts)', () => {
  const jwt = (claims: object) => `eyJhbGciOiJFUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2ln`;
  const exp = Math.floor(now / 1000) + 3600;
  const signedInAt = Math.floor(now / 1000) - 5;
  const access = jwt({
    sub: 'u1',
    exp,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'a@example.org',
    app_metadata: { provider: 'email' },
    user_metadata: { username: 'alex' },
    amr: [{ method: 'otp', timestamp: signedInAt }],
  });
  const fragment = `#access_token=${access}&expires_at=${exp}&expires_in=3600&refresh_token=link-refresh-token&token_type=bearer&type=magiclink`;
  /** What the sign-in page's script leaves, and the page the gateway sent for /dashboard. */
  const arrive = ({ drawnFor = 'u1' as string | null, cookie = access, path = '/dashboard' } = {}) => {
    window.sessionStorage.setItem(EMAILED_LINK_KEY, fragment);
    document.cookie = `${SESSION_COOKIE}=${cookie}; Path=/`;
    window.history.replaceState(null, '', path);
    document.body.innerHTML = drawnFor === null ? '<div id="root"></div>' : `<div id="root" data-ssr></div><script type="application/json" id="portal-state" data-drawn-for="${drawnFor}">{}</script>`;
  };
  afterEach(() => {
    window.sessionStorage.clear();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    recaptureLandingLocation();
  });

  it("is taken into supabase-js's storage when the gateway drew the page for the link's member, with the token's user", () => {
    arrive();
    expect(takeEmailedLinkHandedOver(KEY, now)).toBe('adopted');
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({
      access_token: access,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: exp,
      refresh_token: 'link-refresh-token',
      user: {
        id: 'u1',
        aud: 'authenticated',
        role: 'authenticated',
        email: 'a@example.org',
        phone: '',
        app_metadata: { provider: 'email' },
        user_metadata: { username: 'alex' },
        is_anonymous: false,
        last_sign_in_at: new Date(signedInAt * 1000).toISOString(),
      },
    });
    expect(readStoredSession(KEY)).toMatchObject({ kind: 'signed-in', session: { accessToken: access, user: { id: 'u1', email: 'a@example.org' } } });
    // The address stays as it is, the fragment is gone from sessionStorage: taken once.
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.getItem(EMAILED_LINK_KEY)).toBeNull();
    expect(takeEmailedLinkHandedOver(KEY, now)).toBe('none');
  });

  it('a member already stored is replaced by the link’s, as supabase-js does when it reads a link', () => {
    store({ ...session(3600), user: { id: 'u0', email: 'other@example.org' } });
    arrive();
    expect(takeEmailedLinkHandedOver(KEY, now)).toBe('adopted');
    expect(readStoredSession(KEY)).toMatchObject({ kind: 'signed-in', session: { user: { id: 'u1' } } });
  });

  it('goes back into the address for supabase-js when the gateway did not draw the page with this very token', () => {
    const cases: Array<[string, Parameters<typeof arrive>[0]]> = [
      ['the page was not drawn (the gateway refused the token)', { drawnFor: null }],
      ['drawn for another member', { drawnFor: 'u2' }],
      ['drawn with another token (renewed from an older refresh cookie)', { cookie: jwt({ sub: 'u1', exp: exp + 60 }) }],
    ];
    for (const [label, arrival] of cases) {
      arrive(arrival);
      expect(takeEmailedLinkHandedOver(KEY, now), label).toBe('restored');
      expect(window.localStorage.getItem(KEY), label).toBeNull();
      expect(window.location.hash, label).toBe(fragment);
      // What the app and supabase-js then read: a page opened from an emailed link.
      expect(landedWithAuthRedirect(), label).toBe(true);
      expect(storedAccessToken(now), label).toBeUndefined();
      window.history.replaceState(null, '', '/');
      recaptureLandingLocation();
    }
    // An expired token, even one the page was drawn with, is not stored.
    arrive();
    expect(takeEmailedLinkHandedOver(KEY, (exp + 1) * 1000)).toBe('restored');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is dropped, and nothing else done, on any page but the one it was handed to', () => {
    arrive({ path: '/stories' });
    expect(takeEmailedLinkHandedOver(KEY, now)).toBe('none');
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.getItem(EMAILED_LINK_KEY)).toBeNull();
  });
});
