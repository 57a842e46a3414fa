// `npm run bench [-- <case name>…]`: each case in cases.ts through GraphQL and through its REST
// twin, side by side, on the loopback interface. Not part of `npm test`.
//
// Without BENCH_URL it starts its own gateway (the build if it is newer than gateway/src, else
// the TypeScript sources through @swc-node) on port 8200 with its own embedded PostgreSQL in .data/pg-bench,
// and always stops it again, on errors and Ctrl-C too.
//
// Environment: BENCH_URL (an already running gateway, loopback only), BENCH_DURATION (seconds
// per side, default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (seconds, default 2),
// BENCH_JSON (write the results to this file as well), BENCH_TOKEN (an access token instead of
// signing in), BENCH_DATABASE_URL (for the SQL rows against BENCH_URL's database).
import autocannon, { type Instance, type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedUrl } from '../../gateway/src/db/embedded.js';
import { cases, type BenchCase } from './cases.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILT_ENTRY = 'gateway/dist/gateway/src/main.js';
const SOURCE_ENTRY = 'gateway/src/main.ts';
const OWN_PORT = 8200;
const OWN_PG_PORT = 54349;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const duration = positiveInt('BENCH_DURATION', 10);
const connections = positiveInt('BENCH_CONNECTIONS', 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);

let gateway: ChildProcess | undefined;
let gatewayLog = '';
let ready = false;
let running: Instance | undefined;
let stopping: Promise<void> | undefined;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function loopbackBase(raw: string): string {
  const url = new URL(raw);
  if (!LOOPBACK.has(url.hostname)) {
    throw new Error(`BENCH_URL must point at this machine (localhost, 127.0.0.1 or [::1]), got ${url.host}`);
  }
  return url.origin;
}

async function isHealthy(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

async function startGateway(): Promise<string> {
  const base = `http://localhost:${OWN_PORT}`;
  if (await isHealthy(base)) {
    throw new Error(`something already answers on ${base}; stop it, or benchmark it with BENCH_URL=${base}`);
  }
  // The build when it is current (what `npm start` runs); the sources when there is none or
  // gateway/src changed since, so the numbers are always for the code as it stands.
  const hasBuild = existsSync(`${ROOT}${BUILT_ENTRY}`);
  const stale = hasBuild && newestMtime(`${ROOT}gateway/src`) > statSync(`${ROOT}${BUILT_ENTRY}`).mtimeMs;
  const built = hasBuild && !stale;
  if (stale) console.log('gateway/src changed since the last build, so the sources are measured (`npm run build` to use the build).');
  const args = built ? [BUILT_ENTRY] : ['--import', '@swc-node/register/esm-register', SOURCE_ENTRY];
  console.log(`Starting the gateway from ${built ? BUILT_ENTRY : SOURCE_ENTRY} on port ${OWN_PORT}…`);

  gateway = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(OWN_PORT),
      EMBEDDED_PG_DIR: '.data/pg-bench',
      EMBEDDED_PG_PORT: String(OWN_PG_PORT),
      // From the repository root @swc-node would read the root tsconfig.json, which has no
      // decorator settings; the gateway's own has experimentalDecorators + emitDecoratorMetadata.
      ...(built ? {} : { SWC_NODE_PROJECT: 'gateway/tsconfig.json' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only this script, which then
    // stops the gateway with SIGTERM so it can shut its embedded PostgreSQL down in order.
    detached: true,
  });
  gateway.once('exit', (code, signal) => {
    if (ready && !stopping) console.error(`\nThe gateway exited unexpectedly (${signal ?? `code ${code}`}). Its last output:\n${gatewayLog.slice(-4_000)}`);
  });
  const keep = (chunk: Buffer) => {
    gatewayLog = (gatewayLog + chunk.toString()).slice(-20_000);
  };
  gateway.stdout!.on('data', keep);
  gateway.stderr!.on('data', keep);

  const exited = new Promise<never>((_, reject) => {
    gateway!.once('exit', (code, signal) =>
      reject(new Error(`the gateway exited during start-up (${signal ?? `code ${code}`})\n${gatewayLog}`)),
    );
  });
  exited.catch(() => {});
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (await Promise.race([isHealthy(base), exited])) {
      ready = true;
      return base;
    }
    await Promise.race([new Promise((r) => setTimeout(r, 250)), exited]);
  }
  throw new Error(`the gateway did not answer ${base}/api/health within 180 s\n${gatewayLog}`);
}

