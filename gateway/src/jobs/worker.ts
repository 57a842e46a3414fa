import 'reflect-metadata';
import { ConfigError, loadConfig, loadDotEnv } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { assertSupportedNode } from '../config/runtime.js';
import { openDatabase } from '../db/database.js';
import { DataDirectoryInUseError } from '../db/embedded.js';
import { startJobs } from './workers.js';

/**
 * `npm run worker`: the job workers without the web server — notification fan-out, emails, digests
 * and the digest schedule — on the configured database (DATABASE_URL, or the running portal's
 * embedded PostgreSQL). Run any number beside gateways started with JOBS_WORKER=false (or beside
 * ordinary gateways: every job still runs once). SIGINT/SIGTERM: running jobs get the grace period
 * (SHUTDOWN_GRACE_MS) to finish; one still running is handed back to be retried.
 */
async function main() {
  assertSupportedNode();
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log, { attach: true, poolSize: 6 });
  const jobs = await startJobs({ config, log, dataSource: database.dataSource, work: true, instanceName: 'worker' }).catch(async (err) => {
    await database.close().catch(() => undefined);
    throw err;
  });
  const depth = await jobs.depth();
  log.info(`Worker ready on ${database.description}: ${depth.total} job(s) waiting or running`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: letting running jobs finish, then stopping`);
    const deadline = setTimeout(() => {
      log.error(`Shutdown did not finish within ${config.shutdownGraceMs / 1000} s (SHUTDOWN_GRACE_MS): exiting now`);
      process.exit(1);
    }, config.shutdownGraceMs);
    try {
      await jobs.stop(Math.max(config.shutdownGraceMs - 3_000, 1_000));
      await database.close();
      clearTimeout(deadline);
      log.info('Stopped cleanly');
      process.exit(0);
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
  console.error(err instanceof ConfigError || err instanceof DataDirectoryInUseError ? err.message : err);
  process.exit(1);
});
