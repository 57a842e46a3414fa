import type { DataSource } from 'typeorm';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';
import { seedDemoData } from './seed.js';
import { seedDemoAuthUsers } from '../auth/gotrue/demo-users.js';

export const EMBEDDED_DATABASE_NAME = 'portal';

export interface Database {
  dataSource: DataSource;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Connect to DATABASE_URL, or start the embedded PostgreSQL when it is not set; then run pending
 * migrations and, where configured, seed the demo data. close() ends the pool, then stops the
 * embedded server (if we started one).
 */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.database.url;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: config.database.embeddedDir, port: config.database.embeddedPort, log });
    await embedded.createDatabase(EMBEDDED_DATABASE_NAME);
    url = embedded.url(EMBEDDED_DATABASE_NAME);
  }

  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    if (ran.length) log.info(`Applied ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
    if (config.seedDemo) {
      const { seeded } = await seedDemoData(dataSource);
      if (seeded) log.info('Seeded the demo data');
      if (config.auth.local) {
        const { created } = await seedDemoAuthUsers(dataSource);
        if (created) log.info(`Created ${created} demo sign-in account(s) (see README)`);
      }
    }
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }

  return {
    dataSource,
    url: redact(url),
    embedded: Boolean(embedded),
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      log.debug('Database pool closed');
      await embedded?.stop();
    },
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
