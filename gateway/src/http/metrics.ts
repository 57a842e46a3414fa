import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import client from 'prom-client';
import type { DataSource } from 'typeorm';
import { clusterMetrics } from './cluster-metrics.js';
import { openPreparedPool } from '../db/prepared.js';
import { requestContext } from './request-context.js';

/** What the gauges read of a pg pool. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Prometheus metrics (issue #17 item 4), one registry per portal, served at GET /metrics:
 *
 *   portal_http_requests_total{kind, route, status}            counter
 *   portal_http_request_duration_seconds{kind, route}          histogram
 *     kind=graphql  route = the operation name (the portal's own operations by name; others "other")
 *     kind=rest     route = "GET /api/stories/:id" (the route table's pattern)
 *     kind=auth     route = "POST /auth/v1/token"
 *     kind=other    route = "other" (pages, assets, unknown paths: never the raw URL)
 *   portal_db_pool_connections{state=in_use|idle|waiting}     gauge, this gateway's pool
 *   portal_db_pool_max                                         gauge
 *   portal_job_queue_depth{queue}                              gauge, fed by reportQueueDepth()
 *   portal_push_deliveries_total{outcome=sent|failed|subscription_removed}  counter, fed by countPush()
 *   nodejs_eventloop_lag_seconds, process_*, nodejs_*          prom-client's default metrics
 *
 * Labels never carry ids or user input, so the number of series stays bounded. Each gateway
 * serves its own figures: scrape every gateway (Prometheus adds an `instance` label).
 */

const queueDepths = new Map<string, () => number | Promise<number>>();

/**
 * The hook for job queues (issue #16): `reportQueueDepth('mail', () => queue.getQueueSize('mail'))`
 * makes every scrape read the current depth. Returns a function that stops reporting it.
 */
export function reportQueueDepth(queue: string, read: () => number | Promise<number>): () => void {
  queueDepths.set(queue, read);
  return () => {
    if (queueDepths.get(queue) === read) queueDepths.delete(queue);
  };
}

/** What became of push messages this process tried to send (modules/push/push-delivery.ts). */
export type PushOutcome = 'sent' | 'failed' | 'subscription_removed';
const pushCounts: Record<PushOutcome, number> = { sent: 0, failed: 0, subscription_removed: 0 };

/** The hook for the push sender: one more message sent, failed, or a subscription its push service said is gone (404/410). */
export function countPush(outcome: PushOutcome, n = 1): void {
  pushCounts[outcome] += n;
}

/** This process's push counts so far (tests, `npm run worker`'s status). */
export const pushCountsSoFar = (): Readonly<Record<PushOutcome, number>> => ({ ...pushCounts });

export interface PortalMetrics {
  registry: client.Registry;
  /** Express middleware: times every request and counts it when the response is finished. */
  middleware: RequestHandler;
  /** Apollo plugin: names the request's GraphQL operation for the labels. */
  apolloPlugin: ApolloServerPlugin;
  /** GET /metrics on the main port: bearer METRICS_TOKEN, else 401 (404 when no token is configured). */
  handler: RequestHandler;
  /** The internal listener (METRICS_PORT): metrics without a token, nothing else. */
  listenInternal(port: number, host: string): Promise<http.Server>;
}

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_NAMES = 300;

