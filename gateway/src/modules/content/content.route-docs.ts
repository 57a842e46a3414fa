import { z } from 'zod';
import { obj } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of content of either kind (articles and key votes): recent, likes,
 * edit and delete (content.routes.ts): what each takes and answers (RouteDoc), keyed `${method}
 * ${path}` exactly as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const contentRouteDocs: Record<string, RouteDoc> = {
  'GET /api/content/recent': {
    query: z.object({ limit, offset, type: z.enum(['article', 'key_vote', 'story', 'commentary']).optional() }),
    response: (d) => dataOf(f.listOf(R(d, 'recentContent'), f.contentForm)),
  },
  'POST /api/content/:type/:id/like': { body: 'none', response: (d) => dataOf(f.contentForm(R(d, 'likeContent'))), rateLimit: 'vote' },
  'DELETE /api/content/:type/:id/like': { response: (d) => dataOf(f.contentForm(R(d, 'unlikeContent'))), rateLimit: 'vote' },
  'PUT /api/content/:type/:id': {
    body: z.object({ title: z.string(), content: z.string().describe('Also description.') }),
    response: (d) => dataOf(f.contentForm(R(d, 'updateContent'))),
  },
  'DELETE /api/content/:type/:id': { response: (d) => dataOf(obj({ id: R(d, 'deleteContent') })) },
};
