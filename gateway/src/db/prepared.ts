import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * Hot reads as named prepared statements (issue #13). Through DataSource.query every statement is
 * sent unnamed, so PostgreSQL parses and plans it again on each request; a story list's one
 * statement costs more to plan than to run. Named, each pooled connection parses it once and
 * PostgreSQL can keep its plan.
 *
 * Statements are named by a hash of their text, so the same text always has the same name and two
 * texts never share one. Each still goes through TypeORM's logger (query logging and the tests'
 * statement counts see it) but not its query runner, which costs more than the statement's own
 * work for these small reads.
 *
 * Off (`DATABASE_PREPARED_STATEMENTS=false`) they are sent as before: for poolers in transaction
 * mode that cannot keep a named statement on a server connection (PgBouncer before 1.21 or with
 * max_prepared_statements = 0).
 */
const disabled = new WeakSet<DataSource>();
const names = new Map<string, string>();

export function usePreparedStatements(ds: DataSource, on: boolean): void {
  if (on) disabled.delete(ds);
  else disabled.add(ds);
}

/** Rows of `text` with `values`, as a named prepared statement (see above). Reads only. */
export async function preparedQuery<T>(ds: DataSource, text: string, values: unknown[]): Promise<T[]> {
  if (disabled.has(ds)) return ds.query(text, values);
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    // Bounded by the statements the code can build (a few variants of each list's filters).
    if (names.size < 1_000) names.set(text, name);
  }
  ds.logger.logQuery(text, values);
  const pool = (ds.driver as PostgresDriver).master as pg.Pool;
  const result = await pool.query<T & pg.QueryResultRow>({ name, text, values });
  return result.rows;
}
