import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';

/**
 * REST rows — my legislators and their scorecards. Each runs one GraphQL operation
 * (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const scorecardRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/users/me/legislators',
    operation: 'MyLegislators',
    shape: (d) => ({ data: d.myLegislators }),
    summary: "The caller's own legislators from their saved address, each with a scorecard over the current Congress, and vacant seats; needsAddress before one is saved.",
  },
  {
    method: 'PUT',
    path: '/api/users/me/legislators/follow',
    operation: 'FollowMyLegislators',
    variables: (req) => ({ follow: body(req).follow }),
    shape: (d) => ({ data: d.followMyLegislators }),
    summary: "Body {follow: true|false}: hear (or stop hearing) when your legislators vote on a key vote ('legislator_vote').",
  },
  {
    method: 'GET',
    path: '/api/scorecards/:bioguide',
    operation: 'LegislatorScorecard',
    variables: (req) => ({ bioguide: req.params.bioguide }),
    shape: (d) => ({ data: d.legislatorScorecard }),
    summary: "Anyone: a legislator's public scorecard (official votes and published positions only); 400 for a malformed bioguide id, 404 for an unknown one.",
  },
];
