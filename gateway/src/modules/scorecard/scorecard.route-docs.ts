import { z } from 'zod';
import { R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of my legislators and their scorecards (scorecard.routes.ts): what
 * each takes and answers (RouteDoc), keyed `${method} ${path}` exactly as in the rows. Joined in
 * rest/openapi/route-docs.ts.
 */
export const scorecardRouteDocs: Record<string, RouteDoc> = {
  'GET /api/users/me/legislators': { response: (d) => dataOf(R(d, 'myLegislators')) },
  'PUT /api/users/me/legislators/follow': {
    body: z.object({ follow: z.boolean().describe("true: hear when your legislators vote on a key vote ('legislator_vote'); false: stop.") }),
    response: (d) => dataOf(R(d, 'followMyLegislators')),
  },
  'GET /api/scorecards/:bioguide': { response: (d) => dataOf(R(d, 'legislatorScorecard')) },
};
