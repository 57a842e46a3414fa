import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Logger } from '../config/logger.js';
import type { DashboardResult, DashboardTask, DashboardThreadOptions } from './dashboard.worker.js';

/**
 * Worker threads for the staff dashboard (issue #13, "use both cores"): its ~1.5 MB answer costs
 * tens of milliseconds of CPU to build, which on the request thread delays every other member's
 * request. The response cache's misses (http/response-cache.ts) run here instead; the main
 * thread only checks the caller and writes the bytes. QUERY_THREADS threads (default: the CPU
 * count, at most 2), each with its own schema, compiled queries and a small database pool.
 *
 * Threads start with the first dashboard request; until the first one is ready (schema built,
 * database connected: a second or two) requests run on the main thread as before, and whenever a
 * thread cannot produce a clean success the main thread answers (see dashboard.worker.ts).
 */
const TS_SOURCE = import.meta.url.endsWith('.ts');
const workerFile = fileURLToPath(new URL(`./dashboard.worker.${TS_SOURCE ? 'ts' : 'js'}`, import.meta.url));

export class DashboardThreads {
  private pool: Piscina<DashboardTask, DashboardResult> | undefined;
  private ready = false;
  private retryAt = 0;

  constructor(
    private readonly opts: DashboardThreadOptions & { threads: number; log: Logger },
  ) {}

  /** The body, built on a dashboard thread; null when the main thread should answer (not ready, or no clean success). */
  async run(task: Exclude<DashboardTask, { kind: 'warmup' }>): Promise<Uint8Array | null> {
    if (!this.ready) {
      this.start();
      return null;
    }
    try {
      return (await this.pool!.run(task)) ?? null;
    } catch (err) {
      this.opts.log.warn('Dashboard thread failed; the main thread answers', err);
      return null;
    }
  }

  private start(): void {
    if (this.pool || Date.now() < this.retryAt) return;
    const { threads, log, ...workerData } = this.opts;
    const pool = new Piscina<DashboardTask, DashboardResult>({
      filename: workerFile,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      workerData,
      // Running from TypeScript sources (dev, tests): the threads need the same transpiler.
      execArgv: TS_SOURCE && !process.execArgv.some((a) => a.includes('@swc-node/register')) ? [...process.execArgv, '--import', '@swc-node/register/esm-register'] : undefined,
      env: TS_SOURCE ? { ...process.env, SWC_NODE_PROJECT: process.env.SWC_NODE_PROJECT ?? fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) } : undefined,
    });
    this.pool = pool;
    pool.run({ kind: 'warmup' }).then(
      () => {
        if (this.pool === pool) this.ready = true;
      },
      (err: unknown) => {
        // A database that is down at start-up, say: the main thread answers, and we try again later.
        log.warn('Dashboard threads did not start; the main thread answers dashboard requests for now', err);
        this.retryAt = Date.now() + 60_000;
        if (this.pool === pool) this.pool = undefined;
        void pool.destroy();
      },
    );
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    this.ready = false;
    await pool?.destroy();
  }
}
