// `npm run load`: load and fault checks (issue 7 item 5, issue 17 item 1). Not part of `npm test`.
// It starts its own PostgreSQL (.data/pg-load, port 54359) and its own gateway (port 8300, the TypeScript
// sources through @swc-node, as a child process using DATABASE_URL), and proves, printing the
// figures of each phase:
//
//  1. Vote storm: 200 distinct signed-in members vote up, down and clear on ONE article
//     concurrently (GraphQL voteArticle and REST POST/DELETE /api/articles/:id/vote, mixed) for
//     LOAD_SECONDS (default 30). Every request answers 2xx (zero 5xx), and the article's tallies —
//     read through REST, GraphQL and straight from article_votes — equal the sum of each member's
//     last acknowledged (2xx) vote.
//  2. Database fault: while members keep voting, PostgreSQL is stopped (fast shutdown) for
//     OUTAGE_SECONDS (default 5) and started again under the running gateway. During the outage
//     requests answer 503 SERVICE_UNAVAILABLE with a clear message (never a 500, never a stack
//     trace) and GET /api/health answers 503 with database "down" without hanging; afterwards the
//     gateway recovers by itself (no restart) and every vote that got a 2xx — before, during or
//     after — is in article_votes.
//  3. SIGTERM under load: with requests in flight (including slow uploads whose bodies arrive
//     after the signal), the gateway finishes them with 2xx, refuses new connections, closes its
//     database connections, logs 'Stopped cleanly' and exits 0 within the grace period; the
//     drained writes are in the database; PostgreSQL then stops cleanly (no leftover postmaster).
//  4. Two gateways on one PostgreSQL (ports 8301 and 8302) behind a small round-robin proxy written
//     here with node:http (port 8303), API rate limits ON: one member's votes alternating between
//     the gateways are admitted exactly up to the vote limit (120/min) in total; then the members'
//     storm runs through the proxy and one gateway is stopped (SIGTERM) half-way: the other keeps
//     answering every request, no 5xx comes from a gateway, and every acknowledged vote is in
//     article_votes (tallies exact).
//
// Per-user API rate limits are switched off for the storm (API_RATE_LIMITS=false,
// AUTH_RATE_LIMITS=false): 200 members voting non-stop is exactly what they exist to stop. They
// are tested in the integration suite. Prints "Invariants: OK" or the failing ones (exit 1).
// The gateway and PostgreSQL are always stopped at the end, on failure and Ctrl-C too.
//
// Environment: LOAD_SECONDS (storm length, default 30), OUTAGE_SECONDS (default 5),
// LOAD_MEMBERS (default 200), LOAD_VERBOSE=1 (echo the gateway's log), LOAD_PORT (default 8300:
// the gateway; phase 4 uses the next three ports), LOAD_PG_PORT (default 54359).
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createLogger } from '../../gateway/src/config/logger.js';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../../gateway/src/db/embedded.js';
import { buildMember } from '../../tests/factories/members.js';
import { buildArticle } from '../../tests/factories/stories.js';
import { API_RATE_LIMITS } from '../../gateway/src/http/rate-limit.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = positiveNumber('LOAD_PORT', 8300);
const PG_DIR = path.join(ROOT, '.data/pg-load');
const PG_PORT = positiveNumber('LOAD_PG_PORT', 54359);
/** Phase 4: two gateways on PORT+1 and PORT+2 behind a round-robin proxy on PORT+3. */
const PROXY_PORT = PORT + 3;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
/** Every gateway's public origin (SITE_URL): the proxy's, as behind a real load balancer; tokens name it as issuer. */
const SITE_URL = PROXY;
const DATABASE = 'portal';
const BASE = `http://127.0.0.1:${PORT}`;
const GRACE_MS = 10_000;

const LOAD_SECONDS = positiveNumber('LOAD_SECONDS', 30);
const OUTAGE_SECONDS = positiveNumber('OUTAGE_SECONDS', 5);
const MEMBERS = positiveNumber('LOAD_MEMBERS', 200);
const VERBOSE = process.env.LOAD_VERBOSE === '1';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const log = createLogger('warn');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const failures: string[] = [];
function invariant(ok: boolean, what: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
}

// ── PostgreSQL (owned by this script, so it can stop and restart it under the gateway) ──────────

let database: EmbeddedDatabase | undefined;

async function startDatabase(): Promise<void> {
  database = await startEmbeddedPostgres({ dir: PG_DIR, port: PG_PORT, log });
}

async function stopDatabase(): Promise<void> {
  const db = database;
  database = undefined;
  await db?.stop();
}

async function sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: embeddedUrl(PG_PORT, DATABASE), connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database for this run (the gateway migrates it on start). */
async function recreateDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedUrl(PG_PORT) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

// ── The gateway, as a child process ─────────────────────────────────────────────────────────────

let gateway: ChildProcess | undefined;
let gatewayExit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> | undefined;

interface SpawnedGateway {
  name: string;
  port: number;
  child: ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  log: () => string;
}

