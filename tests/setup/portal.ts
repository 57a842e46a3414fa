import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig, REPO_ROOT } from '../../gateway/src/config/config.js';
import { createLogger, type Logger } from '../../gateway/src/config/logger.js';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { createSchema } from '../../gateway/src/graphql/schema.js';
import { createPortal, type Portal } from '../../gateway/src/app.js';
import type { JobQueue, WorkerTuning } from '../../gateway/src/jobs/queue.js';
import { startJobs } from '../../gateway/src/jobs/workers.js';
import { migratedDatabase } from './db.js';

/** The Accept header Apollo Client sends on POST /graphql. */
export const GRAPHQL_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

export interface TestPortal {
  baseUrl: string;
  /** The database's URL (a second portal may be started on it). */
  databaseUrl: string;
  dataSource: DataSource;
  portal: Portal;
  /** The job queue of the portal's database (workers running unless the suite asked for enqueue only). */
  jobs: JobQueue;
  /** Resolves once no job waits or runs (notifications fanned out, emails sent), or throws after `timeoutMs`. */
  settle(timeoutMs?: number): Promise<void>;
  /** POST /graphql; returns the HTTP status and the parsed body. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ status: number; body: { data?: T; errors: any[] } }>;
  /** A REST call; returns the HTTP status and the parsed JSON body. */
  rest<T = any>(method: string, path: string, opts?: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> }): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
  /** The gateway's image store worker (IMAGE_FETCH=true suites): `idle()` waits for its work list. */
  imageWorker: import('../../gateway/src/images/image-store.js').ImageWorker | null;
}

export interface TestPortalOptions {
  /** 'work' (default): this portal runs the job workers, quickly (0.5 s polls); 'enqueue': jobs wait for a worker the suite starts. */
  jobs?: 'work' | 'enqueue';
  tuning?: WorkerTuning;
  log?: Logger;
}

/** Quick workers for tests: short polls and expiry checks, no digest schedule (suites run the tick themselves). */
export const TEST_TUNING: WorkerTuning = { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1, schedule: false };

/**
 * The real gateway (Express + Apollo + REST adapter) on a fresh migrated database, on a random port;
 * with env.DATABASE_URL, on that database instead (a second gateway beside another one).
 */
export async function startTestPortal(name: string, env: Record<string, string> = {}, opts: TestPortalOptions = {}): Promise<TestPortal> {
  const url = env.DATABASE_URL ?? (await migratedDatabase(name));
  // API rate limits (votes, comments, URL submission) are off unless a suite asks for them
  // (http-hardening.test.ts does): suites that submit or vote in bulk test other things.
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, CLIENT_DIST: path.join(REPO_ROOT, 'client/dist'), LOG_LEVEL: 'silent', API_RATE_LIMITS: 'false', ...env });
  const log = opts.log ?? createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'silent');
  const dataSource = createDataSource(url, { poolSize: 5 });
  await dataSource.initialize();
  const jobs = await startJobs({ config, log, dataSource, work: (opts.jobs ?? 'work') === 'work', tuning: { ...TEST_TUNING, ...opts.tuning } });
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
    // JSON answers are parsed; a route answering another media type (results.csv) gives its text.
    const json = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: text ? (json || !res.headers.get('content-type') ? JSON.parse(text) : text) : undefined };
  };

  return {
    baseUrl,
    databaseUrl: url,
    dataSource,
    portal,
    imageWorker: portal.imageWorker,
    jobs,
    settle: async (timeoutMs = 15_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const depth = await jobs.depth();
        if (depth.total === 0) return;
        if (Date.now() > until) throw new Error(`Jobs still waiting after ${timeoutMs} ms: ${JSON.stringify(depth.byQueue)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    rest,
    gql: async (query, variables, token) => {
      // As Apollo Client asks: the GraphQL response media type first, whose request errors are 400s.
      const { status, body } = await rest('POST', '/graphql', { body: { query, variables }, token, headers: { accept: GRAPHQL_ACCEPT } });
      return { status, body };
    },
    close: async () => {
      await portal.close();
      await jobs.stop(2_000);
      await dataSource.destroy();
    },
  };
}
