import type { DataSource } from 'typeorm';
import { seedDemoAuthUsers } from '../auth/gotrue/demo-users.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { seedDemoData } from './seed.js';

/**
 * The demo data and its sign-in accounts, where the configuration asks for them (SEED_DEMO: local
 * runs, never production): the gateway's start-up step after the database is open.
 */
export async function seedDemo(dataSource: DataSource, config: Pick<Config, 'seedDemo' | 'auth'>, log: Logger): Promise<void> {
  if (!config.seedDemo) return;
  const { seeded } = await seedDemoData(dataSource);
  if (seeded) log.info('Seeded the demo data');
  if (config.auth.local) {
    const { created } = await seedDemoAuthUsers(dataSource);
    if (created) log.info(`Created ${created} demo sign-in account(s) (see README)`);
  }
}
