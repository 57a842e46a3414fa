import type { RestRoute } from '../../rest/route-types.js';
import * as st from '../story/story.rest.js';
import * as ar from '../article/article.rest.js';

/**
 * REST rows — The moderation log. Each runs one GraphQL operation (rest/operations/*.graphql) and
 * has its row in docs/rest.md.
 */
export const moderationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/moderation',
    operation: 'ModerationLog',
    variables: (req) =>
      st.defined({ contentType: req.query.type === undefined ? undefined : ar.contentTypeParam(req.query.type), limit: st.intParam(req.query.limit), offset: st.intParam(req.query.offset) }),
    shape: (d) => ({
      data: d.moderationLog.items.map((m: any) => ({ ...m, action: m.action.toLowerCase(), contentType: m.contentType.toLowerCase() })),
      total: d.moderationLog.total,
    }),
    summary: 'The moderation log (super_admin): every staff edit and delete, newest first; ?type=article|story|key_vote|commentary|timeline_entry&limit&offset → {data, total}.',
  },
];
