import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createPortal, type Portal } from '../../gateway/src/app.js';
import { loadConfig, LOCAL_DEV_ANON_KEY, REPO_ROOT } from '../../gateway/src/config/config.js';
import { createLogger } from '../../gateway/src/config/logger.js';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { createSchema } from '../../gateway/src/graphql/schema.js';
import { buildArticle } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { migratedDatabase } from '../setup/db.js';

/**
 * The gateway while its database is unreachable (SPEC §8: never a 500, never internals): a real
 * portal whose only way to PostgreSQL is a TCP relay the test can cut, blackhole and restore, as a
 * database that stops, hangs or restarts would look to it. The relay's own port stays the same,
 * so recovery is the gateway's own doing (no restart, no new DataSource).
 */
class Relay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Forward every connection to PostgreSQL (`blackhole`: accept and never answer). */
  async open(mode: 'forward' | 'blackhole' = 'forward'): Promise<void> {
    const server = net.createServer((client) => {
      this.track(client);
      if (mode === 'blackhole') return;
      const upstream = net.connect(this.target.port, this.target.host);
      this.track(upstream);
      const cut = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', cut);
      upstream.on('error', cut);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** Stop listening and drop every open connection: the database "went away". */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const s of this.sockets) s.destroy();
    await closed;
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }
}

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
const LEAK = /\n\s+at |ECONNREFUSED|Connection terminated|timeout exceeded|QueryFailedError|SELECT|INSERT|member_roles|auth_sessions|stack/i;

let relay: Relay;
let direct: DataSource;
let gatewayDs: DataSource;
let portal: Portal;
let baseUrl: string;
let member: TestMember;
let articleId: string;

beforeAll(async () => {
  const url = new URL(await migratedDatabase('db_unavailable'));
  direct = createDataSource(url.toString(), { poolSize: 2 });
  await direct.initialize();
  relay = new Relay({ host: url.hostname, port: Number(url.port) });
  await relay.open();
  const relayed = new URL(url);
  relayed.port = String(relay.port);

  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: relayed.toString(), CLIENT_DIST: path.join(REPO_ROOT, 'client/dist'), LOG_LEVEL: 'silent' });
  gatewayDs = createDataSource(relayed.toString(), { poolSize: 3 });
  await gatewayDs.initialize();
  portal = await createPortal({ config, log: createLogger('silent'), dataSource: gatewayDs, schema: await createSchema() });
  baseUrl = `http://127.0.0.1:${await portal.listen(0, '127.0.0.1')}`;

  member = await buildMember(direct);
  articleId = (await buildArticle(direct)).id;
});

afterAll(async () => {
  await portal?.close();
  await gatewayDs?.destroy().catch(() => undefined);
  await relay?.close();
  await direct?.destroy();
});

async function call(method: string, p: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + p, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

const gql = (query: string, variables?: Record<string, unknown>, token?: string) => call('POST', '/graphql', { body: { query, variables }, token });
const VOTE = 'mutation($id: UUID!, $vote: Vote) { voteArticle(id: $id, vote: $vote) { upvotes } }';

async function storedVote(): Promise<string | null> {
  const rows = await direct.query('SELECT vote FROM article_votes WHERE article_id = $1 AND member_id = $2', [articleId, member.id]);
  return rows[0]?.vote ?? null;
}

async function expectUnavailableEverywhere() {
  const [health, me, vote, restMe, restVote, signIn] = await Promise.all([
    call('GET', '/api/health'),
    gql('{ me { id } }', undefined, member.token),
    gql(VOTE, { id: articleId, vote: 'DOWN' }, member.token),
    call('GET', '/api/users/me', { token: member.token }),
    call('POST', `/api/articles/${articleId}/vote`, { token: member.token, body: { vote: 'down' } }),
    call('POST', '/auth/v1/token?grant_type=password', { headers: { apikey: LOCAL_DEV_ANON_KEY }, body: { email: member.email, password: 'whatever-password-1' } }),
  ]);

  expect(health.status).toBe(503);
  expect(health.body).toMatchObject({ status: 'degraded', database: 'down' });
  for (const r of [me, vote]) {
    expect(r.status).toBe(503);
    expect(r.body.errors[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  }
  for (const r of [restMe, restVote]) {
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE } });
  }
  expect(signIn.status).toBe(503);
  for (const r of [health, me, vote, restMe, restVote, signIn]) expect(r.text).not.toMatch(LEAK);
  expect(await storedVote()).not.toBe('down'); // nothing answered 503 was written
}

async function waitForHealth(timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await call('GET', '/api/health')).status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`health did not return to 200 within ${timeoutMs} ms`);
}

describe('while the database is unreachable', () => {
  it('answers 503 SERVICE_UNAVAILABLE on GraphQL, REST and /auth/v1 when PostgreSQL refuses connections, and recovers by itself', async () => {
    expect((await call('POST', `/api/articles/${articleId}/vote`, { token: member.token, body: { vote: 'up' } })).status).toBe(200);

    await relay.close(); // pooled connections die mid-idle, new ones are refused
    await expectUnavailableEverywhere();

    await relay.open();
    await waitForHealth(10_000);
    const again = await call('POST', `/api/articles/${articleId}/vote`, { token: member.token, body: { vote: 'down' } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ upvotes: 0, downvotes: 1, userVote: 'down' });
    expect(await storedVote()).toBe('down');
  });

  it('answers 503 instead of hanging when PostgreSQL accepts connections but never answers', async () => {
    await call('POST', `/api/articles/${articleId}/vote`, { token: member.token, body: { vote: 'up' } });
    await relay.close();
    await relay.open('blackhole');

    const started = Date.now();
    await expectUnavailableEverywhere();
    // Bounded by the pool's connection timeout (3 s) rather than waiting for ever.
    expect(Date.now() - started).toBeLessThan(15_000);

    await relay.close();
    await relay.open();
    await waitForHealth(10_000);
    expect((await gql(VOTE, { id: articleId, vote: null }, member.token)).status).toBe(200);
    expect(await storedVote()).toBeNull();
  }, 40_000);
});
