// `npm run bench [-- <case name>…]`: each case in cases.ts through GraphQL and through its REST
// twin, side by side, on the loopback interface. Not part of `npm test`. `npm run bench -- organization`
// measures the portal at a real organization's size instead (organization-bench.ts).
//
// Without BENCH_URL it starts its own gateway (the build if it is newer than gateway/src, else
// the TypeScript sources through @swc-node) on port 8200 (BENCH_PORT) with its own embedded
// PostgreSQL in .data/pg-bench on port 54349 (BENCH_PG_PORT), and always stops it again, on errors
// and Ctrl-C too.
//
// Cases with a floor (cases.ts, floors.ts) are measured a third time against one hand-written
// SQL statement served over HTTP by floor-server.ts (its own process), after checking that the
// floor answers with the same items as the gateway; the table gives each transport's req/s as a
// ratio to the floor's, and the run fails (exit 1) when one is below FLOOR_RATIO_MIN (0.3).
//
// With the staff dashboard among the cases, the bench also measures it with BENCH_SCALE (10) times
// the legislators (synthetic copies it generates, then removes): one request at a time, time and
// gateway CPU per legislator against the 1× figures (issue #13: within 20%) and the gateway's peak
// memory (BENCH_GATEWAY_PID names the process with BENCH_URL). The dashboard is measured cached (the
// gateway as configured) and uncached (a second gateway on BENCH_PORT+1 on the same database with
// RESPONSE_CACHE_MB=0, or BENCH_UNCACHED_URL with BENCH_URL); the 10× run uses the uncached one.
//
// Environment: BENCH_URL (an already running gateway, loopback only), BENCH_DURATION (seconds
// per side, default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (seconds, default 2),
// BENCH_JSON (write the results to this file as well), BENCH_TOKEN (an access token instead of
// signing in), BENCH_DATABASE_URL (BENCH_URL's database, for the bench content and the floors),
// BENCH_NODE_FLAGS (Node or V8 flags for the gateways it starts, space-separated: to try a V8 setting
// such as `--no-memory-reducer` on the real workload).
//
// `npm run bench -- search` (alone or with cases) measures search instead, at an organization's
// size, one request at a time beside its raw SQL statement (search.ts); not part of a run without
// arguments, since it generates the large organization in the bench's database.
//
// The parts: sides.ts (each case's two requests, their tokens and checks), measure-compression.ts
// and measure-scale.ts (the staff dashboard's extra figures), settings.ts (BENCH_DURATION,
// BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_SCALE).
import autocannon, { type Instance, type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { writeFileSync } from 'node:fs';
import { embeddedUrl } from '../../gateway/src/db/embedded.js';
import { cases, importSharedDataOnce, type BenchCase } from './cases.js';
import { isHealthy, loopbackBase, OwnGateway, ownGateways, positiveInt, ROOT } from './gateway-process.js';
import { measureCompression } from './measure-compression.js';
import { measureScale } from './measure-scale.js';
import { runOrganizationBench } from './organization-bench.js';
import { benchSearch } from './search.js';
import { connections, duration, scaleFactor, warmup } from './settings.js';
import { authHeaders, check, lastXCache, sides, viewerIdOf, type Side } from './sides.js';

const OWN_PORT = positiveInt('BENCH_PORT', 8200);
const OWN_PG_PORT = positiveInt('BENCH_PG_PORT', 54349);
const DASHBOARD = 'legislators dashboard';
/** `npm run bench -- search`: search.ts, not a case of cases.ts. */
const SEARCH = 'search';

/** Issue #13: no member-facing operation below 0.3× its floor's throughput. */
const FLOOR_RATIO_MIN = 0.3;

const own = ownGateways;
let running: Instance | undefined;

/** Where two JSON values differ (paths, first few), for the floor check. */
function differences(a: unknown, b: unknown, path = '', out: string[] = []): string[] {
  if (out.length >= 6 || isDeepStrictEqual(a, b)) return out;
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((v, i) => differences(v, b[i], `${path}[${i}]`, out));
  } else if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, out);
  } else {
    const show = (v: unknown) => JSON.stringify(v)?.slice(0, 80);
    out.push(`${path || '(body)'}: gateway ${show(a)}, floor ${show(b)}`);
  }
  return out;
}

/** The items a response lists (the first array under data), by id, to compare gateway and floor. */
function itemIds(json: unknown): string[] | null {
  const data = (json as { data?: Record<string, unknown> } | undefined)?.data;
  const value = data && Object.values(data)[0];
  const list = Array.isArray(value) ? value : (value as Record<string, unknown> | undefined)?.articles;
  return Array.isArray(list) ? list.map((x: { id?: string; articleId?: string }) => String(x.id ?? x.articleId)) : value ? [String((value as { id?: string }).id)] : null;
}

