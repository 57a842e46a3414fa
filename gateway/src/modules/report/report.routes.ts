import type { RestRoute } from '../../rest/route-types.js';
import * as ar from '../article/article.rest.js';
import * as rr from './report.rest.js';

/**
 * REST rows — reported comments: members report, staff remove or keep; the reporter is told. Each
 * runs one GraphQL operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const reportRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/commentaries/:id/report',
    operation: 'ReportCommentary',
    variables: rr.reportVariables,
    shape: (d) => ({ data: rr.reportForm(d.reportCommentary) }),
    status: 201,
    summary: "Report a comment to staff, body {reason} (1–500 characters); once per member and comment (409); not one's own (400); rate-limited; the author is never told who.",
  },
  {
    method: 'GET',
    path: '/api/reports',
    operation: 'CommentaryReports',
    variables: (req) => ar.defined({ status: rr.statusParam(req.query.status), limit: ar.intParam(req.query.limit), offset: ar.intParam(req.query.offset) }),
    shape: (d) => ({ data: d.commentaryReports.items.map(rr.reportForm), total: d.commentaryReports.total }),
    summary: 'Staff: reported comments; ?status=pending (default, oldest first) | removed | kept &limit=25&offset=0 → {data: [...what was said, why, by whom], total}.',
  },
  {
    method: 'POST',
    path: '/api/reports/:id/decide',
    operation: 'DecideCommentaryReport',
    variables: rr.decideVariables,
    shape: (d) => ({ data: rr.reportForm(d.decideCommentaryReport) }),
    summary: 'Staff: body {decision: remove | keep, note?}; remove takes the comment down (moderation log); every pending report of it is decided and each reporter told; 409 once decided.',
  },
];
