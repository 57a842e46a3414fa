import cluster, { type Worker } from 'node:cluster';
import http from 'node:http';
import client from 'prom-client';
import type { Config } from './config/config.js';
import type { Logger } from './config/logger.js';
import { openDatabase } from './db/database.js';
import { seedDemo } from './db/demo.js';
import { METRICS_REQUEST, type MetricsMessage } from './http/cluster-metrics.js';

// GATEWAY_WORKERS > 1: one primary process and that many gateway workers sharing the port
// (node:cluster), so the gateway uses every core instead of one. The primary owns what there is
// one of: the embedded PostgreSQL, migrations and the demo seed, the aggregated metrics, and the
// shutdown order. Each worker is an ordinary gateway on the same database (the several-gateways
// design: response-cache invalidation, signing keys and jobs already coordinate through it).

/** Runs the primary: database, then `config.http.workers` workers; resolves never (exits the process). */
export async function runPrimary(config: Config, log: Logger): Promise<void> {
  const count = config.http.workers;
  // Migrations and the seed run once, here; the workers connect to what this opened.
  const database = await openDatabase(config, log, { poolSize: 2 });
  await seedDemo(database.dataSource, config, log);
  const workerEnv = { DATABASE_URL: database.connectionString, DATABASE_MIGRATE_ON_START: 'false', SEED_DEMO: 'false' };
  const aggregator = new client.AggregatorRegistry();
  const listening = new Set<number>();
  let stopping = false;
  let metricsServer: http.Server | undefined;

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    worker.on('message', (msg: MetricsMessage) => {
      if (msg?.type !== METRICS_REQUEST) return;
      aggregator.clusterMetrics().then(
        (body) => worker.isConnected() && worker.send({ type: METRICS_REQUEST, id: msg.id, body, contentType: aggregator.contentType } satisfies MetricsMessage),
        (err: unknown) => log.warn('Could not aggregate the workers\' metrics', err),
      );
    });
    return worker;
  };

  let ready = false;
  const replacing = new Map<number, number>();
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    const replaced = replacing.get(worker.id);
    if (replaced !== undefined) log.info(`Gateway worker ${worker.process.pid} ready, in place of ${replaced}`);
    else if (!ready && listening.size === count) log.info(`Portal ready on http://localhost:${address.port}  (GraphQL: /graphql, REST: /api; ${count} workers)`);
    ready ||= listening.size === count;
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) return;
    if (!wasListening) {
      // It never served (port in use, bad configuration, database gone): another would fail too.
      log.error(`A gateway worker exited before it was ready (${signal ?? `exit code ${code}`}): stopping`);
      void shutdown(undefined, 1);
      return;
    }
    log.error(`Gateway worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}): starting another`);
    replacing.set(fork().id, worker.process.pid!);
  });

  if (config.metrics.port) {
    metricsServer = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      aggregator.clusterMetrics().then(
        (body) => res.writeHead(200, { 'Content-Type': aggregator.contentType, 'Cache-Control': 'no-store' }).end(body),
        () => res.writeHead(503, { 'Content-Type': 'text/plain' }).end('The workers did not answer.\n'),
      );
    });
    metricsServer.once('error', (err) => {
      log.error(`The metrics listener could not start on ${config.metrics.host}:${config.metrics.port}`, err);
      void shutdown(undefined, 1);
    });
    metricsServer.listen(config.metrics.port, config.metrics.host);
  }

  log.info(`Database: ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'} (${database.url})`);
  for (let i = 0; i < count; i++) fork();

  // SIGINT/SIGTERM: every worker drains and stops on its own (main.ts), then the database stops.
  const shutdown = async (signal: string | undefined, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal ? `${signal} received: s` : 'S'}topping the ${count} gateway workers, then the database`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    // A worker still starting has no requests to finish: its exit cuts nothing short.
    const serving = new Set(listening);
    const deadline = setTimeout(() => {
      log.error(`Workers still running ${config.shutdownGraceMs / 1000} s after the signal (SHUTDOWN_GRACE_MS): killing them`);
      for (const w of workers) w.process.kill('SIGKILL');
    }, config.shutdownGraceMs + 1_000);
    const codes = await Promise.all(
      workers.map(
        (w) =>
          new Promise<number>((resolve) => {
            const outcome = (code: number | null) => (serving.has(w.id) ? (code ?? 1) : 0);
            if (w.isDead()) return resolve(outcome(w.process.exitCode));
            w.once('exit', (code) => resolve(outcome(code)));
            w.process.kill('SIGTERM');
          }),
      ),
    );
    clearTimeout(deadline);
    metricsServer?.close();
    try {
      await database.close();
    } catch (err) {
      log.error('Error while stopping the database', err);
      process.exit(1);
    }
    const cutShort = codes.some((c) => c !== 0);
    log.info(exitCode ? 'Stopped' : cutShort ? 'Stopped, with requests cut short' : 'Stopped cleanly');
    process.exit(exitCode || (cutShort ? 1 : 0));
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
