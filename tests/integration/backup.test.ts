import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../gateway/src/config/config.js';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { runMigrationsExclusively } from '../../gateway/src/db/database.js';
import { seedDemoData } from '../../gateway/src/db/seed.js';
import { seedDemoAuthUsers } from '../../gateway/src/auth/gotrue/demo-users.js';
import { createLogger } from '../../gateway/src/config/logger.js';
import { migrateJobQueue } from '../../gateway/src/jobs/queue.js';
import { LOCAL_DEV_ANON_KEY } from '../../gateway/src/config/config.js';
import { startMatchingPostgres, type MatchingServer } from '../setup/matching-postgres.js';
import { startTestPortal } from '../setup/portal.js';

// Issue #17 item 6: `npm run db:backup` / `db:restore` (pg_dump / pg_restore) — a backup restored
// into a fresh database, and the portal started on it; a restore into a non-empty database refused
// unless --replace. Runs the real npm scripts against a PostgreSQL server this machine's pg_dump can
// dump (pg_dump refuses newer servers; see tests/setup/matching-postgres.ts).

const exec = promisify(execFile);
const WORK = path.join(REPO_ROOT, '.data/backup-test');
const DIR = path.join(WORK, 'pg');
const FILE = path.join(WORK, 'portal.dump');
let server: MatchingServer | undefined;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: server!.url('postgres') });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** An npm script of the repository with DATABASE_URL set; resolves with its exit code and output. */
async function npmRun(script: string, args: string[], databaseUrl: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await exec('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', NODE_ENV: 'development' },
      maxBuffer: 8 * 1024 * 1024,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

beforeAll(async () => {
  mkdirSync(WORK, { recursive: true });
  server = await startMatchingPostgres(DIR);
  if (!server) throw new Error('No PostgreSQL server with a matching pg_dump on this machine (Debian: apt-get install postgresql); .ci/run installs one.');
  for (const db of ['source', 'fresh', 'busy']) await admin(`CREATE DATABASE ${db}`);
  const ds = createDataSource(server.url('source'), { poolSize: 3 });
  await ds.initialize();
  await runMigrationsExclusively(ds);
  // As a running portal's database: the job queue's schema (pgboss) too, so the archive carries it.
  await migrateJobQueue(server.url('source'), createLogger('silent'));
  await seedDemoData(ds);
  await seedDemoAuthUsers(ds);
  await ds.query("INSERT INTO rate_limits (key, points, expire) VALUES ('vote:member:x', 5, $1)", [Date.now() + 60_000]);
  await ds.destroy();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(WORK, { recursive: true, force: true });
});

describe('npm run db:backup and db:restore', () => {
  it('backs up with pg_dump, restores into a fresh database, and the portal runs on it (sign-in included)', async () => {
    const backup = await npmRun('db:backup', ['--out', FILE], server!.url('source'));
    expect(backup.out).toMatch(/Backed up DATABASE_URL \(PostgreSQL \d+\) with pg_dump \d+ to/);
    expect(backup.code).toBe(0);
    expect(existsSync(FILE)).toBe(true);

    const restore = await npmRun('db:restore', [FILE], server!.url('fresh'));
    expect(restore.out).toContain('Restored');
    expect(restore.code).toBe(0);

    const portal = await startTestPortal('unused', { DATABASE_URL: server!.url('fresh'), AUTH_AUTOCONFIRM: 'false' });
    try {
      expect((await portal.rest('GET', '/api/ready')).body).toMatchObject({ status: 'ready', migrations: 'current' });
      const [{ n }] = await portal.dataSource.query("SELECT count(*)::int AS n FROM members WHERE email = 'member@demo.local'");
      expect(n).toBe(1);
      // Rate-limit counters are not carried over.
      expect(await portal.dataSource.query('SELECT * FROM rate_limits')).toEqual([]);
      // The restored accounts sign in, and the API answers with the restored data.
      const res = await fetch(`${portal.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_DEV_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'member@demo.local', password: 'member-demo-1' }),
      });
      expect(res.status).toBe(200);
      const { access_token } = (await res.json()) as { access_token: string };
      const stories = await portal.rest('GET', '/api/stories', { token: access_token });
      expect(stories.status).toBe(200);
      expect(stories.body.length).toBeGreaterThan(0);
    } finally {
      await portal.close();
    }
  }, 120_000);

  it('refuses to restore into a non-empty database unless told to replace, and changes nothing', async () => {
    await admin('SELECT 1');
    const c = new pg.Client({ connectionString: server!.url('busy') });
    await c.connect();
    await c.query('CREATE TABLE notes (id int PRIMARY KEY, body text)');
    await c.query("INSERT INTO notes VALUES (1, 'keep me')");
    await c.end();

    const refused = await npmRun('db:restore', [FILE], server!.url('busy'));
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('The database is not empty: 1 table(s), e.g. notes');
    expect(refused.out).toContain('--replace');
    const check = new pg.Client({ connectionString: server!.url('busy') });
    await check.connect();
    expect((await check.query('SELECT body FROM notes')).rows).toEqual([{ body: 'keep me' }]);
    expect((await check.query("SELECT to_regclass('members') AS t")).rows[0].t).toBeNull();

    const replaced = await npmRun('db:restore', [FILE, '--replace'], server!.url('busy'));
    expect(replaced.out).toContain('replacing 1 table(s)');
    expect(replaced.code).toBe(0);
    expect((await check.query("SELECT count(*)::int AS n FROM members WHERE email = 'member@demo.local'")).rows[0].n).toBe(1);
    await check.end();
  }, 120_000);

  it('refuses a file that is not a backup, and says which pg_dump a server needs', async () => {
    const bogus = path.join(WORK, 'not-a-dump.dump');
    writeFileSync(bogus, 'hello');
    const res = await npmRun('db:restore', [bogus], server!.url('fresh'));
    expect(res.code).toBe(1);
    expect(res.out).toContain('is not a pg_dump archive');
    const missing = await npmRun('db:restore', [path.join(WORK, 'nowhere.dump')], server!.url('fresh'));
    expect(missing.out).toContain('No backup at');
    const { pgToolFor } = await import('../../gateway/src/db/backup.js');
    await expect(pgToolFor('pg_dump', 99)).rejects.toThrow(/pg_dump 99 or newer is needed .* set PG_BIN_DIR/);
  }, 60_000);
});
