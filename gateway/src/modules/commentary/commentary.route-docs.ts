import { z } from 'zod';
import { prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { pageLimit, cursor, vote, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of commentary on articles and key votes (commentary.routes.ts):
 * what each takes and answers (RouteDoc), keyed `${method} ${path}` exactly as in the rows. Joined
 * in rest/openapi/route-docs.ts.
 */
export const commentaryRouteDocs: Record<string, RouteDoc> = {
  'GET /api/commentaries': {
    query: z.object({
      articleId: z.uuid().optional().describe('Also article_id.'),
      keyVoteId: z.uuid().optional().describe('Also key_vote_id; one of articleId and keyVoteId.'),
      sortBy: z.enum(['votes', 'newest']).optional().describe('Also sort_by.'),
      includePrivate: z.enum(['true', 'false']).optional().describe('Also include_private; private commentary only where the caller may see it.'),
      limit: pageLimit,
      cursor,
    }),
    queryNeedsOneOf: ['articleId', 'keyVoteId'],
    response: (d) => dataOf(f.listOf(prop(R(d, 'commentaries'), 'items'), f.commentaryForm)),
    paged: true,
  },
  'POST /api/commentaries': {
    body: z.object({
      articleId: z.uuid().optional().describe('Also article_id.'),
      keyVoteId: z.uuid().optional().describe('Also key_vote_id; exactly one of articleId and keyVoteId.'),
      content: z.string().describe('1–500 characters.'),
      commentaryType: z.enum(['regular', 'staff', 'owner']).optional().describe('Also commentary_type; staff needs staff, owner the submitter.'),
      isPublic: z.boolean().optional().describe('Also is_public.'),
    }),
    response: (d) => dataOf(f.commentaryForm(R(d, 'addCommentary'))),
    rateLimit: 'comment',
  },
  'PUT /api/commentaries/:id': { body: z.object({ content: z.string().describe('1–500 characters.') }), response: (d) => dataOf(f.commentaryForm(R(d, 'updateCommentary'))) },
  'POST /api/commentaries/:id/vote': { body: vote, response: (d) => dataOf(f.commentaryForm(R(d, 'voteCommentary'))), rateLimit: 'vote' },
  'DELETE /api/commentaries/:id/vote': { response: (d) => dataOf(f.commentaryForm(R(d, 'voteCommentary'))), rateLimit: 'vote' },
};
