import type { Logger } from '../config/logger.js';
import { DomainError } from '../errors/errors.js';

/**
 * Is this error "the database cannot be reached right now" rather than a bug or bad input?
 * Such errors become SERVICE_UNAVAILABLE (HTTP 503, "try again shortly") on both transports,
 * instead of a masked 500: the request was fine, the database was down, stopping or restarting.
 *
 * Recognised: socket errors while connecting or talking to PostgreSQL (refused, reset, timed out,
 * host unknown), pg's "Connection terminated…" and pool-acquire timeouts, and the SQLSTATE
 * classes PostgreSQL uses when it is going away or not ready (08 connection exception,
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now). TypeORM wraps driver
 * errors (QueryFailedError.driverError), Apollo wraps resolver errors (originalError), and Node
 * groups per-address connect failures (AggregateError.errors): all are looked through.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /^Connection terminated/i, // pg: server closed the connection, or connectionTimeoutMillis hit
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/i,
  /the database system is (shutting down|starting up|in recovery mode|not yet accepting connections)/i,
  /terminating connection due to administrator command/i,
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; originalError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return [e.driverError, e.originalError, e.cause].some((x) => x !== err && isDatabaseUnavailable(x, depth + 1));
}

/** The error both transports answer with while the database is unreachable (503). */
export function databaseUnavailable(): DomainError {
  return new DomainError('SERVICE_UNAVAILABLE');
}

/** Rethrows a database-unavailable error as SERVICE_UNAVAILABLE, anything else unchanged. */
export function asUnavailable(err: unknown): unknown {
  return isDatabaseUnavailable(err) ? databaseUnavailable() : err;
}

let lastReport = 0;
let unreported = 0;

/**
 * One warning line per 5 s while the database is unavailable (with how many requests failed in
 * between), instead of one stack trace per request.
 */
export function warnUnavailable(log: Logger, where: string, err: unknown): void {
  const now = Date.now();
  if (now - lastReport < 5_000) {
    unreported += 1;
    return;
  }
  const reason = err instanceof Error ? err.message || (err as { code?: string }).code || err.name : String(err);
  log.warn(`Database unavailable (${where}): ${reason}${unreported ? `; ${unreported} more request(s) answered 503 since the last report` : ''}`);
  lastReport = now;
  unreported = 0;
}
