import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DEFAULT_MESSAGES, ERRORS } from '../errors/errors.js';
import type { Logger } from '../config/logger.js';

/** Codes whose message is safe to show as-is (raised deliberately, or by GraphQL validation). */
const PASS_THROUGH = new Set<string>([...Object.values(ERRORS).map((e) => e.gql), 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * The one formatError. Domain and GraphQL-validation errors pass through with their code;
 * type-graphql's UNAUTHORIZED becomes FORBIDDEN; everything else (a thrown Error, a database
 * error, a bug) is logged in full on the server and masked for the client — no stack traces,
 * no SQL, no internal messages ever leave the gateway.
 */
export function createFormatError(log: Logger) {
  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const base = { locations: formatted.locations, path: formatted.path };
    if (code === 'UNAUTHORIZED') {
      return { ...base, message: DEFAULT_MESSAGES.FORBIDDEN, extensions: { code: ERRORS.FORBIDDEN.gql } };
    }
    if (PASS_THROUGH.has(code) && code !== 'INTERNAL_SERVER_ERROR') {
      const extensions: Record<string, unknown> = { code };
      const details = formatted.extensions?.details ?? formatted.extensions?.validationErrors;
      if (details) extensions.details = sanitizeDetails(details);
      return { ...base, message: formatted.message, extensions };
    }
    log.error(`Unexpected error in GraphQL operation${formatted.path ? ` at ${formatted.path.join('.')}` : ''}`, unwrapResolverError(error));
    return { ...base, message: DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** class-validator errors carry the rejected `target` object; keep only property + constraints. */
function sanitizeDetails(details: unknown): unknown {
  if (!Array.isArray(details)) return details;
  return details.map((d: { property?: string; constraints?: Record<string, string> }) =>
    d && typeof d === 'object' && 'property' in d ? { property: d.property, constraints: d.constraints } : d,
  );
}

