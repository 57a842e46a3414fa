import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { MESSAGES } from './messages';

/**
 * SPEC §8 General: a failure to reach the gateway is a connection error. That covers fetch
 * failing outright (TypeError), a timeout/abort, a 5xx without a GraphQL body (a dev proxy with
 * nothing behind it answers 500/502/504), and a body that is not GraphQL JSON at all.
 * Errors the gateway reports itself (CombinedGraphQLErrors) are not connection errors.
 */
export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode === 0 || error.statusCode >= 500;
  if (ServerParseError.is(error)) return true;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError') return true;
  return typeof message === 'string' && /failed to fetch|networkerror|load failed|network request failed/i.test(message);
}

/** SPEC §8 General: a message mentioning CORS is flagged as a CORS error. */
export function isCorsError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /cors/i.test(message);
}

/** What to show a person for an error, never a stack trace or server internals. */
export function userMessage(error: unknown, fallback: string = MESSAGES.UNEXPECTED): string {
  if (isConnectionError(error)) return MESSAGES.CONNECTION_ERROR;
  return fallback;
}
