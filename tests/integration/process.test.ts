import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../gateway/src/config/config.js';
import { freshDatabase } from '../setup/db.js';
import { freePort } from '../setup/global-database.js';
import { createLogger } from '../../gateway/src/config/logger.js';
import { stopLeftover } from '../../gateway/src/db/embedded.js';
import { signAccessToken } from '../factories/tokens.js';

/**
 * The gateway as a user runs it: a separate Node process with its own embedded PostgreSQL.
 * Checks what `npm start` promises: migrations on start, data kept across restarts, a clean exit
 * on SIGTERM, recovery after a kill -9, and DATABASE_URL instead of the embedded server.
 */
const DATA_DIR = path.join(REPO_ROOT, '.data/pg-process-test');
const running = new Set<ChildProcess>();

const LEGACY_SECRET = 'process-test-legacy-jwt-secret-0123456789';

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

async function startGateway(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'gateway/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, SWC_NODE_PROJECT: 'gateway/tsconfig.json', NODE_ENV: 'development', PORT: String(port),
      // Hosted-auth mode with the legacy HS256 JWT secret: the test signs its own access tokens.
      SUPABASE_URL: 'https://project-ref.supabase.co', SUPABASE_JWT_SECRET: LEGACY_SECRET, SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start in time:\n${out}`)), 60_000);
    child.stdout!.on('data', () => {
      if (out.includes('Portal ready on')) {
        clearTimeout(timer);
        resolve({ child, baseUrl: `http://127.0.0.1:${port}`, output: () => out });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code} before it was ready:\n${out}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Every process now: id, parent id and command line (one that ends meanwhile is left out). */
function processes(): { pid: number; ppid: number; cmd: string }[] {
  const out: { pid: number; ppid: number; cmd: string }[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      out.push({ pid, ppid, cmd });
    } catch {
      // gone
    }
  }
  return out;
}

/** Live postgres processes (postmaster and backends) serving `dir`. */
function postgresOn(dir: string): number[] {
  const postmaster = (() => {
    try {
      return Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  })();
  return processes()
    .filter(({ pid, ppid, cmd }) => cmd.includes(dir) || (postmaster && (pid === postmaster || ppid === postmaster)))
    .map((p) => p.pid);
}

/** A process that still runs (not gone, not a zombie waiting for its parent). */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * SIGTERM: the portal exits 0 with "Stopped cleanly" as its last words, and neither its PostgreSQL
 * nor any of its `workers` is left running.
 */
async function expectCleanStop(gw: Started, dir: string, workers: number[] = []): Promise<void> {
  gw.child.kill('SIGTERM');
  expect(await exited(gw.child)).toBe(0);
  expect(gw.output()).toMatch(/Stopped cleanly\s*$/);
  expect(workers.filter(alive)).toEqual([]);
  expect(postgresOn(dir)).toEqual([]);
}

/** The cluster workers a gateway primary has started (its node children). */
function workersOf(primary: number): number[] {
  return processes()
    .filter(({ ppid, cmd }) => ppid === primary && cmd.includes('main.ts'))
    .map((p) => p.pid);
}

async function me(baseUrl: string, token: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

/** `npm start` runs in a process group of its own: npm, wireit and the gateway under it. */
const groups = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  // A test that failed half-way left `npm start` running: the gateway is npm's grandchild, and killing
  // npm alone would leave it (and its PostgreSQL) serving after the suite. Asked to stop, then made to.
  for (const npm of groups) {
    const signal = (s: NodeJS.Signals | 0) => {
      try {
        process.kill(-npm.pid!, s);
        return true;
      } catch {
        return false; // the group is gone
      }
    };
    if (!signal('SIGTERM')) continue;
    for (let waited = 0; waited < 10_000 && signal(0); waited += 100) await new Promise((r) => setTimeout(r, 100));
    signal('SIGKILL');
  }
});

