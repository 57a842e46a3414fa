import { z } from 'zod';
import { obj, prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of reported comments: members report, staff remove or keep
 * (report.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}` exactly as
 * in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const reportRouteDocs: Record<string, RouteDoc> = {
  'POST /api/commentaries/:id/report': {
    body: z.object({ reason: z.string().min(1).max(500).describe('Why the comment should be reviewed, 1–500 characters.') }),
    response: (d) => dataOf(f.reportForm(R(d, 'reportCommentary'))),
    rateLimit: 'report',
  },
  'GET /api/reports': {
    query: z.object({ status: z.enum(['pending', 'removed', 'kept']).optional().describe('Default pending (oldest first).'), limit, offset }),
    response: (d) => {
      const page = R(d, 'commentaryReports');
      return obj({ data: f.listOf(prop(page, 'items'), f.reportForm), total: prop(page, 'total') });
    },
  },
  'POST /api/reports/:id/decide': {
    body: z.object({
      decision: z.enum(['remove', 'keep']).describe('remove takes the comment down (recorded in the moderation log); keep leaves it.'),
      note: z.string().max(1000).nullable().optional().describe('Told to the reporter.'),
    }),
    response: (d) => dataOf(f.reportForm(R(d, 'decideCommentaryReport'))),
  },
};
