import 'reflect-metadata';
import { loadConfig, loadDotEnv, ConfigError } from './config/config.js';
import { createLogger } from './config/logger.js';
import { openDatabase } from './db/database.js';
import { createSchema } from './graphql/schema.js';
import { createPortal } from './app.js';
import { closeExtractionPool } from './ingest/article/extract-pool.js';

/** Composition only: config → database → schema → server → routes. */
async function main() {
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config.logLevel);

  const database = await openDatabase(config, log);
  const portal = await createPortal({ config, log, dataSource: database.dataSource, schema: await createSchema() }).catch(
    async (err) => {
      await database.close().catch(() => undefined);
      throw err;
    },
  );
  const port = await portal.listen(config.port, config.host).catch(async (err) => {
    await database.close().catch(() => undefined);
    throw err;
  });
  log.info(`Database: ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'} (${database.url})`);
  log.info(`Portal ready on http://localhost:${port}  (GraphQL: /graphql, REST: /api)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests, then stopping`);
    try {
      await portal.close();
      log.debug('HTTP server closed');
      await closeExtractionPool();
      await database.close();
      log.info('Stopped cleanly');
      process.exit(0);
    } catch (err) {
      log.error('Error while stopping', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