function stopGateway(): Promise<void> {
  stopping ??= new Promise<void>((resolve) => {
    const child = gateway;
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    // The child leads its own process group, which holds its embedded PostgreSQL too: if the
    // gateway hangs, SIGINT to the group makes PostgreSQL do a fast shutdown, and only then
    // does SIGKILL end whatever is left, so no postmaster is orphaned.
    const group = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    const interrupt = setTimeout(() => {
      console.error(`The gateway did not stop within 15 s of SIGTERM; interrupting its process group.\n${gatewayLog.slice(-2_000)}`);
      group('SIGINT');
    }, 15_000);
    const kill = setTimeout(() => group('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(interrupt);
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
  return stopping;
}

interface Side {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

const tokens = new Map<string, string>();

/** An access token for the case's account, from the gateway's /auth/v1 (once per account). */
async function authHeaders(base: string, c: BenchCase): Promise<Record<string, string>> {
  if (!c.signInAs) return {};
  if (process.env.BENCH_TOKEN) return { Authorization: `Bearer ${process.env.BENCH_TOKEN}` };
  let token = tokens.get(c.signInAs.email);
  if (!token) {
    const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: process.env.SUPABASE_ANON_KEY || 'local-dev-anon-key' },
      body: JSON.stringify(c.signInAs),
    });
    if (!res.ok) throw new Error(`sign-in as ${c.signInAs.email} failed: ${res.status} ${await res.text()}`);
    token = ((await res.json()) as { access_token: string }).access_token;
    tokens.set(c.signInAs.email, token);
  }
  return { Authorization: `Bearer ${token}` };
}

/** The same rows straight from PostgreSQL: `connections` concurrent loops for `duration` seconds. */
async function measureSql(databaseUrl: string, sql: string): Promise<{ reqPerSec: number; p50: number; p99: number; errors: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const latencies: number[] = [];
  let errors = 0;
  const run = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const t0 = performance.now();
      try {
        await pool.query(sql);
        if (record) latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  try {
    if (warmup > 0) await Promise.all(Array.from({ length: connections }, () => run(Date.now() + warmup * 1000, false)));
    const started = Date.now();
    await Promise.all(Array.from({ length: connections }, () => run(started + duration * 1000, true)));
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { reqPerSec: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
  } finally {
    await pool.end();
  }
}

function sides(base: string, c: BenchCase, headers: Record<string, string>): { graphql: Side; rest: Side } {
  return {
    graphql: {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ query: c.graphql.query, variables: c.graphql.variables }),
    },
    rest: {
      url: `${base}${c.rest.path}`,
      method: c.rest.method,
      headers: {
        accept: 'application/json',
        ...(c.rest.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: c.rest.body === undefined ? undefined : JSON.stringify(c.rest.body),
    },
  };
}

// One request per side first: measuring error responses would produce meaningless numbers.
async function check(name: string, transport: string, side: Side): Promise<void> {
  const res = await fetch(side.url, { method: side.method, headers: side.headers, body: side.body });
  const text = await res.text();
  let errors: unknown;
  try {
    errors = (JSON.parse(text) as { errors?: unknown }).errors;
  } catch {
    errors = undefined;
  }
  if (!res.ok || (transport === 'GraphQL' && errors)) {
    throw new Error(`${name} / ${transport}: ${side.method} ${side.url} answered ${res.status}: ${text.slice(0, 500)}`);
  }
}

async function measure(side: Side, title: string): Promise<Result> {
  running = autocannon({
    title,
    url: side.url,
    method: side.method,
    headers: side.headers,
    body: side.body,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
  });
  try {
    return await running;
  } finally {
    running = undefined;
  }
}

interface Row {
  case: string;
  transport: 'GraphQL' | 'REST' | 'SQL';
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ratio?: number;
}

function row(name: string, transport: Row['transport'], r: Result): Row {
  return {
    case: name,
    transport,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

function printTable(rows: Row[]): void {
  const header = ['case', 'transport', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'REST/GraphQL'];
  const body = rows.map((r) => [
    r.case,
    r.transport,
    r.reqPerSec.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !cases.some((c) => c.name === w));
  if (unknown.length) throw new Error(`unknown case(s): ${unknown.join(', ')}; known: ${cases.map((c) => c.name).join(', ')}`);
  const selected = wanted.length ? cases.filter((c) => wanted.includes(c.name)) : cases;

  const base = process.env.BENCH_URL ? loopbackBase(process.env.BENCH_URL) : await startGateway();
  if (process.env.BENCH_URL && !(await isHealthy(base))) throw new Error(`${base}/api/health does not answer 200`);
  console.log(
    `Benchmarking ${base}: ${selected.length} case(s), ${duration} s per side after ${warmup} s warm-up, ${connections} connections.`,
  );

  const databaseUrl = process.env.BENCH_URL ? process.env.BENCH_DATABASE_URL : embeddedUrl(OWN_PG_PORT, 'portal');
  const rows: Row[] = [];
  for (const c of selected) {
    await c.prepare?.();
    const { graphql, rest } = sides(base, c, await authHeaders(base, c));
    await check(c.name, 'GraphQL', graphql);
    await check(c.name, 'REST', rest);
    console.log(`  ${c.name}: GraphQL…`);
    const g = row(c.name, 'GraphQL', await measure(graphql, `${c.name} graphql`));
    console.log(`  ${c.name}: REST…`);
    const r = row(c.name, 'REST', await measure(rest, `${c.name} rest`));
    r.ratio = g.reqPerSec > 0 ? r.reqPerSec / g.reqPerSec : undefined;
    rows.push(g, r);
    if (c.sql && databaseUrl) {
      console.log(`  ${c.name}: SQL…`);
      const q = await measureSql(databaseUrl, c.sql);
      rows.push({ case: c.name, transport: 'SQL', reqPerSec: q.reqPerSec, p50: q.p50, p99: q.p99, non2xx: 0, errors: q.errors });
    }
  }

  printTable(rows);
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.log('\nSome requests failed (non-2xx or errors): those numbers are not comparable.');
    process.exitCode = 1;
  }
  if (process.env.BENCH_JSON) {
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ base, duration, connections, warmup, rows }, null, 2));
    console.log(`Results written to ${process.env.BENCH_JSON}`);
  }
}

async function shutdown(code: number): Promise<never> {
  running?.stop();
  await stopGateway();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`);
    void shutdown(130);
  });
}
process.once('uncaughtException', (err) => {
  console.error(err);
  void shutdown(1);
});

try {
  await main();
  await shutdown(process.exitCode === undefined ? 0 : Number(process.exitCode));
} catch (err) {
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
  await shutdown(1);
}
