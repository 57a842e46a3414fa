import type { z } from 'zod';
import type { RateLimitKind } from '../../http/rate-limit.js';
import type { JsonSchema } from './json-schema.js';

/**
 * What each row of the REST route table (rest/routes.ts) takes and answers, for the OpenAPI
 * document (rest/openapi/document.ts): its query parameters and request body (zod, authored beside
 * the row, modules/<feature>/<feature>.route-docs.ts), and its response, derived from the GraphQL
 * operation's `data` schema by the mirror of the row's `shape` (rest/openapi/forms.ts). Keyed
 * `${method} ${path}` exactly as in the route table; all of them joined in rest/openapi/route-docs.ts.
 *
 * A row without an entry, a write without a documented body (or `body: 'none'`), or a GET that
 * reads the query string without documented `query` fails tests/integration/openapi.test.ts; the
 * authorization-matrix suite validates every 2xx answer against `response`.
 */
export interface RouteDoc {
  /** Query-string parameters (every one optional unless the schema says otherwise). */
  query?: z.ZodObject;
  /** Query parameters of which the caller must send at least one (documented as one exploded object parameter). */
  queryNeedsOneOf?: string[];
  /** The JSON body, or 'none' for writes that take none. */
  body?: z.ZodType | 'none';
  /** The 2xx body, from the schema of the operation's GraphQL `data`. */
  response: (data: JsonSchema) => JsonSchema;
  /** The API rate limit the operation counts against (429 with Retry-After beyond it). */
  rateLimit?: RateLimitKind;
  /** A paged list: the answer carries X-Total-Count and, unless it is the last page, Link rel="next" (rest/paging.ts). */
  paged?: boolean;
}
