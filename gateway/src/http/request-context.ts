import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../config/logger.js';

/**
 * What is known about the request being handled, wherever in its async call tree the code runs:
 * the logger adds `reqId` to every line (config/logger.ts), the metrics label GraphQL requests
 * with their operation (http/metrics.ts).
 */
export interface RequestStore {
  id: string;
  /** The GraphQL operation name, once Apollo has resolved it. */
  operation?: string;
}

export const requestContext = new AsyncLocalStorage<RequestStore>();

/** An incoming X-Request-Id is kept when it looks like an id (a load balancer's, for correlation); else a new one. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives every request an id, returned as X-Request-Id, and runs the rest of the request inside its
 * context; logs one line when the response is finished (debug level: method, path, status, time;
 * nothing is measured or built for it at other levels).
 */
export function requestIds(log?: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    const store: RequestStore = { id };
    if (log?.debugEnabled) {
      const started = process.hrtime.bigint();
      res.once('finish', () =>
        requestContext.run(store, () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          log.debug(`${req.method} ${req.originalUrl.split('?')[0]} → ${res.statusCode} in ${ms.toFixed(1)} ms${store.operation ? ` (${store.operation})` : ''}`);
        }),
      );
    }
    requestContext.run(store, next);
  };
}

export const currentRequestId = (): string | undefined => requestContext.getStore()?.id;
