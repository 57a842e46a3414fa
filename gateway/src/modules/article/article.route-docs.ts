import { z } from 'zod';
import { extend, obj, prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, tags, vote, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of articles and their votes (article.routes.ts): what each takes
 * and answers (RouteDoc), keyed `${method} ${path}` exactly as in the rows. Joined in
 * rest/openapi/route-docs.ts.
 */
export const articleRouteDocs: Record<string, RouteDoc> = {
  'GET /api/users/me/articles': { response: (d) => dataOf(R(d, 'myArticles')) },
  'GET /api/articles': {
    query: z.object({ search: z.string().optional().describe('Also ?q=.'), tag: z.string().optional(), publication: z.string().optional(), limit, offset }),
    response: (d) => dataOf(f.listOf(R(d, 'articles'), f.articleForm)),
  },
  'GET /api/articles/:id': { response: (d) => dataOf(f.articleForm(R(d, 'article'))) },
  'POST /api/articles/parse-url': {
    body: z.object({ url: z.string().describe('An http(s) page on a public address.') }),
    response: (d) => dataOf(obj({ article: extend(f.articleForm(prop(R(d, 'parseUrl'), 'article')), { isExisting: { type: 'boolean' } }) })),
    rateLimit: 'submitUrl',
  },
  'POST /api/articles/submit': {
    body: z.object({ url: z.string() }),
    response: (d) => obj({ id: prop(R(d, 'parseUrl'), 'id'), title: prop(R(d, 'parseUrl'), 'title'), status: { type: 'string', enum: ['existing', 'new'] } }),
    rateLimit: 'submitUrl',
  },
  'PUT /api/articles/:id': {
    body: z.object({ title: z.string().optional(), content: z.string().optional().describe('HTML; sanitized.'), tags, imageUrl: z.string().nullable().optional().describe('Also image_url.') }),
    response: (d) => dataOf(f.articleForm(R(d, 'updateArticle'))),
  },
  'DELETE /api/articles/:id': { response: (d) => dataOf(obj({ id: R(d, 'deleteArticle') })) },
  'POST /api/articles/:id/vote': { body: vote, response: (d) => dataOf(f.articleForm(R(d, 'voteArticle'))), rateLimit: 'vote' },
  'DELETE /api/articles/:id/vote': { response: (d) => dataOf(f.articleForm(R(d, 'voteArticle'))), rateLimit: 'vote' },
};
