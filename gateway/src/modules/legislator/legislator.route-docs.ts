import { z } from 'zod';
import { obj } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

const contentBody = z.object({
  content: z.string().describe('1–500 characters.'),
  content_type: z.enum(['staff_commentary', 'note']).optional(),
  is_staff: z.boolean().optional(),
  is_public: z.boolean().optional(),
  title: z.string().optional(),
});

/**
 * OpenAPI docs of the REST rows of legislators and staff commentary on them (legislator.routes.ts):
 * what each takes and answers (RouteDoc), keyed `${method} ${path}` exactly as in the rows. Joined
 * in rest/openapi/route-docs.ts.
 */
export const legislatorRouteDocs: Record<string, RouteDoc> = {
  'GET /api/legislators': {
    query: z.object({
      search: z.string().optional().describe('Also ?name=.'),
      state: z.string().optional(),
      party: z.string().optional(),
      hasStaffCommentary: z.enum(['true', 'false']).optional().describe('Also has_staff_commentary.'),
      sort: z.enum(['name', 'alignment_high', 'alignment_low']).optional().describe('Default name; by alignment over the current Congress, nothing counted last.'),
    }),
    response: (d) => obj({ legislators: f.listOf(R(d, 'legislators'), f.legislatorForm) }),
  },
  'GET /api/legislators/staff-commentary': { response: (d) => obj({ content: f.listOf(R(d, 'staffCommentaries'), f.staffInsightForm) }) },
  'GET /api/legislators/id/:legislatorId': { response: (d) => dataOf(f.legislatorForm(R(d, 'legislator'))) },
  'GET /api/legislators/id/:legislatorId/content': {
    query: z.object({ contentType: z.enum(['staff_commentary', 'note']).optional().describe('Also content_type.'), is_staff: z.enum(['true', 'false']).optional().describe('Also isStaff.') }),
    response: (d) => dataOf(f.listOf(R(d, 'legislatorContent'), f.legislatorContentForm)),
  },
  'PUT /api/legislators/content/:contentId': { body: contentBody, response: (d) => dataOf(f.legislatorContentForm(R(d, 'updateLegislatorContent'))) },
  'POST /api/legislators/content': {
    body: contentBody.extend({ legislator_id: z.uuid().describe('Also legislatorId.') }),
    response: (d) => dataOf(f.legislatorContentForm(R(d, 'createLegislatorContent'))),
    rateLimit: 'comment',
  },
};
