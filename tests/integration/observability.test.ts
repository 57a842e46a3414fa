import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/config/logger.js';
import { reportQueueDepth } from '../../gateway/src/http/metrics.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { freePort } from '../setup/global-database.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// Issue #17 item 4: Prometheus metrics behind a token (or an internal port), request ids in every
// log line of a request, readiness apart from liveness.

const TOKEN = 'metrics-token-for-tests-0123456789';
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let portal: TestPortal;
let member: TestMember;
let internalPort: number;

beforeAll(async () => {
  internalPort = await freePort();
  portal = await startTestPortal('observability', { METRICS_TOKEN: TOKEN, METRICS_PORT: String(internalPort) }, { log: createLogger('debug', 'json', sink) });
  member = await buildMember(portal.dataSource);
});
afterAll(() => portal?.close());

const scrape = (token?: string) => fetch(`${portal.baseUrl}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /metrics', () => {
  it('is 401 without the token or with a wrong one, revealing no route, operation or count', async () => {
    await portal.rest('GET', '/api/users/me', { token: member.token });
    for (const res of [await scrape(), await scrape('wrong-token-wrong-token'), await fetch(`${portal.baseUrl}/metrics`, { headers: { authorization: TOKEN } })]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'A valid metrics token is required.' } });
      expect(text).not.toMatch(/portal_|\/api\/|nodejs/);
    }
  });

  it('counts and times requests per REST route and GraphQL operation name with their status codes', async () => {
    await portal.rest('GET', '/api/users/me', { token: member.token });
    await portal.rest('GET', '/api/users/me');
    await portal.rest('GET', `/api/stories/${crypto.randomUUID()}`, { token: member.token });
    await portal.gql('query Me { me { id } }', undefined, member.token);
    await portal.gql('query SomethingNew { health { status } }');
    await portal.rest('GET', '/api/no-such-route');
    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/portal_http_requests_total\{kind="rest",route="GET \/api\/users\/me",status="200"\} [1-9]/);
    expect(text).toMatch(/portal_http_requests_total\{kind="rest",route="GET \/api\/users\/me",status="401"\} 1/);
    expect(text).toMatch(/portal_http_requests_total\{kind="rest",route="GET \/api\/stories\/:id",status="404"\} 1/);
    expect(text).toMatch(/portal_http_requests_total\{kind="rest",route="unmatched",status="404"\} 1/);
    expect(text).toMatch(/portal_http_requests_total\{kind="graphql",route="Me",status="200"\} 1/);
    expect(text).toMatch(/portal_http_requests_total\{kind="graphql",route="SomethingNew",status="200"\} 1/);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0\.1",kind="graphql",route="Me"\} \d/);
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{kind="rest",route="GET \/api\/users\/me"\} [2-9]/);
    // No raw ids or paths as labels.
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('reports the database pool, event-loop lag and job queue depth', async () => {
    const stop = reportQueueDepth('mail', () => 7);
    const text = await (await scrape(TOKEN)).text();
    stop();
    expect(text).toMatch(/portal_db_pool_connections\{state="in_use"\} \d+/);
    expect(text).toMatch(/portal_db_pool_connections\{state="waiting"\} \d+/);
    expect(text).toMatch(/portal_db_pool_max 5/);
    expect(text).toMatch(/portal_db_prepared_pool_connections\{state="in_use"\} \d+/);
    expect(text).toMatch(/portal_db_prepared_pool_connections\{state="waiting"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/portal_job_queue_depth\{queue="mail"\} 7/);
    expect(await (await scrape(TOKEN)).text()).not.toMatch(/queue="mail"/);
  });

  it("reports the job queue's own depth: jobs waiting per queue", async () => {
    const enqueueOnly = await startTestPortal('observability_jobs', { METRICS_TOKEN: TOKEN }, { jobs: 'enqueue' });
    try {
      for (const key of ['depth-1', 'depth-2']) {
        await enqueueOnly.jobs.send(null, 'email-send', { key, message: { to: 'someone@example.org', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' } as never });
      }
      const res = await fetch(`${enqueueOnly.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      const text = await res.text();
      expect(text).toMatch(/portal_job_queue_depth\{queue="email-send"\} 2/);
      expect(text).toMatch(/portal_job_queue_depth\{queue="notification-fan-out"\} 0/);
    } finally {
      await enqueueOnly.close();
    }
  });

  it('is served without a token on the internal port (METRICS_PORT), and nothing else is', async () => {
    const res = await fetch(`http://127.0.0.1:${internalPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/portal_http_requests_total/);
    expect((await fetch(`http://127.0.0.1:${internalPort}/api/users/me`)).status).toBe(404);
  });

  it('is not served at all when no token is configured', async () => {
    const other = await startTestPortal('observability_off');
    try {
      const res = await other.rest('GET', '/metrics');
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/portal_/);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  it('returns X-Request-Id and writes it into every log line of that request', async () => {
    lines.length = 0;
    const res = await fetch(`${portal.baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${member.token}` } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lines.filter((l) => l.reqId === id).length).toBeGreaterThan(0);
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine[0]).toMatchObject({ level: 'debug', reqId: id, msg: expect.stringContaining('GET /api/users/me → 200') });
    // Lines written during other requests carry their own ids, never this one.
    const other = await fetch(`${portal.baseUrl}/api/health`);
    expect(other.headers.get('x-request-id')).not.toBe(id);
  });

  it("keeps a caller's well-formed X-Request-Id (a load balancer's) and replaces a malformed one", async () => {
    const kept = await fetch(`${portal.baseUrl}/api/health`, { headers: { 'x-request-id': 'lb-4f2a9c1e-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-4f2a9c1e-0001');
    const replaced = await fetch(`${portal.baseUrl}/api/health`, { headers: { 'x-request-id': 'bad id\twith "quotes"' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts errors in the same line with their stack under err', async () => {
    lines.length = 0;
    const { requestContext } = await import('../../gateway/src/http/request-context.js');
    const log = createLogger('info', 'json', sink);
    requestContext.run({ id: 'req-test-1234' }, () => log.error('Unhandled error on GET /x', new Error('boom')));
    log.info('outside any request');
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatchObject({ level: 'error', reqId: 'req-test-1234', msg: 'Unhandled error on GET /x', err: { message: 'boom', stack: expect.stringContaining('Error: boom') } });
    expect(lines[1]).not.toHaveProperty('reqId');
  });
});

describe('GET /api/ready', () => {
  it('is 200 when the database answers and every migration is applied; /api/health is unchanged', async () => {
    const ready = await portal.rest('GET', '/api/ready');
    expect(ready).toEqual({ status: 200, body: { status: 'ready', database: 'up', migrations: 'current', pendingMigrations: 0 } });
    const health = await portal.rest('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('is 503 while a migration is pending', async () => {
    const [row] = await portal.dataSource.query('SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1');
    await portal.dataSource.query('DELETE FROM migrations WHERE id = $1', [row.id]);
    try {
      const res = await portal.rest('GET', '/api/ready');
      expect(res).toEqual({ status: 503, body: { status: 'not_ready', database: 'up', migrations: 'pending', pendingMigrations: 1 } });
    } finally {
      await portal.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [row.id, row.timestamp, row.name]);
    }
    expect((await portal.rest('GET', '/api/ready')).status).toBe(200);
  });
});
