import type { Request } from 'express';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One REST path served by running a named GraphQL operation (from rest/operations/*.graphql)
 * in-process with the caller's context. Auth, validation and errors are the GraphQL ones.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Express path, e.g. '/api/stories/:id/follow'. */
  path: string;
  /** Operation name in rest/operations/*.graphql. */
  operation: string;
  /** GraphQL variables from the request (params, query, body). */
  variables?: (req: Request) => Record<string, unknown>;
  /** The response body from the operation's data. Default: `{ data }`. */
  shape?: (data: any, req: Request) => unknown;
  /** Response headers from the operation's data (a paged list's Link and X-Total-Count: rest/paging.ts). */
  headers?: (data: any, req: Request) => Record<string, string>;
  /** Success status; a function may look at the data (e.g. 503 for a degraded health check). */
  status?: number | ((data: any) => number);
  /** One line for docs/rest.md's route table and the OpenAPI summary. */
  summary: string;
  /** The answer is a CSV file (text/csv, as an attachment) made from the operation's data, instead of JSON. Errors stay JSON. */
  csv?: { filename: (data: any) => string; body: (data: any) => string };
}
