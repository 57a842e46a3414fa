import pg from 'pg';
import { inject } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { withDatabase } from './global-database.js';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const safe = (name: string) => {
  if (!/^[a-z][a-z0-9_]{0,50}$/.test(name)) throw new Error(`bad test database name: ${name}`);
  return name;
};

/** An empty database (no migrations) → its URL. Dropped and re-created if it exists. */
export async function freshDatabase(name: string): Promise<string> {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${safe(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${safe(name)}`);
  });
  return withDatabase(inject('databaseUrl'), name);
}

/** A database with every migration applied (cloned from the run's template) → its URL. */
export async function migratedDatabase(name: string): Promise<string> {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${safe(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${safe(name)} TEMPLATE ${inject('templateDatabase')}`);
  });
  return withDatabase(inject('databaseUrl'), name);
}

/** A migrated database with an initialised DataSource. */
export async function migratedDataSource(name: string): Promise<DataSource> {
  const ds = createDataSource(await migratedDatabase(name), { poolSize: 4 });
  await ds.initialize();
  return ds;
}
