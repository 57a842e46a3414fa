import { R } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of the status check (health.routes.ts): what each takes and answers
 * (RouteDoc), keyed `${method} ${path}` exactly as in the rows. Joined in
 * rest/openapi/route-docs.ts.
 */
export const healthRouteDocs: Record<string, RouteDoc> = {
  'GET /api/health': { response: (d) => R(d, 'health') },
};
