import type { RestRoute } from '../../rest/route-types.js';
import * as lg from './legislator.rest.js';

/**
 * REST rows — Legislators and staff commentary on them (staff). Each runs one GraphQL operation
 * (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const legislatorRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/legislators',
    operation: 'Legislators',
    variables: (req) => ({ filter: lg.legislatorFilter(req) }),
    shape: (d) => ({ legislators: d.legislators.map(lg.legislatorForm) }),
    summary: 'Staff: current legislators with current term, committees, staff commentary; ?search=&state=&party=&hasStaffCommentary=.',
  },
  {
    method: 'GET',
    path: '/api/legislators/staff-commentary',
    operation: 'StaffCommentaries',
    shape: (d) => ({ content: d.staffCommentaries.map(lg.staffInsightForm) }),
    summary: 'Staff insights: {content: [...]}, each with its legislators record.',
  },
  {
    method: 'GET',
    path: '/api/legislators/id/:legislatorId',
    operation: 'LegislatorDetail',
    variables: (req) => ({ id: req.params.legislatorId }),
    shape: (d) => ({ data: lg.legislatorForm(d.legislator) }),
    summary: 'Staff: {data: legislator with legislator_terms, legislator_committees, legislator_content, alignment}; id or bioguide id.',
  },
  {
    method: 'GET',
    path: '/api/legislators/id/:legislatorId/content',
    operation: 'LegislatorContentList',
    variables: (req) =>
      lg.defined({
        legislatorId: req.params.legislatorId,
        contentType: lg.contentTypeParam(req.query.contentType ?? req.query.content_type),
        isStaff: lg.boolParam(req.query.is_staff ?? req.query.isStaff),
      }),
    shape: (d) => ({ data: d.legislatorContent.map(lg.contentForm) }),
    summary: 'Staff: ?contentType=staff_commentary&is_staff=true → {data: [...]}, newest first.',
  },
  {
    method: 'PUT',
    path: '/api/legislators/content/:contentId',
    operation: 'UpdateLegislatorContent',
    variables: (req) => ({ id: req.params.contentId, input: lg.updateContentInput(req) }),
    shape: (d) => ({ data: lg.contentForm(d.updateLegislatorContent) }),
    summary: 'Staff: body {content, content_type, is_staff}; blank content is rejected.',
  },
  {
    method: 'POST',
    path: '/api/legislators/content',
    operation: 'CreateLegislatorContent',
    variables: (req) => ({ input: lg.createContentInput(req) }),
    shape: (d) => ({ data: lg.contentForm(d.createLegislatorContent) }),
    status: 201,
    summary: 'Staff: body {legislator_id, content, content_type, is_staff, is_public}; blank content is rejected.',
  },
];