/** The gateway from its TypeScript sources as a child process on DATABASE_URL (its own process group). */
async function spawnGateway(name: string, port: number, env: Record<string, string>): Promise<SpawnedGateway> {
  const base = `http://127.0.0.1:${port}`;
  if (await request('GET', '/api/health', { agent: false, timeoutMs: 2_000, base }).then((o) => o.status !== undefined)) {
    throw new Error(`something already answers on ${base}; stop it first (this script uses ports ${PORT}–${PORT + 3}; LOAD_PORT moves them)`);
  }
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'gateway/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: 'gateway/tsconfig.json',
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: embeddedUrl(PG_PORT, DATABASE),
      SUPABASE_URL: '', // the built-in auth service, whose sessions the tokens below open
      SITE_URL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      API_RATE_LIMITS: 'false',
      AUTH_RATE_LIMITS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: Ctrl-C reaches only this script, which stops it in order
  });
  let log = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-400_000);
    if (VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  spawned.add(child);
  void exit.then(() => spawned.delete(child));

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited during start-up\n${log.slice(-4_000)}`);
    if ((await request('GET', '/api/health', { agent: false, timeoutMs: 2_000, base })).status === 200) return { name, port, child, exit, log: () => log };
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${base}/api/health within 120 s\n${log.slice(-4_000)}`);
}

const spawned = new Set<ChildProcess>();

async function startGateway(): Promise<void> {
  const g = await spawnGateway('gateway', PORT, {});
  gateway = g.child;
  gatewayExit = g.exit;
    readGatewayLog = g.log;
}

let readGatewayLog: () => string = () => '';

async function stopGateway(): Promise<void> {
  const child = gateway;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  child.kill('SIGTERM');
  const exited = await Promise.race([gatewayExit!.then(() => true), sleep(GRACE_MS + 5_000).then(() => false)]);
  if (!exited) {
    group('SIGKILL');
    await Promise.race([gatewayExit, sleep(2_000)]);
  }
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────────

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

interface Outcome {
  status?: number;
  body?: string;
  /** Network error code when there was no (complete) response: ECONNREFUSED, ECONNRESET, TIMEOUT… */
  error?: string;
  started: number;
  ended: number;
}

function request(method: string, p: string, opts: { body?: unknown; token?: string; agent?: http.Agent | false; timeoutMs?: number; base?: string } = {}): Promise<Outcome> {
  const started = Date.now();
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    let settled = false;
    const done = (o: Omit<Outcome, 'started' | 'ended'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...o, started, ended: Date.now() });
    };
    const req = http.request(
      `${opts.base ?? BASE}${p}`,
      {
        method,
        agent: opts.agent ?? agent,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        res.on('error', (err: NodeJS.ErrnoException) => done({ error: `TRUNCATED(${err.code ?? err.message})` }));
        res.on('aborted', () => done({ error: 'TRUNCATED' }));
      },
    );
    req.setTimeout(opts.timeoutMs ?? 30_000, () => {
      done({ error: 'TIMEOUT' });
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => done({ error: err.code ?? err.message }));
    req.end(payload);
  });
}

/** A request on a new connection of its own (never queued behind the load's sockets). */
const probe = (p: string, timeoutMs = 2_000) => request('GET', p, { agent: false, timeoutMs });

const json = (body: string | undefined): any => {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
};

/** Stack frames, driver or SQL text: nothing of the kind may reach a client. */
const LEAK = /\n\s+at |node_modules|ECONNREFUSED|QueryFailedError|\bSELECT\b|\bINSERT\b|\bDELETE FROM\b|postgres|stack/i;

// ── Members and their votes ─────────────────────────────────────────────────────────────────────

type VoteState = 'up' | 'down' | null;
type Transport = 'graphql' | 'rest-post' | 'rest-delete';

interface Member {
  id: string;
  token: string;
  /** The state of the member's last vote that was acknowledged with a 2xx (null: none / cleared). */
  acked: VoteState;
  /** States asked for after that whose outcome is unknown (no response, or a 5xx): may or may not be written. */
  pending: Set<VoteState>;
}

interface Op {
  phase: string;
  transport: Transport;
  desired: VoteState;
  outcome: Outcome;
  /** GraphQL/REST error code from the body, if any. */
  code?: string;
  ok: boolean;
}

const ops: Op[] = [];
let articleId = '';

const VOTE_MUTATION = 'mutation LoadVote($id: UUID!, $vote: Vote) { voteArticle(id: $id, vote: $vote) { id upvotes downvotes userVote } }';

