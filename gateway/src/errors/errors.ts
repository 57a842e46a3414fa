import { GraphQLError } from 'graphql';

/**
 * THE error table: every domain error code the API can return, with its GraphQL
 * `extensions.code` and the HTTP status the REST adapter answers with. Messages that users see
 * come from SPEC §8 (the client maps codes to texts in client/src/errors/messages.ts; the
 * server's message is the SPEC text where the SPEC gives one).
 */
export const ERRORS = {
  BAD_USER_INPUT: { gql: 'BAD_USER_INPUT', http: 400 },
  GRAPHQL_PARSE_FAILED: { gql: 'GRAPHQL_PARSE_FAILED', http: 400 },
  GRAPHQL_VALIDATION_FAILED: { gql: 'GRAPHQL_VALIDATION_FAILED', http: 400 },
  MALFORMED_JSON: { gql: 'BAD_REQUEST', http: 400 },
  BODY_NOT_AN_OBJECT: { gql: 'BAD_REQUEST', http: 400 },
  BAD_REQUEST: { gql: 'BAD_REQUEST', http: 400 },
  UNAUTHENTICATED: { gql: 'UNAUTHENTICATED', http: 401 },
  FORBIDDEN: { gql: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { gql: 'NOT_FOUND', http: 404 },
  ROUTE_NOT_FOUND: { gql: 'NOT_FOUND', http: 404 },
  CONFLICT: { gql: 'CONFLICT', http: 409 },
  PAYLOAD_TOO_LARGE: { gql: 'PAYLOAD_TOO_LARGE', http: 413 },
  UNSUPPORTED_MEDIA_TYPE: { gql: 'UNSUPPORTED_MEDIA_TYPE', http: 415 },
  RATE_LIMITED: { gql: 'RATE_LIMITED', http: 429 },
  SERVICE_UNAVAILABLE: { gql: 'SERVICE_UNAVAILABLE', http: 503 },
  INTERNAL_SERVER_ERROR: { gql: 'INTERNAL_SERVER_ERROR', http: 500 },
} as const satisfies Record<string, { gql: string; http: number }>;

export type ErrorCode = keyof typeof ERRORS;

/** Generic texts for codes whose SPEC message depends on the screen. */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  BAD_USER_INPUT: 'The request contains invalid input.',
  GRAPHQL_PARSE_FAILED: 'The GraphQL query could not be parsed.',
  GRAPHQL_VALIDATION_FAILED: 'The GraphQL query is not valid against the schema.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  BODY_NOT_AN_OBJECT: 'The request body must be a JSON object.',
  BAD_REQUEST: 'The request could not be understood.',
  UNAUTHENTICATED: 'Authentication required. Please log in.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'No such API route.',
  CONFLICT: 'This conflicts with existing data.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as application/json.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again later.',
};

/** GraphQL extensions.code → HTTP status, for codes raised by Apollo or graphql-js itself. */
const HTTP_BY_GQL_CODE: Record<string, number> = Object.fromEntries(
  Object.values(ERRORS).map((e) => [e.gql, e.http]),
);

export function httpStatusForGqlCode(code: unknown): number {
  return (typeof code === 'string' && HTTP_BY_GQL_CODE[code]) || 500;
}

/** Thrown by services and policies; formatError turns it into a GraphQL error with its code. */
export class DomainError extends GraphQLError {
  readonly domainCode: ErrorCode;

  /** `extra` extensions are for the transport (Apollo's `http: { status }`), never shown to callers. */
  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>, extra?: Record<string, unknown>) {
    super(message ?? DEFAULT_MESSAGES[code], {
      extensions: { code: ERRORS[code].gql, ...(details ? { details } : {}), ...extra },
    });
    this.name = 'DomainError';
    this.domainCode = code;
  }
}

export const notFound = (message?: string) => new DomainError('NOT_FOUND', message);
export const forbidden = (message?: string) => new DomainError('FORBIDDEN', message);
export const badInput = (message: string, details?: Record<string, unknown>) =>
  new DomainError('BAD_USER_INPUT', message, details);
