import 'reflect-metadata';
import { loadConfig, loadDotEnv } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { createDataSource } from './data-source.js';
import { EMBEDDED_DATABASE_NAME } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';
import { seedDemoData } from './seed.js';
import { seedDemoAuthUsers } from '../auth/gotrue/demo-users.js';

/**
 * `npm run db:migrate | db:revert | db:seed` on the configured database: DATABASE_URL, or the
 * embedded one (started for the command; stop the running portal first, since one data directory
 * serves one server at a time).
 */
const command = process.argv[2];
if (!['migrate', 'revert', 'seed'].includes(command ?? '')) {
  console.error('usage: cli.ts migrate | revert | seed');
  process.exit(2);
}

loadDotEnv();
const config = loadConfig();
const log = createLogger(config.logLevel);
if (command === 'seed' && config.isProduction) {
  console.error('Demo data is never seeded in production.');
  process.exit(2);
}

let url = config.database.url;
const embedded = url ? undefined : await startEmbeddedPostgres({ dir: config.database.embeddedDir, port: config.database.embeddedPort, log });
if (embedded) {
  await embedded.createDatabase(EMBEDDED_DATABASE_NAME);
  url = embedded.url(EMBEDDED_DATABASE_NAME);
}
const ds = createDataSource(url!);
try {
  await ds.initialize();
  if (command === 'migrate') {
    const ran = await ds.runMigrations({ transaction: 'each' });
    log.info(ran.length ? `Applied: ${ran.map((m) => m.name).join(', ')}` : 'No pending migrations');
  } else if (command === 'revert') {
    await ds.undoLastMigration({ transaction: 'each' });
    log.info('Reverted the last migration');
  } else {
    const { seeded } = await seedDemoData(ds);
    log.info(seeded ? 'Seeded the demo data' : 'The demo data was already there');
    if (config.auth.local) log.info(`Demo sign-in accounts created: ${(await seedDemoAuthUsers(ds)).created}`);
  }
} finally {
  await ds.destroy().catch(() => undefined);
  await embedded?.stop();
}
