import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import Negotiator from 'negotiator';
import { DEFAULT_MESSAGES, ERRORS } from '../errors/errors.js';
import type { Logger } from '../config/logger.js';
import { isDatabaseUnavailable, warnUnavailable } from '../db/unavailable.js';

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
      // type-graphql's class-validator failure says only 'Argument Validation Error': show the
      // first constraint's own message (e.g. 'Username must be 3 to 30 characters long.').
      return { ...base, message: firstConstraint(formatted.extensions?.validationErrors) ?? formatted.message, extensions };
    }
    const cause = unwrapResolverError(error);
    if (isDatabaseUnavailable(cause)) {
      // The database is down or restarting: a clear 503 (the HTTP status is set by
      // unavailableStatusPlugin), one log line, no stack.
      warnUnavailable(log, formatted.path ? `GraphQL ${formatted.path.join('.')}` : 'GraphQL', cause);
      return { ...base, message: DEFAULT_MESSAGES.SERVICE_UNAVAILABLE, extensions: { code: ERRORS.SERVICE_UNAVAILABLE.gql } };
    }
    log.error(`Unexpected error in GraphQL operation${formatted.path ? ` at ${formatted.path.join('.')}` : ''}`, cause);
    return { ...base, message: DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** The first constraint message in class-validator errors (children of nested inputs included). */
function firstConstraint(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  for (const e of errors as { constraints?: Record<string, string>; children?: unknown }[]) {
    const own = e && typeof e === 'object' && e.constraints ? Object.values(e.constraints)[0] : undefined;
    const found = own ?? firstConstraint(e?.children);
    if (found) return found;
  }
  return undefined;
}

/** class-validator errors carry the rejected `target` object; keep only property + constraints. */
function sanitizeDetails(details: unknown): unknown {
  if (!Array.isArray(details)) return details;
  return details.map((d: { property?: string; constraints?: Record<string, string> }) =>
    d && typeof d === 'object' && 'property' in d ? { property: d.property, constraints: d.constraints } : d,
  );
}


/**
 * Apollo takes a response's HTTP status from the errors as thrown, before formatError runs; a
 * resolver that hit a database outage threw a driver error. This answers such responses with 503,
 * like the REST adapter does for the SERVICE_UNAVAILABLE code.
 */
export const unavailableStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (response.body.singleResult.errors?.some((e) => e.extensions?.code === ERRORS.SERVICE_UNAVAILABLE.gql)) {
          response.http.status = ERRORS.SERVICE_UNAVAILABLE.http;
        }
      },
    };
  },
};

const RESPONSE_MEDIA_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * GraphQL over HTTP: a request error (the document does not parse or validate, a variable does
 * not coerce) is a 400 only in `application/graphql-response+json`, the media type whose status
 * codes carry meaning. A caller that asked for the legacy `application/json` (or gave no Accept)
 * gets 200 with the errors, as the spec says it SHOULD; Apollo answers 400 for both. The media
 * type is negotiated as Apollo negotiates it, so the status matches the Content-Type sent.
 */
export const legacyJsonStatusPlugin: ApolloServerPlugin = {
  async requestDidStart({ request }) {
    const accept = request.http?.headers.get('accept');
    const chosen = accept ? new Negotiator({ headers: { accept } }).mediaType(RESPONSE_MEDIA_TYPES) : 'application/json';
    if (chosen !== 'application/json') return;
    return {
      async willSendResponse({ response }) {
        if (response.body.kind === 'single' && response.http.status === 400 && response.body.singleResult.data === undefined) response.http.status = 200;
      },
    };
  },
};
