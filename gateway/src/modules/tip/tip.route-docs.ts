import { z } from 'zod';
import { obj } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of member tips: members send links, staff publish or decline them
 * (tip.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}` exactly as in
 * the rows. Joined in rest/openapi/route-docs.ts.
 */
export const tipRouteDocs: Record<string, RouteDoc> = {
  'GET /api/users/me/tips': { query: z.object({ limit, offset }), response: (d) => dataOf(f.listOf(R(d, 'myTips'), f.tipForm)) },
  'POST /api/users/me/tips/seen': { body: 'none', response: (d) => dataOf(obj({ updated: R(d, 'markTipOutcomesSeen') })) },
  'POST /api/tips': {
    body: z.object({ url: z.string().describe('http(s) URL of the page.'), note: z.string().nullable().optional().describe('A private note for staff, ≤ 2000 characters.') }),
    response: (d) => dataOf(f.tipSubmissionForm(R(d, 'submitTip'))),
    rateLimit: 'submitUrl',
  },
  'GET /api/tips': {
    query: z.object({ status: z.enum(['pending', 'published', 'declined']).optional().describe('Default pending (oldest first).'), limit, offset }),
    response: (d) => dataOf(f.listOf(R(d, 'tips'), f.tipForm)),
  },
  'GET /api/tips/:id': { response: (d) => dataOf(f.tipForm(R(d, 'tip'))) },
  'POST /api/tips/:id/publish': { body: 'none', response: (d) => dataOf(f.tipForm(R(d, 'publishTip'))) },
  'POST /api/tips/:id/decline': {
    body: z.object({ reason: z.string().nullable().optional().describe('Shown to the member, ≤ 1000 characters.') }),
    response: (d) => dataOf(f.tipForm(R(d, 'declineTip'))),
  },
};
