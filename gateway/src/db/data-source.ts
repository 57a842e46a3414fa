import pg from 'pg';
import { DataSource } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from '../../../migrations/index.js';

// Calendar dates (birthdays, term dates, vote dates) stay 'YYYY-MM-DD' strings: turning them into
// JS Dates at local midnight shifts them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** A DataSource for one database URL. `synchronize` is never on: the schema comes from migrations. */
export function createDataSource(url: string, opts: { poolSize?: number; logging?: boolean } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    installExtensions: false,
    logging: opts.logging ? ['query', 'error'] : false,
    extra: {
      max: opts.poolSize ?? 10,
      // While the database is down or restarting, requests fail fast with 503 instead of queueing.
      connectionTimeoutMillis: 3_000,
      // Keeps a broken query from holding a connection for ever.
      statement_timeout: 15_000,
      application_name: 'member-portal',
    },
  });
}
