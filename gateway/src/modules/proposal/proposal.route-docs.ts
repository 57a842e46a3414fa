import { z } from 'zod';
import * as f from '../../rest/openapi/forms.js';
import { R } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of proposed changes to a story's title and description
 * (proposal.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}` exactly
 * as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const proposalRouteDocs: Record<string, RouteDoc> = {
  'GET /api/stories/:id/proposals': { response: (d) => f.listOf(R(d, 'storyProposals'), f.proposalForm) },
  'POST /api/stories/:id/proposals': {
    body: z.object({ title: z.string().optional(), description: z.string().optional() }).describe('Exactly one of title and description.'),
    response: (d) => f.proposalForm(R(d, 'createProposal')),
  },
  'POST /api/stories/:id/proposals/:proposalId/vote': {
    body: z.object({ vote: z.enum(['up', 'down']) }),
    response: (d) => f.proposalForm(R(d, 'voteOnProposal')),
    rateLimit: 'vote',
  },
  'PUT /api/stories/:id/proposals/:proposalId': { body: z.object({ status: z.enum(['approved', 'rejected']) }), response: (d) => f.proposalForm(R(d, 'decideProposal')) },
};
