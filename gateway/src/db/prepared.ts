import { createHash } from 'node:crypto';
import pg from 'pg';
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
 * They run on a pool of their own whose sessions set `plan_cache_mode = force_generic_plan`, so each
 * is planned once per connection. Left to its default, PostgreSQL plans a named statement again on
 * every execution whenever the plan for the actual values looks cheaper than the generic one, which
 * it does for these (a LIMIT parameter, the viewer's own rows): the story list, article and key
 * votes statements were planned anew on every request, half of PostgreSQL's CPU per request. The
 * setting is kept off TypeORM's pool, where it would also apply to every unnamed parameterized
 * statement. This pool holds up to DATABASE_POOL_SIZE connections besides TypeORM's, is created on
 * first use and ends with the DataSource.
 *
 * Off (`DATABASE_PREPARED_STATEMENTS=false`) they are sent as before: for poolers in transaction
 * mode that cannot keep a named statement on a server connection (PgBouncer before 1.21 or with
 * max_prepared_statements = 0).
 */
const disabled = new WeakSet<DataSource>();
const names = new Map<string, string>();
const pools = new WeakMap<DataSource, pg.Pool>();

/** The prepared reads' pool if one is open (metrics), without opening it. */
export function openPreparedPool(ds: DataSource): pg.Pool | undefined {
  return pools.get(ds);
}

/** The pool named statements run on (see above): TypeORM's settings, plus generic plans. */
export function preparedPool(ds: DataSource): pg.Pool {
  let pool = pools.get(ds);
  if (pool) return pool;
  const master = (ds.driver as PostgresDriver).master as pg.Pool & { options: pg.PoolConfig };
  const options = [master.options.options, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' ');
  const own = new pg.Pool({ ...master.options, options, allowExitOnIdle: true });
  // An idle connection the server ends (restart, failover) is dropped; the next query opens another.
  own.on('error', () => undefined);
  pools.set(ds, own);
  // Ends with the DataSource, whoever destroys it.
  const destroy = ds.destroy.bind(ds);
  ds.destroy = async () => {
    pools.delete(ds);
    await own.end().catch(() => undefined);
    return destroy();
  };
  return own;
}

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
  const result = await preparedPool(ds).query<T & pg.QueryResultRow>({ name, text, values });
  return result.rows;
}
