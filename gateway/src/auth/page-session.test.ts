import { describe, expect, it, vi } from 'vitest';
import { authErrors } from './gotrue/errors.js';
import { localPageRefresh } from './page-session.js';

const session = { access_token: 'a.b.c', refresh_token: 'next-refresh-token', expires_in: 3600, expires_at: 1_800_000_000, user: { id: 'u1' } };

describe('the built-in auth service renewing a session for a page', () => {
  it('hands on the tokens alone (the member record stays in the browser)', async () => {
    const refresh = localPageRefresh(() => Promise.resolve(session), () => Promise.resolve(true));
    expect(await refresh('some-refresh-token', '10.0.0.1')).toEqual({
      kind: 'refreshed',
      session: { access_token: 'a.b.c', refresh_token: 'next-refresh-token', expires_in: 3600, expires_at: 1_800_000_000 },
    });
  });

  it("is counted with the IP's sign-ins and refreshes: past the limit, nothing is asked and nothing changes", async () => {
    const grant = vi.fn(() => Promise.resolve(session));
    const refresh = localPageRefresh(grant, (ip) => Promise.resolve(ip !== '10.0.0.2'));
    expect(await refresh('some-refresh-token', '10.0.0.2')).toEqual({ kind: 'unavailable' });
    expect(grant).not.toHaveBeenCalled();
  });

  it('tells a token the service refuses from a service that cannot answer now', async () => {
    const outcome = (err: unknown) => localPageRefresh(() => Promise.reject(err), () => Promise.resolve(true))('some-refresh-token', undefined);
    for (const refused of [authErrors.refreshTokenNotFound(), authErrors.refreshTokenAlreadyUsed(), authErrors.sessionExpired(), authErrors.userBanned()]) {
      expect(await outcome(refused), refused.code).toEqual({ kind: 'refused' });
    }
    for (const notNow of [authErrors.requestRateLimit(), new Error('connect ECONNREFUSED')]) {
      expect(await outcome(notNow), notNow.message).toEqual({ kind: 'unavailable' });
    }
  });
});
