import { describe, expect, it } from 'vitest';
import { readCookie, REFRESH_COOKIE, REFRESH_COOKIE_MAX_AGE_SECONDS, SESSION_COOKIE } from '../auth/cookie-names';
import { EMAILED_LINK_KEY } from '../auth/stored-session';
import { syncTimeZoneCookie, TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_SECONDS } from '../auth/time-zone-cookie';
import { signedInRedirectScript } from './signed-in-redirect';

describe("the sign-in screens' inline script (signedInRedirectScript)", () => {
  /** Runs the script as the page's <head> would, against this page's address, storage and cookies. */
  function run(hash: string, { sessionStorageFails = false } = {}) {
    const replaced: string[] = [];
    const written: string[] = [];
    const saved = new Map<string, string>();
    const fakeLocation = { hash, search: '', protocol: 'https:', hostname: 'portal.example.org', replace: (to: string) => void replaced.push(to) };
    const fakeDocument = {
      get cookie() {
        return written.map((c) => c.split(';')[0]).join('; ');
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const fakeSessionStorage = {
      setItem(key: string, value: string) {
        if (sessionStorageFails) throw new Error('SecurityError');
        saved.set(key, value);
      },
    };
    const fakeLocalStorage = { getItem: () => null };
    new Function('location', 'document', 'sessionStorage', 'localStorage', 'history', signedInRedirectScript(undefined))(
      fakeLocation,
      fakeDocument,
      fakeSessionStorage,
      fakeLocalStorage,
      { state: null },
    );
    return { replaced, written, saved };
  }
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2ln';
  const link = `#access_token=${token}&expires_at=${exp}&expires_in=3600&refresh_token=link-refresh-1&token_type=bearer&type=magiclink`;

  it("hands an emailed sign-in link's tokens to the portal in its cookies and opens /dashboard without them in the address", () => {
    const { replaced, written, saved } = run(link);
    expect(replaced).toEqual(['/dashboard']);
    expect(saved.get(EMAILED_LINK_KEY)).toBe(link);
    expect(written[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=${token.replace(/\./g, '\\.')}; Max-Age=(3599|3600); Path=/; SameSite=Lax; Secure$`));
    expect(written[1]).toBe(`${REFRESH_COOKIE}=link-refresh-1; Max-Age=${REFRESH_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure`);
    // The time zone the gateway dates the page in, as auth/time-zone-cookie.ts writes it.
    const year = new Date().getFullYear();
    const zone = `${Intl.DateTimeFormat().resolvedOptions().timeZone}|${new Date(year, 0, 1).getTimezoneOffset()}|${new Date(year, 6, 1).getTimezoneOffset()}`;
    expect(written[2]).toBe(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure`);
    // …the very value the app writes (syncTimeZoneCookie), so the gateway reads both alike.
    syncTimeZoneCookie();
    const appValue = readCookie(TIME_ZONE_COOKIE);
    document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
    expect(written[2]?.startsWith(`${TIME_ZONE_COOKIE}=${appValue};`)).toBe(true);
  });

  it('takes the link on with its fragment, handing nothing over, when its tokens do not look right or storage refuses', () => {
    const cases = [
      ['not a token', link.replace(token, 'a"b')],
      ['no refresh token', link.replace('&refresh_token=link-refresh-1', '')],
      ['expired', link.replace(String(exp), String(exp - 7200))],
    ];
    for (const [label, hash] of cases) {
      const { replaced, written, saved } = run(hash);
      expect(replaced, label).toEqual([`/dashboard${hash}`]);
      expect(written, label).toEqual([]);
      expect(saved.size, label).toBe(0);
    }
    const refused = run(link, { sessionStorageFails: true });
    expect(refused.replaced).toEqual([`/dashboard${link}`]);
    expect(refused.written).toEqual([]);
  });

  it('leaves a password-recovery link, and an error from the auth service, to their pages', () => {
    expect(run(link.replace('type=magiclink', 'type=recovery')).replaced).toEqual([]);
    expect(run('#error=access_denied&error_code=otp_expired').replaced).toEqual([]);
  });
});
