import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { pendingMigrations } from '../db/database.js';

/**
 * GET /api/ready (issue #17 item 4), for load balancers and orchestrators: 200 when this gateway
 * can serve — its database answers within 2 s and every migration it knows is applied — else 503
 * with what is wrong. Also 503 while it shuts down, so traffic moves away before the drain.
 * GET /api/health (liveness: the process answers) is unchanged.
 */
export function readiness(dataSource: DataSource, isClosing: () => boolean): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (isClosing()) return void res.status(503).json({ status: 'stopping', database: 'unknown', migrations: 'unknown' });
    let timer: NodeJS.Timeout | undefined;
    try {
      const pending = await Promise.race([
        pendingMigrations(dataSource),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), 2_000);
        }),
      ]);
      const ready = pending.length === 0;
      res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', database: 'up', migrations: ready ? 'current' : 'pending', pendingMigrations: pending.length });
    } catch {
      res.status(503).json({ status: 'not_ready', database: 'down', migrations: 'unknown' });
    } finally {
      clearTimeout(timer);
    }
  };
}
