// PostgreSQL, owned by the load run, so it can stop and restart it under the gateway.
import pg from 'pg';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../../gateway/src/db/embedded.js';
import { DATABASE, log, PG_DIR, PG_PORT } from './settings.js';

let database: EmbeddedDatabase | undefined;

export async function startDatabase(): Promise<void> {
  database = await startEmbeddedPostgres({ dir: PG_DIR, port: PG_PORT, log });
}

export async function stopDatabase(): Promise<void> {
  const db = database;
  database = undefined;
  await db?.stop();
}

export async function sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: embeddedUrl(PG_PORT, DATABASE), connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database for this run (the gateway migrates it on start). */
export async function recreateDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedUrl(PG_PORT) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}
