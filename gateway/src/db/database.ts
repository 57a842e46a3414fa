import type { DataSource } from 'typeorm';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { createDataSource } from './data-source.js';
import { attachOrStartEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';
import { usePreparedStatements } from './prepared.js';
import { migrateJobQueue } from '../jobs/queue.js';

export const EMBEDDED_DATABASE_NAME = 'portal';

export interface Database {
  dataSource: DataSource;
  /** For log lines: the password redacted. */
  url: string;
  /** The URL as is, for the processes this one starts (cluster.ts); never logged. */
  connectionString: string;
  embedded: boolean;
  /** Where the data lives, for log lines and command summaries. */
  description: string;
  close(): Promise<void>;
}

/**
 * Connect to DATABASE_URL, or to the embedded PostgreSQL when it is not set; then run pending
 * migrations (ours, then the job queue's: jobs/queue.ts). close() ends the pool, then stops the
 * embedded server if this call started it. The demo data is the composition's step (seedDemo in
 * db/seed.ts, called by main.ts and the cluster's primary).
 *
 * The gateway owns its embedded server (`attach: false`: a leftover from a killed run is stopped
 * first). Command-line tools pass `attach: true` to use the server of a running portal instead.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  opts: { attach?: boolean; migrate?: boolean; poolSize?: number } = {},
): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.database.url;
  let description = 'DATABASE_URL';
  if (!url) {
    const where = { dir: config.database.embeddedDir, port: config.database.embeddedPort, log };
    const server = opts.attach ? await attachOrStartEmbeddedPostgres(where) : await startEmbeddedPostgres(where);
    embedded = server;
    await server.createDatabase(EMBEDDED_DATABASE_NAME);
    url = server.url(EMBEDDED_DATABASE_NAME);
    description = 'attached' in server && server.attached ? 'the running embedded PostgreSQL' : 'embedded PostgreSQL';
  }

  const dataSource = createDataSource(url, { poolSize: opts.poolSize ?? config.database.poolSize });
  usePreparedStatements(dataSource, config.database.preparedStatements);
  try {
    await dataSource.initialize();
    if (opts.migrate ?? config.database.migrateOnStart) {
      const ran = await runMigrationsExclusively(dataSource);
      if (ran.length) log.info(`Applied ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
      // The job queue's own schema (pgboss), installed and versioned by pg-boss: right after ours.
      await migrateJobQueue(url, log);
    } else {
      const pending = await pendingMigrations(dataSource);
      if (pending.length) log.warn(`${pending.length} migration(s) pending (${pending.join(', ')}): run \`npm run db:migrate\`; /api/ready answers 503 until then`);
    }
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }

  return {
    dataSource,
    url: redact(url),
    connectionString: url,
    embedded: Boolean(embedded),
    description,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      log.debug('Database pool closed');
      await embedded?.stop();
    },
  };
}

/**
 * Runs pending migrations while holding a PostgreSQL advisory lock, so gateways starting together
 * (or a release step beside a starting gateway) never run the same migration twice: the second
 * waits, then finds nothing pending.
 */
export async function runMigrationsExclusively(dataSource: DataSource) {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("SELECT pg_advisory_lock(hashtext('member-portal:migrations'))");
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query("SELECT pg_advisory_unlock(hashtext('member-portal:migrations'))").catch(() => undefined);
    await runner.release();
  }
}

/** Names of the migrations this build has that the database has not applied yet. */
export async function pendingMigrations(dataSource: Pick<DataSource, 'query' | 'migrations'>): Promise<string[]> {
  const [{ exists }]: { exists: boolean }[] = await dataSource.query("SELECT to_regclass('migrations') IS NOT NULL AS exists");
  const applied = new Set(exists ? ((await dataSource.query('SELECT name FROM migrations')) as { name: string }[]).map((r) => r.name) : []);
  return dataSource.migrations.map((m) => m.name ?? m.constructor.name).filter((name) => !applied.has(name));
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