export function createMetrics(opts: { dataSource: DataSource; token?: string; knownOperations?: Iterable<string> }): PortalMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // One of several workers (GATEWAY_WORKERS, cluster.ts): the primary gathers every worker's
  // registry, so a scrape sees the whole gateway whichever worker it reaches.
  if (cluster.isWorker) {
    new client.AggregatorRegistry();
    client.AggregatorRegistry.setRegistries([registry]);
  }

  const requests = new client.Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests by kind (graphql, rest, auth, other), route or GraphQL operation, and status code.',
    labelNames: ['kind', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from request to response finished, by kind and route or GraphQL operation.',
    labelNames: ['kind', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = () => (opts.dataSource.isInitialized ? (opts.dataSource.driver as unknown as { master?: PoolCounts & { options: { max: number } } }).master : undefined);
  /** A pool's connections by state (in use, idle, requests waiting for one), as one gauge. */
  const poolGauge = (name: string, help: string, read: () => PoolCounts | undefined) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const p = read();
        this.set({ state: 'in_use' }, p ? p.totalCount - p.idleCount : 0);
        this.set({ state: 'idle' }, p ? p.idleCount : 0);
        this.set({ state: 'waiting' }, p ? p.waitingCount : 0);
      },
    });
  poolGauge('portal_db_pool_connections', "This gateway's PostgreSQL connections: in use, idle, and requests waiting for one.", pool);
  new client.Gauge({
    name: 'portal_db_pool_max',
    help: 'The most connections this gateway opens (DATABASE_POOL_SIZE).',
    registers: [registry],
    collect() {
      this.set(pool()?.options.max ?? 0);
    },
  });
  poolGauge('portal_db_prepared_pool_connections', "This gateway's PostgreSQL connections for prepared reads (db/prepared.ts): in use, idle, and requests waiting for one.", () =>
    opts.dataSource.isInitialized ? openPreparedPool(opts.dataSource) : undefined,
  );
  new client.Gauge({
    name: 'portal_job_queue_depth',
    help: 'Jobs waiting, per queue (reported by the job queue through reportQueueDepth).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, read] of queueDepths) {
        try {
          this.set({ queue }, await read());
        } catch {
          // A queue that cannot answer is left out of this scrape rather than failing it.
        }
      }
    },
  });

  new client.Counter({
    name: 'portal_push_deliveries_total',
    help: 'Web push messages this process sent (accepted by the push service), failed to send, and subscriptions removed because their push service answered 404 or 410.',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, n] of Object.entries(pushCounts)) this.inc({ outcome }, n);
    },
  });

  const known = new Set(opts.knownOperations ?? []);
  const operationLabel = (name: string | undefined) => {
    if (!name) return 'anonymous';
    if (known.has(name)) return name;
    if (OPERATION_NAME.test(name) && known.size < MAX_OPERATION_NAMES) {
      known.add(name);
      return name;
    }
    return 'other';
  };

  const labelsOf = (req: Request): { kind: string; route: string } => {
    const path = req.originalUrl.split('?')[0] ?? '';
    if (path === '/graphql' || path.startsWith('/graphql/')) {
      return { kind: 'graphql', route: req.method === 'POST' || req.query.query ? operationLabel(requestContext.getStore()?.operation) : 'playground' };
    }
    const pattern = req.route ? `${req.baseUrl}${typeof req.route.path === 'string' ? req.route.path : ''}` : undefined;
    if (path.startsWith('/auth/v1/')) return { kind: 'auth', route: pattern ? `${req.method} ${pattern}` : 'unmatched' };
    if (path.startsWith('/api/') || path.startsWith('/join-requests/')) return { kind: 'rest', route: pattern ? `${req.method} ${pattern}` : 'unmatched' };
    return { kind: 'other', route: 'other' };
  };

  const expected = opts.token ? digest(opts.token) : undefined;
  const scrape = async (res: Response | http.ServerResponse) => {
    try {
      const { body, contentType } = (await clusterMetrics()) ?? { body: await registry.metrics(), contentType: registry.contentType };
      res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body);
    } catch {
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('Metrics are not available right now.\n');
    }
  };

  return {
    registry,
    middleware: (req, res, next) => {
      const end = duration.startTimer();
      res.once('finish', () => {
        const labels = labelsOf(req);
        end(labels);
        requests.inc({ ...labels, status: String(res.statusCode) });
      });
      next();
    },
    apolloPlugin: {
      async requestDidStart() {
        return {
          async didResolveOperation({ operationName }) {
            const store = requestContext.getStore();
            if (store && !store.operation) store.operation = operationName ?? undefined;
          },
        };
      },
    },
    handler: (req, res) => {
      if (!expected) {
        res.status(404).json({ error: { code: 'NOT_FOUND', message: `Nothing at ${req.method} ${req.path}.` } });
        return;
      }
      const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
      if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'A valid metrics token is required.' } });
        return;
      }
      void scrape(res);
    },
    listenInternal: (port, host) =>
      new Promise((resolve, reject) => {
        const server = http.createServer((req, res) => {
          if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') return void scrape(res);
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Only GET /metrics is served here.\n');
        });
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      }),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();
