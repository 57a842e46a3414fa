import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { createLogger } from '../../gateway/src/config/logger.js';
import { JOB } from '../../gateway/src/jobs/job-names.js';
import { jobHandlers } from '../../gateway/src/jobs/workers.js';
import { API_RATE_LIMITS } from '../../gateway/src/http/rate-limit.js';
import { buildMember as buildAnyMember, type TestMember } from '../factories/members.js';
import { buildDevice, type TestDevice } from '../factories/push.js';
import { buildArticle, buildStory, follow, type TestStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Web push (issue #59), end to end without the internet: a push service (RFC 8030) on loopback
 * takes each message as a real one would (POST to the subscription's endpoint, 201), records it,
 * and the test decrypts it as the browser would, with the device's own ECDH key and auth secret
 * (aes128gcm, RFC 8188/8291), after checking the VAPID signature (RFC 8292) against the key the
 * portal publishes. A device can be told to answer 500 first (a retry) or 410 (gone).
 */

const SITE_URL = 'https://members.example.org';
const METRICS_TOKEN = 'push-metrics-token-0123456789';
const buildMember = (ds: Parameters<typeof buildAnyMember>[0], opts: Parameters<typeof buildAnyMember>[1] = {}) => buildAnyMember(ds, { issuer: `${SITE_URL}/auth/v1`, ...opts });

interface Received {
  device: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let portal: TestPortal;
let pushService: http.Server;
let pushOrigin: string;
let received: Received[] = [];
/** Per device: the statuses to answer, in order (then 201). */
const script = new Map<string, number[]>();
let owner: TestMember;
let story: TestStory;

function startPushService(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      const status = script.get(device)?.shift() ?? 201;
      res.writeHead(status, status === 201 ? { location: `${pushOrigin}/message/${received.length}` } : {}).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const endpointOf = (device: string) => `${pushOrigin}/push/${device}`;
const to = (device: string) => received.filter((r) => r.device === device);

async function subscribe(member: TestMember, device: TestDevice) {
  return portal.rest('POST', '/api/users/me/push-subscriptions', { token: member.token, body: device.subscription });
}

/** The message as the browser's service worker gets it: decrypted with the device's keys. */
function open(device: TestDevice, r: Received): any {
  expect(r.headers['content-encoding']).toBe('aes128gcm');
  return JSON.parse(decrypt(r.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString('utf8'));
}

async function addArticle(title: string) {
  const article = await buildArticle(portal.dataSource, { title });
  const res = await portal.rest('POST', `/api/stories/${story.id}/articles/${article.id}`, { token: owner.token, body: {} });
  expect(res.status).toBe(201);
  await portal.settle();
  return article;
}

async function pushOn(member: TestMember, kinds: Record<string, boolean>) {
  const res = await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { push: kinds } });
  expect(res.status).toBe(200);
}

async function metric(outcome: string): Promise<number> {
  const text = await (await fetch(`${portal.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`portal_push_deliveries_total{outcome="${outcome}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

beforeAll(async () => {
  pushService = await startPushService();
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  portal = await startTestPortal(
    'push',
    { SITE_URL, WEB_PUSH_ALLOW_LOOPBACK: 'true', METRICS_TOKEN, MAIL_FROM: 'Portal <news@example.org>' },
    // Retries a second apart, so a suite sees one within its time.
    { tuning: { policies: { [JOB.push]: { retryDelay: 1, retryBackoff: false } } } },
  );
  owner = await buildMember(portal.dataSource, { role: Role.STAFF });
  story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, title: 'Water rates' });
});
afterAll(async () => {
  await portal?.close();
  await new Promise((r) => pushService?.close(r));
});
beforeEach(() => {
  received = [];
});

describe('the key browsers subscribe with', () => {
  it('is public, the same over REST and GraphQL and on every call, generated once and kept in the database for local runs', async () => {
    const rest = await portal.rest('GET', '/api/push/vapid-public-key');
    expect(rest.status).toBe(200);
    const key: string = rest.body.data.publicKey;
    const point = Buffer.from(key, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    expect((await portal.gql('{ vapidPublicKey }')).body.data.vapidPublicKey).toBe(key);
    expect((await portal.rest('GET', '/api/push/vapid-public-key')).body.data.publicKey).toBe(key);
    expect(await portal.dataSource.query('SELECT public_key FROM push_vapid_keys')).toEqual([{ public_key: key }]);
  });
});

describe('subscribing a device', () => {
  it('takes the browser’s PushSubscription JSON: 201 the first time, 200 again (keys refreshed), once per endpoint', async () => {
    const member = await buildMember(portal.dataSource);
    const device = buildDevice(endpointOf('subscribe-1'));
    const first = await subscribe(member, device);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ pushService: pushOrigin, created: true, expiresAt: null });
    const fresh = buildDevice(endpointOf('subscribe-1'));
    const again = await subscribe(member, fresh);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, created: false });
    expect(await portal.dataSource.query('SELECT p256dh FROM push_subscriptions WHERE member_id = $1', [member.id])).toEqual([{ p256dh: fresh.subscription.keys.p256dh }]);
  });

  it.each([
    ['an http endpoint off loopback', (d: TestDevice) => ({ ...d.subscription, endpoint: 'http://updates.push.services.mozilla.com/wpush/v2/x' }), /must be the https:\/\/ address/],
    ['a private address', (d: TestDevice) => ({ ...d.subscription, endpoint: 'https://10.0.0.7/push' }), /does not send to/],
    ['a key that is not a P-256 point', (d: TestDevice) => ({ ...d.subscription, keys: { ...d.subscription.keys, p256dh: 'AAAA' } }), /keys\.p256dh must be/],
    ['a short auth secret', (d: TestDevice) => ({ ...d.subscription, keys: { ...d.subscription.keys, auth: 'AAAA' } }), /keys\.auth must be/],
    ['no keys', (d: TestDevice) => ({ endpoint: d.subscription.endpoint }), /keys is required/],
    ['no endpoint', (d: TestDevice) => ({ keys: d.subscription.keys }), /endpoint is required/],
  ])('refuses %s with a 400 that says why, and stores nothing', async (_what, make, message) => {
    const member = await buildMember(portal.dataSource);
    const res = await portal.rest('POST', '/api/users/me/push-subscriptions', { token: member.token, body: make(buildDevice(endpointOf('refused'))) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    expect(res.body.error.message).toMatch(message);
    expect(await portal.dataSource.query('SELECT 1 FROM push_subscriptions WHERE member_id = $1', [member.id])).toEqual([]);
  });

  it('a device past its push service’s expiry goes when the member subscribes another', async () => {
    const member = await buildMember(portal.dataSource);
    const old = buildDevice(endpointOf('expired-1'));
    const soon = await portal.rest('POST', '/api/users/me/push-subscriptions', { token: member.token, body: { ...old.subscription, expirationTime: Date.now() + 60_000 } });
    expect(soon.status).toBe(201);
    // The push service's expiry passes.
    await portal.dataSource.query(`UPDATE push_subscriptions SET expires_at = now() - interval '1 minute' WHERE endpoint = $1`, [old.subscription.endpoint]);
    expect((await subscribe(member, buildDevice(endpointOf('expired-2')))).status).toBe(201);
    expect(await portal.dataSource.query('SELECT endpoint FROM push_subscriptions WHERE member_id = $1', [member.id])).toEqual([{ endpoint: endpointOf('expired-2') }]);
  });

  it('the daily sweep removes every device past its push service’s expiry, and only those', async () => {
    const member = await buildMember(portal.dataSource);
    for (const device of ['sweep-gone', 'sweep-kept', 'sweep-forever']) {
      const expirationTime = device === 'sweep-forever' ? null : Date.now() + 60_000;
      const body = { ...buildDevice(endpointOf(device)).subscription, expirationTime };
      expect((await portal.rest('POST', '/api/users/me/push-subscriptions', { token: member.token, body })).status).toBe(201);
    }
    await portal.dataSource.query(`UPDATE push_subscriptions SET expires_at = now() - interval '1 minute' WHERE endpoint = $1`, [endpointOf('sweep-gone')]);
    await jobHandlers({ dataSource: portal.dataSource, log: createLogger('silent'), siteUrl: SITE_URL, linkSecret: 'sweep-test-secret-0123456789', mailer: {} as never, digestHour: 7 })[JOB.pushSweep]({}, {} as never);
    const left: { endpoint: string }[] = await portal.dataSource.query('SELECT endpoint FROM push_subscriptions WHERE member_id = $1 ORDER BY endpoint', [member.id]);
    expect(left.map((r) => r.endpoint)).toEqual([endpointOf('sweep-forever'), endpointOf('sweep-kept')]);
  });

  it(`is rate-limited: ${API_RATE_LIMITS.subscribePush.points} subscriptions in ${API_RATE_LIMITS.subscribePush.durationSeconds / 60} minutes per member, then 429 with Retry-After, nothing stored`, async () => {
    // A second gateway on the same database, with the production default (limits on).
    const limited = await startTestPortal('push_limited', { DATABASE_URL: portal.databaseUrl, SITE_URL, WEB_PUSH_ALLOW_LOOPBACK: 'true', API_RATE_LIMITS: 'true' }, { jobs: 'enqueue' });
    try {
      const member = await buildMember(portal.dataSource);
      const { points, message } = API_RATE_LIMITS.subscribePush;
      for (let i = 0; i < points; i++) {
        const res = await limited.rest('POST', '/api/users/me/push-subscriptions', { token: member.token, body: buildDevice(endpointOf(`limited-${i}`)).subscription });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      const refused = await fetch(`${limited.baseUrl}/api/users/me/push-subscriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(buildDevice(endpointOf('limited-over')).subscription),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error).toMatchObject({ code: 'RATE_LIMITED', message });
      expect(await portal.dataSource.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [endpointOf('limited-over')])).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('GraphQL is the same: subscribePush and unsubscribePush; anonymous callers are refused', async () => {
    const member = await buildMember(portal.dataSource);
    const device = buildDevice(endpointOf('graphql-1'));
    const sub = await portal.gql('mutation($i: PushSubscriptionInput!) { subscribePush(input: $i) { id pushService created } }', { i: device.subscription }, member.token);
    expect(sub.body.data.subscribePush).toMatchObject({ pushService: pushOrigin, created: true });
    const bad = await portal.gql('mutation($i: PushSubscriptionInput!) { subscribePush(input: $i) { id } }', { i: { ...device.subscription, endpoint: 'https://192.168.0.9/x' } }, member.token);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await portal.rest('POST', '/api/users/me/push-subscriptions', { body: device.subscription })).status).toBe(401);
    const off = await portal.gql('mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: device.subscription.endpoint }, member.token);
    expect(off.body.data.unsubscribePush).toBe(true);
  });

  it('the push choice per kind: all or nothing with the rest of the preferences, staff commentary only for staff', async () => {
    const member = await buildMember(portal.dataSource);
    const put = (body: unknown) => portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body });
    const pushOf = async (kind: string) => (await portal.rest('GET', '/api/users/me/notification-preferences', { token: member.token })).body.data.email.find((e: { kind: string }) => e.kind === kind);
    expect(await pushOf('take_action')).toMatchObject({ push: true, defaultPush: true });
    expect((await put({ push: { key_vote: true }, timeZone: 'Mars/Olympus_Mons' })).status).toBe(400);
    expect(await pushOf('key_vote')).toMatchObject({ push: false });
    expect((await put({ push: [{ kind: 'key_vote', enabled: true }, { kind: 'key_vote', enabled: false }] })).body.error.message).toBe('Each kind of notification can have push turned on or off only once.');
    expect((await put({ push: { staff_commentary: true } })).status).toBe(400);
    expect((await put({ push: { key_vote: 'yes' } })).status).toBe(400);
    expect((await put({ push: { key_vote: true, take_action: false }, email: { key_vote: 'daily' } })).status).toBe(200);
    expect(await pushOf('key_vote')).toMatchObject({ push: true, mode: 'daily' });
    expect(await pushOf('take_action')).toMatchObject({ push: false, mode: 'immediate' });
  });

  it('unsubscribing removes only the caller’s own device', async () => {
    const [a, b] = [await buildMember(portal.dataSource), await buildMember(portal.dataSource)];
    const device = buildDevice(endpointOf('unsubscribe-1'));
    expect((await subscribe(a, device)).status).toBe(201);
    const other = await portal.rest('DELETE', '/api/users/me/push-subscriptions', { token: b.token, body: device.subscription });
    expect(other).toEqual({ status: 200, body: { data: { removed: false } } });
    const own = await portal.rest('DELETE', '/api/users/me/push-subscriptions', { token: a.token, body: { endpoint: device.subscription.endpoint } });
    expect(own).toEqual({ status: 200, body: { data: { removed: true } } });
    expect(await portal.dataSource.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [device.subscription.endpoint])).toEqual([]);
  });
});

describe('a push per notification and device', () => {
  it('a new article in a followed story reaches the follower’s device, encrypted for it, signed, with TTL, urgency and the story’s topic; not a follower who left push off', async () => {
    const follower = await buildMember(portal.dataSource);
    const quiet = await buildMember(portal.dataSource);
    for (const m of [follower, quiet]) await follow(portal.dataSource, story.id, m.id);
    const device = buildDevice(endpointOf('phone-1'));
    expect((await subscribe(follower, device)).status).toBe(201);
    expect((await subscribe(quiet, buildDevice(endpointOf('quiet-1')))).status).toBe(201);
    await pushOn(follower, { story_article: true });
    const prefs = await portal.rest('GET', '/api/users/me/notification-preferences', { token: follower.token });
    expect(prefs.body.data.email).toContainEqual(expect.objectContaining({ kind: 'story_article', push: true, defaultPush: false }));

    const article = await addArticle('Rates rise 12%');
    expect(to('quiet-1')).toEqual([]);
    const [message] = to('phone-1');
    expect(to('phone-1')).toHaveLength(1);
    expect(message!.headers).toMatchObject({ ttl: String(48 * 3600), urgency: 'low', topic: `s${Buffer.from(story.id.replace(/-/g, ''), 'hex').toString('base64url')}` });
    const [notification] = await portal.dataSource.query('SELECT id FROM notifications WHERE member_id = $1 AND article_id = $2', [follower.id, article.id]);
    expect(open(device, message!)).toMatchObject({
      id: notification.id,
      kind: 'story_article',
      title: 'New article in “Water rates”',
      url: `/articles/${article.id}`,
      tag: `story:${story.id}`,
    });

    // VAPID (RFC 8292): signed by the key the portal publishes, for this push service, naming the sender.
    const auth = String(message!.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(\S+)$/.exec(auth) ?? [];
    const published = (await portal.rest('GET', '/api/push/vapid-public-key')).body.data.publicKey;
    expect(k).toBe(published);
    expect(decodeProtectedHeader(jwt!).alg).toBe('ES256');
    const point = Buffer.from(published, 'base64url');
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
    const { payload } = await jwtVerify(jwt!, key, { audience: pushOrigin });
    expect(payload.sub).toBe('mailto:news@example.org');
  });

  it('exactly once per device across a retry: a device whose push service failed gets it on the retry, the other is not sent it again', async () => {
    const member = await buildMember(portal.dataSource);
    await follow(portal.dataSource, story.id, member.id);
    const [steady, flaky] = [buildDevice(endpointOf('steady')), buildDevice(endpointOf('flaky'))];
    for (const d of [steady, flaky]) expect((await subscribe(member, d)).status).toBe(201);
    await pushOn(member, { story_article: true });
    script.set('flaky', [500]);
    const failedBefore = await metric('failed');

    await addArticle('Hearing moved to Tuesday');
    expect(to('steady')).toHaveLength(1);
    expect(to('flaky').length).toBe(2);
    expect(open(steady, to('steady')[0]!).title).toBe(open(flaky, to('flaky')[1]!).title);
    const rows = await portal.dataSource.query(
      `SELECT d.subscription_id FROM push_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.member_id = $1`,
      [member.id],
    );
    expect(rows).toHaveLength(2);
    expect(await metric('failed')).toBe(failedBefore + 1);

    // The same notifications pushed again (a job run twice): nobody is sent anything.
    const [{ id }] = await portal.dataSource.query('SELECT id FROM notifications WHERE member_id = $1', [member.id]);
    await portal.jobs.send(null, JOB.push, { key: `again:${id}`, notificationIds: [id] });
    await portal.settle();
    expect(to('steady')).toHaveLength(1);
    expect(to('flaky')).toHaveLength(2);
  });

  it('a push service answering 410 Gone: the subscription is removed and counted; the next update is not sent there', async () => {
    const member = await buildMember(portal.dataSource);
    await follow(portal.dataSource, story.id, member.id);
    expect((await subscribe(member, buildDevice(endpointOf('gone')))).status).toBe(201);
    await pushOn(member, { story_article: true });
    script.set('gone', [410]);
    const [removedBefore, sentBefore] = [await metric('subscription_removed'), await metric('sent')];

    await addArticle('Vote delayed');
    expect(to('gone')).toHaveLength(1);
    expect(await portal.dataSource.query('SELECT 1 FROM push_subscriptions WHERE member_id = $1', [member.id])).toEqual([]);
    expect(await metric('subscription_removed')).toBe(removedBefore + 1);
    expect(await metric('sent')).toBeGreaterThanOrEqual(sentBefore);

    await addArticle('Vote delayed again');
    expect(to('gone')).toHaveLength(1);
  });

  it('a fan-out to many devices is a job per 50 notifications, not one per follower', async () => {
    const bulk = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, title: 'Bulk' });
    const members: { id: string }[] = await portal.dataSource.query(
      `INSERT INTO members (id, email) SELECT gen_random_uuid(), 'push-bulk-' || g || '@example.org' FROM generate_series(1, 120) g RETURNING id`,
    );
    const ids = members.map((m) => m.id);
    await portal.dataSource.query('INSERT INTO story_follows (story_id, member_id) SELECT $1, unnest($2::uuid[])', [bulk.id, ids]);
    await portal.dataSource.query(`INSERT INTO notification_preferences (member_id, kind, push) SELECT unnest($1::uuid[]), 'story_article', true`, [ids]);
    for (const [i, id] of ids.entries()) {
      const { subscription } = buildDevice(endpointOf(`bulk-${i}`));
      await portal.dataSource.query('INSERT INTO push_subscriptions (member_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [id, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth]);
    }
    const article = await buildArticle(portal.dataSource, { title: 'Everyone hears' });
    expect((await portal.rest('POST', `/api/stories/${bulk.id}/articles/${article.id}`, { token: owner.token, body: {} })).status).toBe(201);
    await portal.settle(60_000);

    const jobs: { n: number }[] = await portal.dataSource.query(
      `SELECT jsonb_array_length(data->'notificationIds') AS n FROM pgboss.job
        WHERE name = $1 AND data->'notificationIds'->>0 IN (SELECT id::text FROM notifications WHERE article_id = $2) ORDER BY n DESC`,
      [JOB.push, article.id],
    );
    expect(jobs.map((j) => j.n)).toEqual([50, 50, 20]);
    expect(received.filter((r) => r.device.startsWith('bulk-'))).toHaveLength(120);
  }, 120_000);
});
