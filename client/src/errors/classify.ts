import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { MESSAGES } from './messages';

/** A request that got no answer within the API timeout (SPEC §7: 30 s). */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`The request timed out after ${Math.round(ms / 1000)} seconds.`);
    this.name = 'TimeoutError';
  }
}

export function isTimeoutError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

/**
 * An API failure as the Apollo links hand it on (SPEC §8 General): a failure to reach the gateway
 * becomes the connection message, flagged `isConnectionError`; a message mentioning CORS is
 * flagged `isCorsError`. The original error is kept as `cause`.
 */
export class ApiError extends Error {
  readonly isConnectionError: boolean;
  readonly isCorsError: boolean;

  constructor(message: string, flags: { connection: boolean; cors: boolean }, cause: unknown) {
    super(message, { cause });
    this.name = 'ApiError';
    this.isConnectionError = flags.connection;
    this.isCorsError = flags.cors;
  }
}

const flagged = (error: unknown, flag: 'isConnectionError' | 'isCorsError') =>
  Boolean(error && typeof error === 'object' && (error as Record<string, unknown>)[flag] === true);

/**
 * SPEC §8 General: a failure to reach the gateway is a connection error. That covers fetch
 * failing outright (TypeError), a timeout/abort, a 5xx without a GraphQL body (a dev proxy with
 * nothing behind it answers 500/502/504), and a body that is not GraphQL JSON at all.
 * Errors the gateway reports itself (CombinedGraphQLErrors) are not connection errors.
 */
export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (flagged(error, 'isConnectionError')) return true;
  if (error instanceof ApiError) return false;
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode === 0 || error.statusCode >= 500;
  if (ServerParseError.is(error)) return true;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError') return true;
  return typeof message === 'string' && /failed to fetch|networkerror|load failed|network request failed/i.test(message);
}

/** SPEC §8 General: a message mentioning CORS is flagged as a CORS error. */
export function isCorsError(error: unknown): boolean {
  if (flagged(error, 'isCorsError')) return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /cors/i.test(message);
}

/** Classifies an error once, at the edge of the Apollo pipeline; GraphQL errors pass unchanged. */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || CombinedGraphQLErrors.is(error)) return error;
  const cors = isCorsError(error);
  if (isConnectionError(error)) return new ApiError(MESSAGES.CONNECTION_ERROR, { connection: true, cors }, error);
  if (cors) return new ApiError((error as { message: string }).message, { connection: false, cors: true }, error);
  return error;
}

/** What to show a person for an error, never a stack trace or server internals. */
export function userMessage(error: unknown, fallback: string = MESSAGES.UNEXPECTED): string {
  if (isConnectionError(error)) return MESSAGES.CONNECTION_ERROR;
  return rateLimitMessage(error) ?? fallback;
}

/** The gateway's RATE_LIMITED text ('You are voting too fast…'), whatever the screen's fallback. */
export function rateLimitMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const limited = error.errors.find((e) => e.extensions?.code === 'RATE_LIMITED');
  return limited ? limited.message || MESSAGES.RATE_LIMITED : undefined;
}

/** The message of the first GraphQL error, for SPEC texts like 'Failed to assign role: {message}'. */
export function errorDetail(error: unknown): string {
  if (isConnectionError(error)) return MESSAGES.CONNECTION_ERROR;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? MESSAGES.UNKNOWN;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : MESSAGES.UNKNOWN;
}
