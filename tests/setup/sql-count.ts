import type { DataSource } from 'typeorm';

/**
 * Counts the SQL statements a DataSource sends (every statement goes through its logger's
 * logQuery, whatever the logging option), so tests can assert that heavy operations stay bounded.
 */
export function sqlCounter(ds: DataSource) {
  const logger = ds.logger;
  const original = logger.logQuery;
  let recording: string[] | null = null;
  logger.logQuery = function (query, parameters, queryRunner) {
    recording?.push(query);
    return original.call(this, query, parameters, queryRunner);
  };
  return {
    /** The statements sent while `fn` ran (run nothing else against the DataSource meanwhile). */
    async during<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      recording = [];
      try {
        const result = await fn();
        return { result, statements: recording };
      } finally {
        recording = null;
      }
    },
    restore() {
      logger.logQuery = original;
    },
  };
}
