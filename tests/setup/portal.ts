import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig, REPO_ROOT } from '../../gateway/src/config/config.js';
import { createLogger, type Logger } from '../../gateway/src/config/logger.js';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { createSchema } from '../../gateway/src/graphql/schema.js';
import { createPortal, type Portal } from '../../gateway/src/app.js';
import { migratedDatabase } from './db.js';

export interface TestPortal {
  baseUrl: string;
  /** The database's URL (a second portal may be started on it). */
  databaseUrl: string;
  dataSource: DataSource;
  portal: Portal;
  /** POST /graphql; returns the HTTP status and the parsed body. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ status: number; body: { data?: T; errors: any[] } }>;
  /** A REST call; returns the HTTP status and the parsed JSON body. */
  rest<T = any>(method: string, path: string, opts?: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> }): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
  /** The gateway's image store worker (IMAGE_FETCH=true suites): `idle()` waits for its work list. */
  imageWorker: import('../../gateway/src/images/image-store.js').ImageWorker | null;
}

/**
 * The real gateway (Express + Apollo + REST adapter) on a fresh migrated database, on a random port;
 * with env.DATABASE_URL, on that database instead (a second gateway beside another one).
 */
export async function startTestPortal(name: string, env: Record<string, string> = {}, opts: { log?: Logger } = {}): Promise<TestPortal> {
  const url = env.DATABASE_URL ?? (await migratedDatabase(name));
  // API rate limits (votes, comments, URL submission) are off unless a suite asks for them
  // (http-hardening.test.ts does): suites that submit or vote in bulk test other things.
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, CLIENT_DIST: path.join(REPO_ROOT, 'client/dist'), LOG_LEVEL: 'silent', API_RATE_LIMITS: 'false', ...env });
  const log = opts.log ?? createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'silent');
  const dataSource = createDataSource(url, { poolSize: 5 });
  await dataSource.initialize();
  const portal = await createPortal({ config, log, dataSource, schema: await createSchema() });
  const port = await portal.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;

  const rest: TestPortal['rest'] = async (method, p, opts = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(baseUrl + p, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  return {
    baseUrl,
    databaseUrl: url,
    dataSource,
    portal,
    imageWorker: portal.imageWorker,
    rest,
    gql: async (query, variables, token) => {
      const { status, body } = await rest('POST', '/graphql', { body: { query, variables }, token });
      return { status, body };
    },
    close: async () => {
      await portal.close();
      await dataSource.destroy();
    },
  };
}
