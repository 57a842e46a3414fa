import { readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../gateway/src/config/config.js';
import { createLogger } from '../../gateway/src/config/logger.js';
import { startEmbeddedPostgres, stopLeftover } from '../../gateway/src/db/embedded.js';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { migrateJobQueue } from '../../gateway/src/jobs/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection URL (database `postgres`) of the PostgreSQL server tests use. */
    databaseUrl: string;
    /** Name of a database with every migration applied, to clone with CREATE DATABASE … TEMPLATE. */
    templateDatabase: string;
  }
}

export const TEMPLATE_DATABASE = 'portal_test_template';

/**
 * One real PostgreSQL per test run: the embedded server in its own data directory (wiped first),
 * or the server named by TEST_DATABASE_URL (a role that may create databases).
 * A template database is migrated once (with the job queue's schema); suites clone it (tests/setup/db.ts).
 */
export default async function setup(project: TestProject) {
  const log = createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'warn');
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    // Each run gets its own data directory and a free port, so runs never step on each other.
    const root = path.join(REPO_ROOT, '.data/pg-test');
    await removeAbandonedRuns(root, log);
    const dir = path.join(root, String(process.pid));
    const embedded = await startEmbeddedPostgres({ dir, port: await freePort(), log });
    adminUrl = embedded.url('postgres');
    stop = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const ds = createDataSource(withDatabase(adminUrl, TEMPLATE_DATABASE), { poolSize: 2 });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  // The job queue's schema too (pgboss), as openDatabase installs it after the migrations.
  await migrateJobQueue(withDatabase(adminUrl, TEMPLATE_DATABASE), log);

  project.provide('databaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  return async () => {
    await stop?.();
  };
}

/** Data directories of earlier runs whose vitest process is gone (killed runs). */
async function removeAbandonedRuns(root: string, log: ReturnType<typeof createLogger>) {
  let entries: string[] = [];
  try {
    entries = readdirSync(root);
  } catch {
    return;
  }
  for (const name of entries) {
    const pid = Number(name);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) continue;
    await stopLeftover(path.join(root, name), log);
    rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