async function vote(m: Member, desired: VoteState, transport: Transport, phase: string, base = BASE): Promise<Op> {
  let outcome: Outcome;
  if (transport === 'graphql') {
    outcome = await request('POST', '/graphql', {
      base,
      token: m.token,
      body: { query: VOTE_MUTATION, variables: { id: articleId, vote: desired && desired.toUpperCase() } },
    });
  } else if (transport === 'rest-delete') {
    outcome = await request('DELETE', `/api/articles/${articleId}/vote`, { base, token: m.token });
  } else {
    outcome = await request('POST', `/api/articles/${articleId}/vote`, { base, token: m.token, body: { vote: desired ?? 'none' } });
  }
  const body = json(outcome.body);
  const code: string | undefined = body?.errors?.[0]?.extensions?.code ?? body?.error?.code;
  const status = outcome.status ?? 0;
  // A GraphQL 200 carrying errors is a failure too (none are expected).
  const ok = status >= 200 && status < 300 && !body?.errors && (transport === 'graphql' ? body?.data?.voteArticle : body?.data) != null;
  if (ok) {
    m.acked = desired;
    m.pending.clear();
  } else if (!(status >= 400 && status < 500) && outcome.error !== 'ECONNREFUSED') {
    // No answer on an open connection, or a 5xx: the write may or may not have happened. (A 4xx
    // or a refused connection certainly wrote nothing.)
    m.pending.add(desired);
  }
  const op: Op = { phase, transport, desired, outcome, code, ok };
  ops.push(op);
  return op;
}

function randomVote(): { desired: VoteState; transport: Transport } {
  const r = Math.random();
  const desired: VoteState = r < 0.4 ? 'up' : r < 0.7 ? 'down' : null;
  const t = Math.random();
  const transport: Transport = t < 0.5 ? 'graphql' : desired === null && t < 0.75 ? 'rest-delete' : 'rest-post';
  return { desired, transport };
}

