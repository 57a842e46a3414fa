import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';
import * as ar from '../article/article.rest.js';
import * as tp from './tip.rest.js';

/**
 * REST rows — Member tips: members send links, staff publish or decline them. Each runs one
 * GraphQL operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const tipRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/tips',
    operation: 'SubmitTip',
    variables: tp.submitTipInput,
    shape: (d) => ({ data: tp.submissionForm(d.submitTip) }),
    status: (d) => (d.submitTip?.status === 'EXISTING' ? 200 : 201),
    summary: 'Send a tip, body {url, note?}; checked and fetched like staff submission → {data: {status: submitted | existing, tip, article}}.',
  },
  {
    method: 'GET',
    path: '/api/users/me/tips',
    operation: 'MyTips',
    variables: (req) => ar.defined({ limit: ar.intParam(req.query.limit), offset: ar.intParam(req.query.offset) }),
    shape: (d) => ({ data: d.myTips.map(tp.tipForm) }),
    summary: "The signed-in member's tips with status, newest first; ?limit=25&offset=0.",
  },
  {
    method: 'POST',
    path: '/api/users/me/tips/seen',
    operation: 'MarkTipOutcomesSeen',
    shape: (d) => ({ data: { updated: d.markTipOutcomesSeen } }),
    summary: 'The member has seen the outcome of their reviewed tips → {data: {updated}}.',
  },
  {
    method: 'GET',
    path: '/api/tips',
    operation: 'TipQueue',
    variables: (req) => ar.defined({ status: tp.statusParam(req.query.status), limit: ar.intParam(req.query.limit), offset: ar.intParam(req.query.offset) }),
    shape: (d) => ({ data: d.tips.map(tp.tipForm) }),
    summary: 'Staff review queue; ?status=pending|published|declined (pending oldest first) &limit=25&offset=0.',
  },
  {
    method: 'GET',
    path: '/api/tips/:id',
    operation: 'TipDetail',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => ({ data: tp.tipForm(d.tip) }),
    summary: "One tip with its note: the member who sent it and staff; 404 'Tip not found.' for anyone else.",
  },
  {
    method: 'POST',
    path: '/api/tips/:id/publish',
    operation: 'PublishTip',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => ({ data: tp.tipForm(d.publishTip) }),
    summary: 'Staff: publish a pending tip as an article credited to its member; 409 once reviewed.',
  },
  {
    method: 'POST',
    path: '/api/tips/:id/decline',
    operation: 'DeclineTip',
    variables: (req) => ({ id: req.params.id, reason: tp.body(req).reason ?? null }),
    shape: (d) => ({ data: tp.tipForm(d.declineTip) }),
    summary: 'Staff: decline a pending tip, body {reason?}; 409 once reviewed.',
  },
];
