import { z } from 'zod';
import { obj, prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, offset, R } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of the moderation log (moderation.routes.ts): what each takes and
 * answers (RouteDoc), keyed `${method} ${path}` exactly as in the rows. Joined in
 * rest/openapi/route-docs.ts.
 */
export const moderationRouteDocs: Record<string, RouteDoc> = {
  'GET /api/admin/moderation': {
    query: z.object({ type: z.enum(['article', 'story', 'key_vote', 'commentary', 'timeline_entry']).optional(), limit, offset }),
    response: (d) => {
      const page = R(d, 'moderationLog');
      return obj({ data: f.listOf(prop(page, 'items'), f.moderationActionForm), total: prop(page, 'total') });
    },
  },
};
