import { z } from 'zod';
import * as f from '../../rest/openapi/forms.js';
import { R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of one search across what the caller may read (search.routes.ts):
 * what each takes and answers (RouteDoc), keyed `${method} ${path}` exactly as in the rows. Joined
 * in rest/openapi/route-docs.ts.
 */
export const searchRouteDocs: Record<string, RouteDoc> = {
  'GET /api/search': {
    query: z.object({
      q: z.string().describe('What to find, 1–200 characters: words (all of them), "a phrase", -word to leave one out, or between alternatives.'),
      kind: z.string().optional().describe('Only these kinds, comma-separated: story, article, commentary, key_vote, legislator (staff only; left out for others). Default: all.'),
      limit: z.coerce.number().int().min(1).max(50).optional().describe('Hits per kind, 1–50 (default 10).'),
      cursor: z.string().optional().describe('A hit’s cursor (pageInfo.endCursor): the hits of its kind after it.'),
    }),
    response: (d) => dataOf(f.searchForm(R(d, 'search'))),
  },
};
