import { z } from 'zod';
import { obj, prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of key votes and the roll calls they come from
 * (key-vote.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}` exactly
 * as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const keyVoteRouteDocs: Record<string, RouteDoc> = {
  'GET /api/key-votes': { query: z.object({ limit, offset }), response: (d) => dataOf(f.listOf(R(d, 'keyVotes'), f.keyVoteForm)) },
  'POST /api/key-votes': {
    body: z.object({
      roll_call_id: z.uuid().optional().describe('An imported roll call (also rollCallId): prefills bill, congress, date, outcome and tallies.'),
      bill_id: z.string().optional().describe('e.g. hr1234-119; also billId. Needed without roll_call_id.'),
      organization_position: z.enum(['support', 'oppose', 'other']),
      title: z.string().optional(),
      description: z.string().optional(),
      congress_number: z.number().int().optional(),
    }),
    response: (d) => dataOf(f.keyVoteForm(R(d, 'createKeyVote'))),
  },
  'GET /api/roll-calls': {
    query: z.object({ search: z.string().optional().describe("A bill id ('H.R. 1'), a roll-call number or words of the question."), limit, offset }),
    response: (d) => {
      const page = R(d, 'rollCalls');
      return obj({ data: f.listOf(prop(page, 'items'), f.rollCallForm), total: prop(page, 'total') });
    },
  },
  'GET /api/key-votes/:id': { response: (d) => dataOf(f.keyVoteForm(R(d, 'keyVote'))) },
  'PUT /api/key-votes/:id': { body: z.object({ title: z.string().optional(), description: z.string().optional() }), response: (d) => dataOf(f.keyVoteForm(R(d, 'updateKeyVote'))) },
  'DELETE /api/key-votes/:id': { response: (d) => dataOf(obj({ id: R(d, 'deleteContent') })) },
  'POST /api/key-votes/:id/like': { body: 'none', response: (d) => dataOf(f.keyVoteForm(R(d, 'likeKeyVote'))), rateLimit: 'vote' },
  'DELETE /api/key-votes/:id/like': { response: (d) => dataOf(f.keyVoteForm(R(d, 'unlikeKeyVote'))), rateLimit: 'vote' },
};