/** Every member votes in its own loop (so up to MEMBERS requests in flight) until stop() is called. */
function storm(members: Member[], phase: string, base = BASE): { stop: () => Promise<void> } {
  let running = true;
  const loops = members.map(async (m) => {
    while (running) {
      const { desired, transport } = randomVote();
      const op = await vote(m, desired, transport, phase, base);
      // Like a client that backs off after a failure, instead of spinning on a refused socket.
      if (!op.ok) await sleep(100 + Math.random() * 200);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

// ── Figures ─────────────────────────────────────────────────────────────────────────────────────

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
}

function printFigures(title: string, list: Op[], seconds: number): void {
  const groups: [string, Op[]][] = [
    ['all', list],
    ['GraphQL', list.filter((o) => o.transport === 'graphql')],
    ['REST', list.filter((o) => o.transport !== 'graphql')],
  ];
  const header = ['', 'ops', '2xx', '4xx (status code)', '5xx', 'of which 503', 'no response', 'req/s', 'p50 ms', 'p99 ms'];
  const rows = groups.map(([name, g]) => {
    const by = new Map<string, number>();
    const bump = (k: string) => by.set(k, (by.get(k) ?? 0) + 1);
    for (const o of g) if (o.outcome.status && o.outcome.status >= 400 && o.outcome.status < 500) bump(`${o.outcome.status} ${o.code ?? '?'}`);
    const net = new Map<string, number>();
    for (const o of g) if (o.outcome.error) net.set(o.outcome.error, (net.get(o.outcome.error) ?? 0) + 1);
    const lat = g.filter((o) => o.outcome.status !== undefined).map((o) => o.outcome.ended - o.outcome.started).sort((a, b) => a - b);
    const s = (o: Op) => o.outcome.status ?? 0;
    return [
      name,
      String(g.length),
      String(g.filter((o) => s(o) >= 200 && s(o) < 300).length),
      by.size ? [...by].map(([k, n]) => `${k}×${n}`).join(', ') : '0',
      String(g.filter((o) => s(o) >= 500).length),
      String(g.filter((o) => s(o) === 503).length),
      net.size ? [...net].map(([k, n]) => `${k}×${n}`).join(', ') : '0',
      (g.length / seconds).toFixed(0),
      percentile(lat, 0.5).toFixed(0),
      percentile(lat, 0.99).toFixed(0),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 3 || i === 6 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title} (${seconds.toFixed(1)} s)\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

// ── Checks ──────────────────────────────────────────────────────────────────────────────────────

async function dbVotes(): Promise<Map<string, VoteState>> {
  const rows = await sql<{ member_id: string; vote: 'up' | 'down' }>('SELECT member_id, vote FROM article_votes WHERE article_id = $1', [articleId]);
  return new Map(rows.map((r) => [r.member_id, r.vote]));
}

/** Every 2xx-acknowledged vote is what article_votes holds, unless a later unanswered request may have changed it. */
async function checkAcknowledged(members: Member[], label: string): Promise<void> {
  const rows = await dbVotes();
  let exact = 0;
  let explained = 0;
  const wrong: string[] = [];
  for (const m of members) {
    const inDb = rows.get(m.id) ?? null;
    if (inDb === m.acked) exact += 1;
    else if (m.pending.has(inDb)) explained += 1;
    else wrong.push(`${m.id.slice(0, 8)}: acknowledged ${m.acked ?? 'none'}, database ${inDb ?? 'none'}`);
  }
  const strangers = [...rows.keys()].filter((id) => !members.some((m) => m.id === id)).length;
  console.log(
    `  ${label}: ${members.length} members — ${exact} match their last acknowledged vote, ${explained} hold a later unanswered request's vote, ${wrong.length} wrong`,
  );
  invariant(wrong.length === 0 && strangers === 0, `${label}: every vote acknowledged with a 2xx is in article_votes${wrong.length ? ` (${wrong.slice(0, 5).join('; ')})` : ''}`);
}

function tally(members: Member[]): { up: number; down: number } {
  return { up: members.filter((m) => m.acked === 'up').length, down: members.filter((m) => m.acked === 'down').length };
}

async function apiTallies(token: string, base = BASE): Promise<{ rest?: { up: number; down: number }; graphql?: { up: number; down: number } }> {
  const r = json((await request('GET', `/api/articles/${articleId}`, { base, token })).body)?.data;
  const g = json((await request('POST', '/graphql', { base, token, body: { query: 'query LoadArticle($id: UUID!) { article(id: $id) { upvotes downvotes } }', variables: { id: articleId } } })).body)?.data?.article;
  return { rest: r && { up: r.upvotes, down: r.downvotes }, graphql: g && { up: g.upvotes, down: g.downvotes } };
}

const fmt = (t?: { up: number; down: number }) => (t ? `${t.up} up / ${t.down} down` : 'unreadable');
const same = (a?: { up: number; down: number }, b?: { up: number; down: number }) => Boolean(a && b && a.up === b.up && a.down === b.down);

/** 503 bodies: the SERVICE_UNAVAILABLE code, a clear message, nothing internal. */
function checkUnavailableBodies(list: Op[], label: string): void {
  const unavailable = list.filter((o) => o.outcome.status === 503);
  const bad = unavailable.filter((o) => {
    const body = json(o.outcome.body);
    const message: unknown = body?.errors?.[0]?.message ?? body?.error?.message;
    return o.code !== 'SERVICE_UNAVAILABLE' || typeof message !== 'string' || !/temporarily unavailable/i.test(message) || LEAK.test(o.outcome.body ?? '');
  });
  const sample = unavailable[0] && json(unavailable[0].outcome.body);
  if (sample) console.log(`  a 503 body: ${JSON.stringify(sample)}`);
  invariant(bad.length === 0, `${label}: every 503 says SERVICE_UNAVAILABLE with a clear message and no stack/SQL${bad.length ? ` (${bad.length} do not, e.g. ${bad[0].outcome.body?.slice(0, 200)})` : ''}`);
}

// ── Phases ──────────────────────────────────────────────────────────────────────────────────────

async function phaseStorm(members: Member[], reader: Member): Promise<void> {
  console.log(`\n== 1. Vote storm: ${members.length} members on one article for ${LOAD_SECONDS} s (rate limits off; they are tested in the integration suite)`);
  const t0 = Date.now();
  const s = storm(members, 'storm');
  await sleep(LOAD_SECONDS * 1000);
  await s.stop();
  const list = ops.filter((o) => o.phase === 'storm');
  printFigures('Vote storm', list, (Date.now() - t0) / 1000);

  const expected = tally(members);
  const fromDb = await sql<{ up: string; down: string }>(
    `SELECT count(*) FILTER (WHERE vote = 'up') AS up, count(*) FILTER (WHERE vote = 'down') AS down FROM article_votes WHERE article_id = $1`,
    [articleId],
  );
  const db = { up: Number(fromDb[0].up), down: Number(fromDb[0].down) };
  const api = await apiTallies(reader.token);
  console.log(`  sum of last acknowledged votes: ${fmt(expected)}`);
  console.log(`  article via REST:               ${fmt(api.rest)}`);
  console.log(`  article via GraphQL:            ${fmt(api.graphql)}`);
  console.log(`  article_votes in the database:  ${fmt(db)}`);
  invariant(list.every((o) => (o.outcome.status ?? 0) < 500 && !o.outcome.error), 'storm: zero 5xx and no dropped connections');
  invariant(list.every((o) => o.ok), 'storm: every vote answered 2xx');
  invariant(same(api.rest, expected) && same(api.graphql, expected), 'storm: tallies read through REST and GraphQL equal the sum of acknowledged votes');
  invariant(same(db, expected), 'storm: tallies in the database equal the sum of acknowledged votes');
  await checkAcknowledged(members, 'storm');
}

async function phaseFault(members: Member[]): Promise<void> {
  console.log(`\n== 2. Database fault: PostgreSQL stopped for ${OUTAGE_SECONDS} s under load, then started again`);
  const health: { at: number; outcome: Outcome }[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const outcome = await probe('/api/health', 8_000);
      health.push({ at: outcome.ended, outcome });
      await sleep(200);
    }
  })();

  const t0 = Date.now();
  const s = storm(members, 'fault');
  await sleep(3_000);
  const stopAt = Date.now();
  await stopDatabase();
  const stoppedAt = Date.now();
  console.log(`  PostgreSQL stopped (fast shutdown) in ${stoppedAt - stopAt} ms`);
  await sleep(OUTAGE_SECONDS * 1000);
  const startAt = Date.now();
  await startDatabase();
  const startedAt = Date.now();
  console.log(`  PostgreSQL started again in ${startedAt - startAt} ms (outage ${((startedAt - stopAt) / 1000).toFixed(1)} s)`);

  let healthyAt: number | undefined;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && healthyAt === undefined; await sleep(100)) {
    healthyAt = health.find((h) => h.at >= startedAt && h.outcome.status === 200)?.at;
  }
  await sleep(5_000);
  await s.stop();
  polling = false;
  await poller;

  const list = ops.filter((o) => o.phase === 'fault');
  printFigures('Database fault', list, (Date.now() - t0) / 1000);
  const during = list.filter((o) => o.outcome.ended >= stoppedAt && o.outcome.ended <= startAt);
  const firstVoteAfter = list.filter((o) => o.ok && o.outcome.started >= startedAt).sort((a, b) => a.outcome.ended - b.outcome.ended)[0];
  const healthDuring = health.filter((h) => h.at >= stoppedAt && h.outcome.started <= startAt);
  const healthDown = healthDuring.filter((h) => h.outcome.status === 503 && json(h.outcome.body)?.database === 'down');
  const slowestHealth = Math.max(0, ...healthDuring.map((h) => h.outcome.ended - h.outcome.started));
  console.log(
    `  while PostgreSQL was down: ${during.length} votes answered — ${during.filter((o) => o.outcome.status === 503).length} × 503, ` +
      `${during.filter((o) => o.ok).length} × 2xx, ${during.filter((o) => (o.outcome.status ?? 0) >= 500 && o.outcome.status !== 503).length} × other 5xx, ` +
      `${during.filter((o) => o.outcome.error).length} without a response`,
  );
  console.log(
    `  health while down: ${healthDuring.length} checks, ${healthDown.length} × 503 {database: "down"}, slowest ${slowestHealth} ms` +
      (healthDown[0] ? `; body ${healthDown[0].outcome.body}` : ''),
  );
  console.log(
    `  recovery (no gateway restart): health 200 ${healthyAt === undefined ? 'NEVER' : `${healthyAt - startedAt} ms`} and first accepted vote ` +
      `${firstVoteAfter ? `${firstVoteAfter.outcome.ended - startedAt} ms` : 'NEVER'} after PostgreSQL was back`,
  );

  invariant(list.every((o) => !((o.outcome.status ?? 0) >= 500 && o.outcome.status !== 503)), 'fault: no 5xx other than 503 (no 500)');
  invariant(list.every((o) => !o.outcome.error), 'fault: the gateway answered every request (no dropped connections, no timeouts)');
  invariant(during.some((o) => o.outcome.status === 503), 'fault: requests during the outage answered 503');
  checkUnavailableBodies(list, 'fault');
  invariant(healthDown.length > 0 && healthDuring.every((h) => h.outcome.status === 503 || h.outcome.status === 200), 'fault: GET /api/health answered 503 with database "down" during the outage');
  invariant(healthDuring.every((h) => !h.outcome.error), 'fault: GET /api/health answered within 8 s during the outage (no hang)');
  invariant(healthyAt !== undefined && healthyAt - startedAt < 10_000, 'fault: health back to 200 within 10 s of PostgreSQL restarting, without restarting the gateway');
  invariant(firstVoteAfter !== undefined && list.filter((o) => o.outcome.started >= (healthyAt ?? Infinity)).every((o) => o.ok), 'fault: votes succeed again once health is back');
  invariant(gateway?.exitCode === null && gateway?.signalCode === null, 'fault: the gateway process kept running');
  await checkAcknowledged(members, 'fault');
}

async function phaseSigterm(members: Member[], slowMembers: Member[]): Promise<void> {
  console.log('\n== 3. SIGTERM under load');
  const child = gateway!;
  const t0 = Date.now();
  const s = storm(members, 'sigterm');
  await sleep(2_000);

  // Slow uploads: headers and half a body now, the rest after the signal. The gateway has these
  // requests in hand when it is told to stop, so it must wait for them and answer 2xx.
  const slow = slowMembers.map((m) => {
    const payload = JSON.stringify({ vote: 'up' });
    let finish!: () => void;
    const outcome = new Promise<Outcome>((resolve) => {
      const started = Date.now();
      const req = http.request(`${BASE}/api/articles/${articleId}/vote`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${m.token}` },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString(), started, ended: Date.now() }));
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, started, ended: Date.now() }));
      req.flushHeaders();
      req.write(payload.slice(0, 5));
      finish = () => req.end(payload.slice(5));
    });
    return { m, outcome, finish: () => finish() };
  });
  await sleep(500);

  const sigAt = Date.now();
  child.kill('SIGTERM');
  // A fresh connection shortly after the signal must be refused (or told 503).
  await sleep(300);
  const fresh = await probe('/api/health', 3_000);
  await sleep(1_200);
  for (const x of slow) x.finish();
  const slowOutcomes = await Promise.all(slow.map((x) => x.outcome));
  for (const [i, o] of slowOutcomes.entries()) {
    if (o.status && o.status < 300) {
      slow[i].m.acked = 'up';
      slow[i].m.pending.clear();
    } else slow[i].m.pending.add('up');
  }

  const exit = await Promise.race([gatewayExit!, sleep(GRACE_MS + 5_000).then(() => undefined)]);
  await s.stop();
  const list = ops.filter((o) => o.phase === 'sigterm');
  printFigures('SIGTERM', list, (Date.now() - t0) / 1000);

  const before = list.filter((o) => o.outcome.started < sigAt);
  const inFlight = before.filter((o) => o.outcome.ended >= sigAt);
  const after = list.filter((o) => o.outcome.started >= sigAt);
  const count = (l: Op[], f: (o: Op) => boolean) => l.filter(f).length;
  console.log(
    `  in flight at SIGTERM: ${inFlight.length} votes — ${count(inFlight, (o) => o.ok)} × 2xx, ` +
      `${count(inFlight, (o) => o.outcome.error !== undefined)} reset before the gateway read them (raced the close), ` +
      `${count(inFlight, (o) => !o.ok && o.outcome.status !== undefined)} other`,
  );
  console.log(`  slow uploads finished after the signal: ${slowOutcomes.map((o) => o.status ?? o.error).join(', ')}`);
  console.log(
    `  sent after SIGTERM: ${after.length} — ${count(after, (o) => o.outcome.error === 'ECONNREFUSED')} refused, ` +
      `${count(after, (o) => o.outcome.error !== undefined && o.outcome.error !== 'ECONNREFUSED')} reset, ` +
      `${count(after, (o) => o.outcome.status === 503)} × 503, ${count(after, (o) => o.ok)} × 2xx on a connection still draining`,
  );
  console.log(`  a new connection 300 ms after SIGTERM: ${fresh.status ?? fresh.error}`);
  const stoppedLine = readGatewayLog().split('\n').find((l) => l.includes('Stopped cleanly'));
  console.log(`  gateway exit: ${exit ? `${exit.signal ?? `code ${exit.code}`} after ${exit.at - sigAt} ms` : 'NONE within the grace period'}${stoppedLine ? `; log: ${stoppedLine.trim()}` : ''}`);
  const leftovers = await sql<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'member-portal'`);

  invariant(slowOutcomes.every((o) => o.status !== undefined && o.status >= 200 && o.status < 300), 'sigterm: requests in flight (slow uploads) completed with 2xx');
  invariant(inFlight.every((o) => o.ok || o.outcome.error !== undefined), 'sigterm: every in-flight vote the gateway answered was a 2xx');
  invariant(list.every((o) => (o.outcome.status ?? 0) < 500 || o.outcome.status === 503) && list.every((o) => !o.outcome.error?.startsWith('TRUNCATED')), 'sigterm: no 5xx and no truncated response');
  invariant(fresh.error === 'ECONNREFUSED' || fresh.status === 503, 'sigterm: new connections refused (or 503)');
  invariant(exit !== undefined && exit.code === 0 && exit.at - sigAt <= GRACE_MS + 2_000, `sigterm: the gateway exited 0 within the grace period (${GRACE_MS} ms)`);
  invariant(stoppedLine !== undefined, "sigterm: the gateway logged 'Stopped cleanly'");
  invariant(Number(leftovers[0].n) === 0, 'sigterm: the gateway closed all its database connections');
  await checkAcknowledged([...members, ...slowMembers], 'sigterm');

  const pidFile = path.join(PG_DIR, 'postmaster.pid');
  const pgPid = existsSync(pidFile) ? Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0], 10) : undefined;
  const stopStart = Date.now();
  await stopDatabase();
  let pgAlive = false;
  try {
    if (pgPid) process.kill(pgPid, 0);
    pgAlive = Boolean(pgPid);
  } catch {
    pgAlive = false;
  }
  console.log(`  PostgreSQL stopped in ${Date.now() - stopStart} ms; postmaster.pid ${existsSync(pidFile) ? 'still there' : 'removed'}`);
  invariant(!pgAlive && !existsSync(pidFile), 'sigterm: PostgreSQL stopped cleanly (no leftover postmaster)');
}


// ── 4. Two gateways, one PostgreSQL ─────────────────────────────────────────────────────────────

interface Proxy {
  served: Map<string, number>;
  /** Answers the proxy itself gave: 502 when an upstream dropped a request it had taken. */
  badGateway: number;
  close(): Promise<void>;
}

/**
 * A small round-robin load balancer (node:http): each request goes to the next upstream; when that
 * one refuses the connection (stopped), the request is sent to the other — it never reached the
 * first, so this is safe for writes. An upstream that drops a request it accepted gets a 502 back
 * to the client, which then does not know whether the write happened (as with a real balancer).
 * Adds X-Forwarded-For; the gateways run with TRUST_PROXY=loopback.
 */
async function startProxy(upstreams: { name: string; port: number }[]): Promise<Proxy> {
  let next = 0;
  const served = new Map(upstreams.map((u) => [u.name, 0]));
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const proxy: Proxy = { served, badGateway: 0, close: async () => undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++ % upstreams.length;
      const attempt = (i: number, tries: number) => {
        const u = upstreams[(first + i) % upstreams.length]!;
        const up = http.request(
          { host: '127.0.0.1', port: u.port, method: req.method, path: req.url, agent: upstreamAgent, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
          (ures) => {
            served.set(u.name, (served.get(u.name) ?? 0) + 1);
            res.writeHead(ures.statusCode ?? 502, ures.headers);
            ures.pipe(res);
          },
        );
        up.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && tries < upstreams.length) return attempt(i + 1, tries + 1);
          proxy.badGateway += 1;
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `upstream ${u.name}: ${err.code ?? err.message}` } }));
          else res.destroy();
        });
        up.end(body);
      };
      attempt(0, 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(PROXY_PORT, '127.0.0.1', resolve));
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      upstreamAgent.destroy();
      server.close(() => resolve());
    });
  return proxy;
}

