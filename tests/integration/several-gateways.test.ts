import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { createLogger } from '../../gateway/src/config/logger.js';
import { createNotifier } from '../../gateway/src/db/notify.js';
import { API_RATE_LIMITS } from '../../gateway/src/http/rate-limit.js';
import { AUTH_RATE_LIMITS } from '../../gateway/src/auth/gotrue/rate-limits.js';
import { buildMember } from '../factories/members.js';
import { buildArticle } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// Issue #17 item 1: two gateways on one PostgreSQL share their rate limits and hear each other's
// invalidations (LISTEN/NOTIFY). The load test (npm run load) does the same under load.

let a: TestPortal;
let b: TestPortal;

beforeAll(async () => {
  a = await startTestPortal('several_gateways', { API_RATE_LIMITS: 'true', AUTH_RATE_LIMITS: 'true', AUTH_AUTOCONFIRM: 'true' });
  b = await startTestPortal('several_gateways', { DATABASE_URL: a.databaseUrl, API_RATE_LIMITS: 'true', AUTH_RATE_LIMITS: 'true', AUTH_AUTOCONFIRM: 'true' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const VOTE = 'mutation($id: UUID!, $vote: Vote) { voteArticle(id: $id, vote: $vote) { id } }';

describe('rate limits are one budget across gateways', () => {
  it(`admits ${API_RATE_LIMITS.vote.points} votes a minute in total, alternating between two gateways and both transports`, async () => {
    const member = await buildMember(a.dataSource);
    const { id } = await buildArticle(a.dataSource);
    const statuses: number[] = [];
    for (let i = 0; i < API_RATE_LIMITS.vote.points + 10; i++) {
      const gw = i % 2 === 0 ? a : b;
      if (i % 3 === 0) {
        const res = await gw.gql(VOTE, { id, vote: i % 4 ? 'UP' : null }, member.token);
        statuses.push(res.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED' ? 429 : res.status);
      } else {
        statuses.push((await gw.rest('POST', `/api/articles/${id}/vote`, { body: { vote: 'down' }, token: member.token })).status);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_RATE_LIMITS.vote.points);
    expect(statuses.slice(API_RATE_LIMITS.vote.points).every((s) => s === 429)).toBe(true);
    // A member on the other gateway is not affected.
    const other = await buildMember(a.dataSource);
    expect((await b.rest('POST', `/api/articles/${id}/vote`, { body: { vote: 'up' }, token: other.token })).status).toBe(200);
  });

  it(`admits ${AUTH_RATE_LIMITS.passwordPerEmail.points} password attempts per account in total, then 429 on either gateway`, async () => {
    const email = `shared-limit-${Date.now()}@example.org`;
    const signIn = (gw: TestPortal) =>
      fetch(`${gw.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.passwordPerEmail.points; i++) statuses.push((await signIn(i % 2 ? b : a)).status);
    expect(statuses.every((s) => s === 400)).toBe(true); // invalid_credentials, counted
    for (const gw of [a, b]) {
      const res = await signIn(gw);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit' });
    }
  });

  it('keeps the counters in the rate_limits table, with no email address in it', async () => {
    const rows: { key: string }[] = await a.dataSource.query('SELECT key FROM rate_limits');
    expect(rows.some((r) => r.key.startsWith('vote:member:'))).toBe(true);
    expect(rows.some((r) => r.key.startsWith('auth_passwordPerEmail:'))).toBe(true);
    expect(rows.some((r) => r.key.includes('@'))).toBe(false);
  });
});

describe('cross-gateway invalidation (db/notify.ts)', () => {
  it('delivers a message published on one gateway to subscribers on every gateway, on commit only', async () => {
    const heard: string[] = [];
    const offA = a.portal.notifier.subscribe('test_cache', (p) => heard.push(`a:${p}`));
    const offB = b.portal.notifier.subscribe('test_cache', (p) => heard.push(`b:${p}`));
    await Promise.all([a.portal.notifier.ready(), b.portal.notifier.ready()]);
    await a.portal.notifier.publish('test_cache', 'legislator-1');
    // Inside a transaction that rolls back: never delivered.
    await a.dataSource
      .transaction(async (em) => {
        await a.portal.notifier.publish('test_cache', 'rolled-back', em);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await a.dataSource.transaction((em) => b.portal.notifier.publish('test_cache', 'committed', em));
    await expect.poll(() => heard.sort(), { timeout: 5_000 }).toEqual(['a:committed', 'a:legislator-1', 'b:committed', 'b:legislator-1']);
    offA();
    offB();
  });

  it('reconnects after the listener connection is killed, and reports the gap so caches clear', async () => {
    const log = createLogger('silent');
    const notifier = createNotifier(a.dataSource, log);
    const heard: string[] = [];
    let gaps = 0;
    notifier.subscribe('test_gap', (p) => heard.push(p), () => (gaps += 1));
    await notifier.ready();
    expect(gaps).toBe(1); // once LISTENing: nothing cached before the subscription is trusted
    await a.dataSource.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'member-portal-listener' AND datname = current_database()");
    await expect.poll(() => gaps, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await notifier.ready();
    await a.portal.notifier.publish('test_gap', 'after-reconnect');
    await expect.poll(() => heard, { timeout: 5_000 }).toContain('after-reconnect');
    await notifier.close();
  });

  it('refuses channel names that are not plain identifiers and payloads over the limit', async () => {
    await expect(a.portal.notifier.publish('bad channel; DROP TABLE x', '')).rejects.toThrow(/must match/);
    expect(() => a.portal.notifier.subscribe('Bad-Name', () => undefined)).toThrow(/must match/);
    await expect(a.portal.notifier.publish('test_cache', 'x'.repeat(8_000))).rejects.toThrow(/over 7900 bytes/);
  });
});
