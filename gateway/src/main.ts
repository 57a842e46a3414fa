import 'reflect-metadata';
import cluster from 'node:cluster';
import { loadConfig, loadDotEnv, ConfigError } from './config/config.js';
import { createLogger } from './config/logger.js';
import { openDatabase } from './db/database.js';
import { seedDemo } from './db/demo.js';
import { createSchema } from './graphql/schema.js';
import { createPortal } from './app.js';
import { closeExtractionPool } from './ingest/article/extract-pool.js';
import { DataDirectoryInUseError } from './db/embedded.js';
import { assertSupportedNode } from './config/runtime.js';
import { startJobs } from './jobs/workers.js';
import { runPrimary } from './cluster.js';

/** Composition only: config → database → schema → server → routes. */
async function main() {
  assertSupportedNode();
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config.logLevel, config.logFormat);
  // GATEWAY_WORKERS > 1: this process starts the database and the workers (cluster.ts); each
  // worker runs the rest of this function against the primary's database.
  if (cluster.isPrimary && config.http.workers > 1) return runPrimary(config, log);
  const worker = cluster.isWorker;

  const database = await openDatabase(config, log);
  // In a cluster the primary seeded before forking (SEED_DEMO=false here).
  await seedDemo(database.dataSource, config, log).catch(async (err) => {
    await database.close().catch(() => undefined);
    throw err;
  });
  // The job queue after the migrations (its schema is installed by them); with JOBS_WORKER=false this
  // gateway only enqueues and `npm run worker` processes run the jobs.
  const jobs = await startJobs({ config, log, dataSource: database.dataSource, work: config.jobs.worker, instanceName: 'gateway' }).catch(async (err) => {
    await database.close().catch(() => undefined);
    throw err;
  });
  const portal = await createPortal({ config, log, dataSource: database.dataSource, schema: await createSchema() }).catch(
    async (err) => {
      await jobs.stop(0).catch(() => undefined);
      await database.close().catch(() => undefined);
      throw err;
    },
  );
  const port = await portal.listen(config.port, config.host).catch(async (err) => {
    await jobs.stop(0).catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  });
  // In a cluster the primary says where the database is and when every worker is ready.
  if (!worker) log.info(`Database: ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'} (${database.url})`);
  log.info(`Jobs: ${jobs.working ? 'this process runs the workers' : 'enqueue only (JOBS_WORKER=false: run `npm run worker`)'}`);
  if (!worker) log.info(`Portal ready on http://localhost:${port}  (GraphQL: /graphql, REST: /api)`);

  // SIGINT/SIGTERM: drain HTTP (and, meanwhile, let running jobs finish: the queue stops fetching),
  // then the extraction workers and the database, within the grace period. That period is a hard deadline: a database that is gone, stuck or slow cannot keep the
  // process alive; the exit code is then 1 (work was cut short), else 0.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceMs;
    log.info(`${signal} received: finishing in-flight requests, then stopping (within ${graceMs / 1000} s)`);
    const deadline = setTimeout(() => {
      log.error(`Shutdown did not finish within ${graceMs / 1000} s (SHUTDOWN_GRACE_MS): exiting now`);
      process.exit(1);
    }, graceMs);
    try {
      // Leave a share of the period for the database: requests get the rest. A job still running
      // when the queue's share is over is handed back (failed, to be retried by a worker).
      const drainMs = Math.max(graceMs - Math.min(3_000, graceMs / 3), 0);
      const [cutShort] = await Promise.all([portal.close(drainMs), jobs.stop(Math.min(drainMs, 5_000))]);
      if (cutShort) log.warn('Requests still running at the end of the drain period were closed');
      log.debug('HTTP server closed');
      await closeExtractionPool();
      await database.close();
      clearTimeout(deadline);
      log.info(cutShort ? 'Stopped, with requests cut short' : 'Stopped cleanly');
      process.exit(cutShort ? 1 : 0);
    } catch (err) {
      clearTimeout(deadline);
      log.error('Error while stopping', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // Errors a user can act on are told in their own words; anything else keeps its stack.
  console.error(err instanceof ConfigError || err instanceof DataDirectoryInUseError ? err.message : err);
  process.exit(1);
});
