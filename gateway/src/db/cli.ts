import 'reflect-metadata';
import { loadConfig, loadDotEnv } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { seedDemoAuthUsers } from '../auth/gotrue/demo-users.js';
import { openDatabase } from './database.js';
import { seedDemoData } from './seed.js';
import { rotateSigningKey } from '../auth/gotrue/signing-keys.js';

/**
 * `npm run db:migrate | db:revert | db:seed | auth:rotate-key` on the configured database: DATABASE_URL, or the
 * embedded one — the running portal's server when it is up, otherwise started for the command.
 */
const command = process.argv[2];
if (!['migrate', 'revert', 'seed', 'rotate-signing-key'].includes(command ?? '')) {
  console.error('usage: cli.ts migrate | revert | seed | rotate-signing-key');
  process.exit(2);
}

loadDotEnv();
const config = loadConfig();
const log = createLogger(config.logLevel);
if (command === 'seed' && config.isProduction) {
  console.error('Demo data is never seeded in production.');
  process.exit(2);
}

const db = await openDatabase(config, log, { attach: true, migrate: command !== 'revert', poolSize: 2 });
try {
  if (command === 'migrate') {
    log.info(`Migrations are up to date on ${db.description}`);
  } else if (command === 'revert') {
    await db.dataSource.undoLastMigration({ transaction: 'each' });
    log.info(`Reverted the last migration on ${db.description}`);
  } else if (command === 'rotate-signing-key') {
    if (!config.auth.local) throw new Error('SUPABASE_URL is set: hosted Supabase signs the tokens; rotate its keys in the Supabase dashboard.');
    const { kid, retired } = await rotateSigningKey(db.dataSource);
    log.info(`New access tokens are signed with key ${kid}${retired ? `; ${retired} stays published for an hour so its tokens keep working until they expire` : ''}`);
  } else {
    const { seeded } = await seedDemoData(db.dataSource);
    log.info(seeded ? 'Seeded the demo data' : 'The demo data was already there');
    if (config.auth.local) log.info(`Demo sign-in accounts created: ${(await seedDemoAuthUsers(db.dataSource)).created}`);
  }
} finally {
  await db.close();
}