async function phaseTwoGateways(members: Member[], prober: Member, earlier: Member[]): Promise<void> {
  const seconds = Math.max(10, LOAD_SECONDS);
  console.log(`\n== 4. Two gateways on one PostgreSQL behind a round-robin proxy (${PROXY}), API rate limits on, for ${seconds} s; one gateway stopped half-way`);
  await startDatabase();
  const env = { API_RATE_LIMITS: 'true', TRUST_PROXY: 'loopback', DATABASE_POOL_SIZE: '10' };
  const [a, b] = await Promise.all([spawnGateway('gateway-a', PORT + 1, env), spawnGateway('gateway-b', PORT + 2, env)]);
  const proxy = await startProxy([
    { name: a.name, port: a.port },
    { name: b.name, port: b.port },
  ]);
  try {
    // A limit of N a minute admits N in total across both gateways.
    const { points } = API_RATE_LIMITS.vote;
    const probes: Op[] = [];
    for (let i = 0; i < points + 30; i++) probes.push(await vote(prober, i % 2 ? 'up' : 'down', i % 3 ? 'rest-post' : 'graphql', 'limit', PROXY));
    const admitted = probes.filter((o) => o.ok).length;
    const refused = probes.filter((o) => o.outcome.status === 429 || o.code === 'RATE_LIMITED').length;
    console.log(`  vote limit ${points}/min, ${probes.length} votes by one member alternating between the gateways: ${admitted} admitted, ${refused} refused (429 RATE_LIMITED); served ${[...proxy.served].map(([n, c]) => `${n} ${c}`).join(', ')}`);
    invariant(admitted === points && refused === probes.length - points, `two gateways: a limit of ${points} a minute admits exactly ${points} in total across both`);
    invariant([...proxy.served.values()].every((c) => c >= points / 2 - 1), 'two gateways: the proxy spread the probe over both gateways');

    // The storm through the proxy; gateway A is stopped (SIGTERM) half-way.
    for (const [k] of proxy.served) proxy.served.set(k, 0);
    const t0 = Date.now();
    const s = storm(members, 'two', PROXY);
    await sleep((seconds * 1000) / 2);
    const servedBefore = new Map(proxy.served);
    const killAt = Date.now();
    a.child.kill('SIGTERM');
    const exitA = await Promise.race([a.exit, sleep(GRACE_MS + 5_000).then(() => undefined)]);
    const aGoneAt = Date.now();
    const bBefore = proxy.served.get(b.name) ?? 0;
    await sleep((seconds * 1000) / 2);
    await s.stop();
    const list = ops.filter((o) => o.phase === 'two');
    printFigures('Two gateways (storm through the proxy)', list, (Date.now() - t0) / 1000);

    const afterStop = list.filter((o) => o.outcome.started >= aGoneAt);
    const limited = list.filter((o) => o.outcome.status === 429).length;
    console.log(`  served before the stop: ${[...servedBefore].map(([n, c]) => `${n} ${c}`).join(', ')}; after: ${b.name} ${(proxy.served.get(b.name) ?? 0) - bBefore} more`);
    console.log(`  ${a.name}: SIGTERM → ${exitA ? `exit ${exitA.code} after ${exitA.at - killAt} ms` : 'still running'}; ${proxy.badGateway} request(s) answered 502 by the proxy (dropped by a stopping gateway)`);
    console.log(`  after ${a.name} was gone: ${afterStop.length} votes, ${afterStop.filter((o) => o.ok).length} × 2xx, ${afterStop.filter((o) => o.outcome.status === 429).length} × 429, ${afterStop.filter((o) => (o.outcome.status ?? 0) >= 500 || o.outcome.error).length} failed`);
    console.log(`  rate-limited during the storm: ${limited} (members voting faster than ${points}/min)`);

    const expected = tally(members);
    const [row] = await sql<{ up: string; down: string }>(
      `SELECT count(*) FILTER (WHERE vote = 'up') AS up, count(*) FILTER (WHERE vote = 'down') AS down FROM article_votes WHERE article_id = $1 AND member_id = ANY($2::uuid[])`,
      [articleId, members.map((m) => m.id)],
    );
    const db = { up: Number(row!.up), down: Number(row!.down) };
    const exact = members.every((m) => m.pending.size === 0);
    console.log(`  sum of last acknowledged votes: ${fmt(expected)}; article_votes: ${fmt(db)}${exact ? '' : ' (some members have an unanswered request outstanding)'}`);
    invariant([...servedBefore.values()].every((c) => c > 0), 'two gateways: both served the storm before the stop');
    invariant(exitA !== undefined && exitA.code === 0, `two gateways: ${a.name} stopped cleanly (exit 0) under load`);
    invariant(list.every((o) => !((o.outcome.status ?? 0) >= 500 && o.outcome.status !== 502)), 'two gateways: no 5xx from a gateway');
    invariant(afterStop.length > 0 && afterStop.every((o) => o.ok || o.outcome.status === 429), `two gateways: ${b.name} kept answering every request after ${a.name} stopped`);
    invariant(!exact || same(db, expected), 'two gateways: tallies in the database equal the sum of acknowledged votes');
    // Everyone who ever voted on the article (the slow uploads of phase 3 too) is checked.
    await checkAcknowledged([...members, ...earlier, prober], 'two gateways');
    const readerTallies = await apiTallies(prober.token, PROXY);
    const all = await sql<{ up: string; down: string }>(
      `SELECT count(*) FILTER (WHERE vote = 'up') AS up, count(*) FILTER (WHERE vote = 'down') AS down FROM article_votes WHERE article_id = $1`,
      [articleId],
    );
    invariant(same(readerTallies.rest, { up: Number(all[0]!.up), down: Number(all[0]!.down) }), `two gateways: the article read through ${b.name} shows the database's tallies`);
  } finally {
    await proxy.close();
    for (const g of [a, b]) {
      if (g.child.exitCode === null && g.child.signalCode === null) {
        g.child.kill('SIGTERM');
        await Promise.race([g.exit, sleep(GRACE_MS + 5_000)]);
      }
    }
    await stopDatabase();
  }
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Load and faults: gateway ${BASE} (sources), PostgreSQL 127.0.0.1:${PG_PORT} in .data/pg-load`);
  await startDatabase();
  await recreateDatabase();
  await startGateway();

  const ds = { query: (text: string, params?: unknown[]) => sql(text, params) } as unknown as DataSource;
  const issuer = `${SITE_URL}/auth/v1`;
  const author = await buildMember(ds, { issuer });
  articleId = (await buildArticle(ds, { title: 'The article everyone votes on', submittedBy: author.id })).id;
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, MEMBERS - i) }, () => buildMember(ds, { issuer })));
    members.push(...batch.map((b) => ({ id: b.id, token: b.token, acked: null, pending: new Set<VoteState>() })));
  }
  const slowMembers: Member[] = (await Promise.all([1, 2, 3].map(() => buildMember(ds, { issuer })))).map((b) => ({ id: b.id, token: b.token, acked: null, pending: new Set<VoteState>() }));
  console.log(`${members.length} members signed in (+3 for slow requests); article ${articleId}`);

  await phaseStorm(members, { id: author.id, token: author.token, acked: null, pending: new Set() });
  await phaseFault(members);
  await phaseSigterm(members, slowMembers);
  const prober = await (async () => {
    await startDatabase();
    const b = await buildMember(ds, { issuer });
    await stopDatabase();
    return { id: b.id, token: b.token, acked: null, pending: new Set<VoteState>() } as Member;
  })();
  await phaseTwoGateways(members, prober, slowMembers);

  console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s, ${ops.length} votes sent.`);
  console.log(failures.length ? `Invariants: FAILED (${failures.length})\n${failures.map((f) => `  - ${f}`).join('\n')}` : 'Invariants: OK');
  if (failures.length) process.exitCode = 1;
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopGateway().catch(() => undefined);
    for (const child of spawned) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await stopDatabase().catch(() => undefined);
    agent.destroy();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the gateway and PostgreSQL…`);
    void cleanup().then(() => process.exit(130));
  });
}

try {
  await main();
} catch (err) {
  console.error(`load: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  if (readGatewayLog()) console.error(`Gateway log (last lines):\n${readGatewayLog().slice(-3_000)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
process.exit(process.exitCode === undefined ? 0 : Number(process.exitCode));
