import cluster from 'node:cluster';

/**
 * The metrics scrape of a gateway cluster (cluster.ts), the worker's side: a scrape on a worker's
 * port asks the primary, which aggregates every worker's registry. A leaf module, so metrics.ts
 * and cluster.ts both use it without importing each other.
 */

/** IPC between a worker and the primary: a metrics scrape on the main port (METRICS_TOKEN). */
export const METRICS_REQUEST = 'portal:metrics';
export interface MetricsMessage {
  type: typeof METRICS_REQUEST;
  id: number;
  body?: string;
  contentType?: string;
}

/** In a worker: the whole gateway's metrics (every worker's), asked of the primary. */
export function clusterMetrics(): Promise<{ body: string; contentType: string }> | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('The primary did not answer the metrics request'));
    }, 5_000);
    const onMessage = (msg: MetricsMessage) => {
      if (msg?.type !== METRICS_REQUEST || msg.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve({ body: msg.body ?? '', contentType: msg.contentType ?? 'text/plain' });
    };
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id } satisfies MetricsMessage);
  });
}
let nextId = 1;