/** The floor server (floor-server.ts) in its own process, serving every case's statement. */
async function startFloors(databaseUrl: string, floors: { sql: string; params: unknown[] }[]): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'perf/bench/floor-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, SWC_NODE_PROJECT: 'gateway/tsconfig.json', FLOOR_DATABASE_URL: databaseUrl, FLOOR_POOL: String(Math.min(connections, 20)), FLOOR_CASES: JSON.stringify(floors) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  floorServer = child;
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the floor server exited during start-up (code ${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

let floorServer: ChildProcess | undefined;

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
  transport: 'GraphQL' | 'REST' | 'floor';
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ratio?: number;
  /** req/s as a share of the floor's req/s, and p50 as a multiple of the floor's. */
  ofFloor?: { reqPerSec: number; p50: number };
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
  const header = ['case', 'transport', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'REST/GraphQL', 'req/s ÷ floor', 'p50 × floor'];
  const body = rows.map((r) => [
    r.case,
    r.transport,
    r.reqPerSec.toFixed(r.reqPerSec < 10 ? 1 : 0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}×`,
    r.ofFloor ? `${r.ofFloor.reqPerSec.toFixed(2)}${r.ofFloor.reqPerSec < FLOOR_RATIO_MIN ? ' LOW' : ''}` : '',
    r.ofFloor ? `${r.ofFloor.p50.toFixed(2)}` : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  // A real organization's size, on a gateway and database of its own (organization-bench.ts).
  if (wanted.includes('organization')) return runOrganizationBench();
  const searchWanted = wanted.includes(SEARCH);
  const unknown = wanted.filter((w) => w !== SEARCH && !cases.some((c) => c.name === w));
  if (unknown.length) throw new Error(`unknown case(s): ${unknown.join(', ')}; known: ${[...cases.map((c) => c.name), 'organization', SEARCH].join(', ')}`);
  const selected = wanted.length ? cases.filter((c) => wanted.includes(c.name)) : cases;

  const base = process.env.BENCH_URL ? loopbackBase(process.env.BENCH_URL) : await new OwnGateway(OWN_PORT, {}, 'gateway').start();
  if (process.env.BENCH_URL && !(await isHealthy(base))) throw new Error(`${base}/api/health does not answer 200`);
  // The staff dashboard is measured twice: as configured (its response cache on by default) and
  // on a gateway without the cache (RESPONSE_CACHE_MB=0) on the same database, so the uncached
  // path — the work itself — has figures of its own (issue #13 item 2).
  const dashboardSelected = selected.some((c) => c.name === DASHBOARD);
  let uncachedBase: string | undefined;
  if (dashboardSelected) {
    if (process.env.BENCH_URL) uncachedBase = process.env.BENCH_UNCACHED_URL ? loopbackBase(process.env.BENCH_UNCACHED_URL) : undefined;
    else uncachedBase = await new OwnGateway(
      OWN_PORT + 1,
      // The same site (token issuer) as the first gateway, as two gateways behind one balancer.
      { RESPONSE_CACHE_MB: '0', DATABASE_URL: embeddedUrl(OWN_PG_PORT, 'portal'), SITE_URL: process.env.SITE_URL ?? base },
      'uncached gateway',
    ).start();
  }
  const databaseUrl = process.env.BENCH_URL ? process.env.BENCH_DATABASE_URL : embeddedUrl(OWN_PG_PORT, 'portal');
  if (searchWanted) {
    if (!databaseUrl) throw new Error('the search benchmark needs the database (set BENCH_DATABASE_URL with BENCH_URL)');
    const met = await benchSearch({
      base,
      databaseUrl,
      signIn: async (account) => (await authHeaders(base, { signInAs: account } as BenchCase)).Authorization!.replace(/^Bearer /, ''),
      importLegislators: importSharedDataOnce,
    });
    if (!met) process.exitCode = 1;
    if (!selected.length) return;
  }

  console.log(
    `Benchmarking ${base}${uncachedBase ? ` (and ${uncachedBase} without the response cache)` : ''}: ${selected.length} case(s), ${duration} s per side after ${warmup} s warm-up, ${connections} connections.`,
  );

  type Prepared = { c: BenchCase; label: string; graphql: Side; rest: Side; floor?: Side; floorIndex?: number; answer?: unknown; uncached?: boolean };
  const prepared: Prepared[] = [];
  const floors: { sql: string; params: unknown[] }[] = [];
  for (const c of selected) {
    await c.prepare?.({ databaseUrl });
    const headers = await authHeaders(base, c);
    const variants: { b: string; uncached: boolean }[] = [{ b: base, uncached: false }];
    if (c.name === DASHBOARD && uncachedBase) variants.push({ b: uncachedBase, uncached: true });
    for (const { b, uncached } of variants) {
      const { graphql, rest } = sides(b, c, headers);
      const answer = await check(c.name, 'GraphQL', graphql);
      let label = c.name;
      if (c.name === DASHBOARD) {
        // A second request shows whether a cache answers (X-Cache: hit).
        await check(c.name, 'GraphQL', graphql);
        label = `${c.name} (${lastXCache === 'hit' ? 'cached' : 'uncached'})`;
      }
      await check(c.name, 'REST', rest);
      const entry: Prepared = { c, label, graphql, rest, uncached };
      if (c.floor && databaseUrl) {
        entry.floorIndex = floors.push({ sql: c.floor.sql, params: c.floor.params?.(viewerIdOf(headers)) ?? [] }) - 1;
        entry.answer = answer;
      }
      prepared.push(entry);
    }
  }
  if (floors.length) {
    const { base: floorBase } = await startFloors(databaseUrl!, floors);
    console.log('Floors (one SQL statement each, served over HTTP) against the gateway\'s GraphQL answer:');
    for (const entry of prepared) {
      if (entry.floorIndex === undefined) continue;
      entry.floor = { url: `${floorBase}/floor/${entry.floorIndex}`, method: 'GET', headers: { accept: 'application/json' } };
      const floorAnswer = await check(entry.c.name, 'floor', entry.floor);
      const sameItems = isDeepStrictEqual(itemIds(entry.answer), itemIds(floorAnswer));
      const diffs = differences(entry.answer, floorAnswer);
      console.log(`  ${entry.label}: ${sameItems ? 'same items' : 'DIFFERENT ITEMS'}${diffs.length ? `; fields that differ: ${diffs.join('; ')}` : '; identical'}`);
      if (!sameItems) throw new Error(`${entry.label}: the floor does not return the items the gateway returns; fix floors.ts before comparing`);
    }
  }

  const rows: Row[] = [];
  for (const { label, graphql, rest, floor } of prepared) {
    console.log(`  ${label}: GraphQL…`);
    const g = row(label, 'GraphQL', await measure(graphql, `${label} graphql`));
    console.log(`  ${label}: REST…`);
    const r = row(label, 'REST', await measure(rest, `${label} rest`));
    r.ratio = g.reqPerSec > 0 ? r.reqPerSec / g.reqPerSec : undefined;
    rows.push(g, r);
    if (floor) {
      console.log(`  ${label}: floor…`);
      const f = row(label, 'floor', await measure(floor, `${label} floor`));
      for (const x of [g, r]) x.ofFloor = { reqPerSec: f.reqPerSec > 0 ? x.reqPerSec / f.reqPerSec : 0, p50: f.p50 > 0 ? x.p50 / f.p50 : 0 };
      rows.push(f);
    }
  }

  printTable(rows);
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.log('\nSome requests failed (non-2xx or errors): those numbers are not comparable.');
    process.exitCode = 1;
  }
  const pidOf = (p: Prepared) =>
    (p.uncached ? own.find((g) => g.base === uncachedBase)?.child.pid : own[0]?.child.pid) ??
    (!p.uncached && process.env.BENCH_GATEWAY_PID ? Number(process.env.BENCH_GATEWAY_PID) : undefined);
  const dashboards = prepared.filter((p) => p.c.name === DASHBOARD);
  if (dashboards.length) await measureCompression(dashboards.map((p) => ({ label: p.label, graphql: p.graphql, rest: p.rest, pid: pidOf(p) })));

  // Growth is a property of the work, so it is measured without the cache where there is a gateway
  // without one (a cached answer costs the same at any size).
  const dashboard = prepared.find((p) => p.c.name === DASHBOARD && p.uncached) ?? prepared.find((p) => p.c.name === DASHBOARD);
  if (dashboard && databaseUrl && scaleFactor > 1) {
    const pid = pidOf(dashboard);
    if (dashboard.label.endsWith('(cached)')) console.log('\nNote: the 10× figures below are of cached answers (set BENCH_UNCACHED_URL to a gateway with RESPONSE_CACHE_MB=0).');
    await measureScale(dashboard, databaseUrl, pid);
  }

  const low = rows.filter((r) => r.ofFloor && r.ofFloor.reqPerSec < FLOOR_RATIO_MIN);
  if (low.length) {
    console.log(`\nBelow ${FLOOR_RATIO_MIN}× the floor: ${low.map((r) => `${r.case} (${r.transport})`).join(', ')}.`);
    process.exitCode = 1;
  }
  if (process.env.BENCH_JSON) {
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ base, duration, connections, warmup, rows }, null, 2));
    console.log(`Results written to ${process.env.BENCH_JSON}`);
  }
}

async function shutdown(code: number): Promise<never> {
  running?.stop();
  floorServer?.kill('SIGTERM');
  // The first one owns the embedded PostgreSQL: the others stop first.
  for (const g of [...own].reverse()) await g.stop();
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
  const cause = err instanceof Error && err.cause ? ` (${String((err.cause as Error).message ?? err.cause)})` : '';
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}${cause}`);
  await shutdown(1);
}