describe('the gateway process', () => {
  it('keeps data across a clean restart, exits 0 on SIGTERM, and recovers after kill -9', async () => {
    const env = { EMBEDDED_PG_DIR: DATA_DIR, EMBEDDED_PG_PORT: String(await freePort()) };
    await stopLeftover(DATA_DIR, createLogger('silent'));
    rmSync(DATA_DIR, { recursive: true, force: true });
    const id = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const token = await signAccessToken({}, { sub: id, email: 'restart@example.org' }, { hs256Secret: LEGACY_SECRET, issuer: 'https://project-ref.supabase.co/auth/v1' });

    const first = await startGateway(env);
    expect(first.output()).toMatch(/Applied \d+ migration\(s\)/);
    expect((await me(first.baseUrl, token)).status).toBe(200); // creates the profile row
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('Stopped cleanly');
    expect(existsSync(path.join(DATA_DIR, 'postmaster.pid'))).toBe(false);

    const second = await startGateway(env);
    expect(second.output()).not.toContain('Applied');
    const again = await me(second.baseUrl, token);
    expect(again.body.data.email).toBe('restart@example.org');

    second.child.kill('SIGKILL'); // leaves its postgres child running on the data directory
    await exited(second.child);
    const third = await startGateway(env);
    expect(third.output()).toContain('left running');
    expect((await me(third.baseUrl, token)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await exited(third.child)).toBe(0);
  }, 180_000);

  it('refuses to start on a data directory a live portal uses, and leaves that portal running', async () => {
    const dir = path.join(REPO_ROOT, '.data/pg-process-owner');
    const env = { EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()) };
    await stopLeftover(dir, createLogger('silent'));
    const first = await startGateway(env);

    const second = await startGateway(env).then(
      (gw) => ({ started: true as const, gw }),
      (err: Error) => ({ started: false as const, message: err.message }),
    );
    expect(second.started).toBe(false);
    if (!second.started) {
      expect(second.message).toContain(`Another portal is already running on the data directory`);
      expect(second.message).toContain(`process ${first.child.pid}`);
      expect(second.message).toContain(`kill ${first.child.pid}`);
    }
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });

    await expectCleanStop(first, dir);
  }, 120_000);

  it('exits within its grace period, non-zero, when the database is stuck', async () => {
    const dir = path.join(REPO_ROOT, '.data/pg-process-stuck');
    await stopLeftover(dir, createLogger('silent'));
    const gw = await startGateway({ EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()), SHUTDOWN_GRACE_MS: '4000' });
    const stuck = postgresOn(dir);
    expect(stuck.length).toBeGreaterThan(0);
    for (const pid of stuck) process.kill(pid, 'SIGSTOP'); // every server process frozen
    try {
      const sent = Date.now();
      gw.child.kill('SIGTERM');
      const code = await exited(gw.child);
      const took = Date.now() - sent;
      expect(code).toBe(1);
      expect(took).toBeLessThan(4_000 + 1_500);
      expect(gw.output()).toMatch(/did not (finish|stop) within/);
    } finally {
      for (const pid of stuck) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // gone
        }
      }
    }
    // The gateway's exit sent the server a fast shutdown, which it carries out once it runs again.
    for (let waited = 0; waited < 10_000 && postgresOn(dir).length; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(postgresOn(dir)).toEqual([]);
  }, 120_000);

  it('npm start: builds only what is out of date, and SIGTERM or SIGINT to npm stops everything', async () => {
    const dir = path.join(REPO_ROOT, '.data/pg-process-npm');
    await stopLeftover(dir, createLogger('silent'));
    const env = { EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()) };
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const port = await freePort();
      // npm itself, as a process manager or a terminal would start it (npm's PATH puts the pinned Node first).
      const npm = spawn('npm', ['start'], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, PORT: String(port), SUPABASE_URL: 'https://project-ref.supabase.co', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      groups.add(npm);
      let out = '';
      npm.stdout!.on('data', (d) => (out += d));
      npm.stderr!.on('data', (d) => (out += d));
      for (let waited = 0; !out.includes('Portal ready on'); waited += 100) {
        if (waited > 120_000 || npm.exitCode !== null) throw new Error(`npm start did not get ready:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      // The second start finds both builds up to date (wireit: fingerprints of sources and lockfile).
      if (signal === 'SIGINT') expect(out).toMatch(/Ran 0 scripts and skipped 3/);
      const sent = Date.now();
      npm.kill(signal);
      expect(await exited(npm)).toBe(0);
      expect(Date.now() - sent).toBeLessThan(10_000);
      expect(out).toContain('Stopped cleanly');
      expect(postgresOn(dir)).toEqual([]);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    }
    // Built with vitest's NODE_ENV=test, it is still React's production build: in a clean clone
    // this is the build `npm test` leaves behind, which its e2e run and a later `npm start` serve
    // (wireit keeps it). It used to be React's development build (twice the size, far slower).
    expect(process.env.NODE_ENV).toBe('test');
    expect(developmentBuiltFiles()).toEqual([]);
  }, 240_000);

  it('GATEWAY_WORKERS=2: two workers share the port and the database, one that dies is replaced, SIGTERM stops all', async () => {
    const dir = path.join(REPO_ROOT, '.data/pg-process-workers');
    await stopLeftover(dir, createLogger('silent'));
    rmSync(dir, { recursive: true, force: true });
    const gw = await startGateway({ EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()), GATEWAY_WORKERS: '2' });
    expect(gw.output()).toContain('2 workers');
    await expect.poll(() => workersOf(gw.child.pid!).length, { timeout: 10_000 }).toBe(2);
    const [first] = workersOf(gw.child.pid!);

    // Every request sees the same data, whichever worker answers it.
    const token = await signAccessToken({}, { sub: '7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4c', email: 'workers@example.org' }, { hs256Secret: LEGACY_SECRET, issuer: 'https://project-ref.supabase.co/auth/v1' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => me(gw.baseUrl, token)));
    expect(answers.map((a) => [a.status, a.body.data?.email])).toEqual(Array.from({ length: 12 }, () => [200, 'workers@example.org']));

    // A worker that crashes is replaced; the portal keeps answering meanwhile.
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => gw.output(), { timeout: 10_000 }).toContain('starting another');
    await expect.poll(() => gw.output(), { timeout: 30_000 }).toMatch(/Gateway worker \d+ ready, in place of/);
    expect(workersOf(gw.child.pid!).filter((pid) => pid !== first)).toHaveLength(2);
    expect((await me(gw.baseUrl, token)).status).toBe(200);

    await expectCleanStop(gw, dir, workersOf(gw.child.pid!));
  }, 180_000);

  // node:cluster ends a worker whose channel to the primary closes; this holds the portal to it.
  it('GATEWAY_WORKERS=2: workers whose primary is killed with -9 stop too', async () => {
    const dir = path.join(REPO_ROOT, '.data/pg-process-workers');
    await stopLeftover(dir, createLogger('silent'));
    const gw = await startGateway({ EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()), GATEWAY_WORKERS: '2' });
    const workers = workersOf(gw.child.pid!);
    expect(workers).toHaveLength(2);
    gw.child.kill('SIGKILL');
    await exited(gw.child);
    await expect.poll(() => workers.filter(alive), { timeout: 15_000 }).toEqual([]);
    await stopLeftover(dir, createLogger('silent'));
    expect(postgresOn(dir)).toEqual([]);
  }, 120_000);

  it('uses DATABASE_URL instead of starting an embedded server, and migrates it', async () => {
    const url = await freshDatabase('process_external');
    const dir = path.join(REPO_ROOT, '.data/pg-should-not-exist');
    rmSync(dir, { recursive: true, force: true });
    const gw = await startGateway({ DATABASE_URL: url, EMBEDDED_PG_DIR: dir });
    expect(gw.output()).toContain('Database: DATABASE_URL');
    const health = await fetch(`${gw.baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(existsSync(dir)).toBe(false);
    gw.child.kill('SIGTERM');
    expect(await exited(gw.child)).toBe(0);
  }, 120_000);
});

/** Built client files that carry React's development code (its dev JSX runtime or its DevTools notice). */
function developmentBuiltFiles(): string[] {
  const dir = path.join(REPO_ROOT, 'client/dist/assets');
  return readdirSync(dir).filter((f) => f.endsWith('.js') && /jsxDEV|Download the React DevTools/.test(readFileSync(path.join(dir, f), 'utf8')));
}
