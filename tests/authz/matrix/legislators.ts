// Matrix rows: legislators, their staff content, the member's own legislators and the public scorecard.
import { anyone, q, r, signedIn, staffOnly, type GqlRow, type RestRow } from './shared.js';

const SCORECARD = 'legislator { bioguideId name } alignment { percent agreed counted notCounted } votes { billId position alignment } delegation { percent } party { percent } sharePath';

export const GQL: GqlRow[] = [
  { field: 'Query.legislators', expect: staffOnly, call: () => q('{ legislators { id } }') },
  { field: 'Query.legislators', variant: 'by alignment', expect: staffOnly, call: () => q('{ legislators(filter: { sort: ALIGNMENT_HIGH }) { id congressAlignment { percent counted notCounted } } }') },
  // My legislators and the public scorecard (issue #60): every member reads their own; anyone reads a scorecard.
  { field: 'Query.myLegislators', expect: signedIn, call: () => q(`{ myLegislators { needsAddress following scorecards { ${SCORECARD} } vacancies { message } } }`) },
  { field: 'Mutation.followMyLegislators', expect: signedIn, call: () => q('mutation { followMyLegislators(follow: true) { following } }') },
  { field: 'Query.legislatorScorecard', expect: anyone, call: (w) => q(`query($b: String!) { legislatorScorecard(bioguide: $b) { ${SCORECARD} } }`, { b: w.legislator.bioguide }) },
  { field: 'Query.staffCommentaries', expect: staffOnly, call: () => q('{ staffCommentaries { id } }') },
  { field: 'Query.legislator', expect: staffOnly, call: (w) => q('query($id: String!) { legislator(id: $id) { id } }', { id: w.legislator.id }) },
  { field: 'Query.legislatorContent', expect: staffOnly, call: (w) => q('query($id: String!) { legislatorContent(legislatorId: $id) { id } }', { id: w.legislator.id }) },
  { field: 'Mutation.updateLegislatorContent', expect: staffOnly, target: (w) => w.fresh.legislatorContent(), call: (_w, id) => q('mutation($id: ID!) { updateLegislatorContent(id: $id, input: { content: "Edited" }) { id } }', { id }) },
  { field: 'Mutation.createLegislatorContent', expect: staffOnly, call: (w) => q('mutation($l: String!) { createLegislatorContent(input: { legislatorId: $l, content: "New insight" }) { id } }', { l: w.legislator.id }) },
];

export const REST: RestRow[] = [
  r('GET /api/legislators', 'Query.legislators', () => ({ path: '/api/legislators' })),
  r('GET /api/legislators', 'Query.legislators[by alignment]', () => ({ path: '/api/legislators?sort=alignment_high' })),
  r('GET /api/users/me/legislators', 'Query.myLegislators', () => ({ path: '/api/users/me/legislators' })),
  r('PUT /api/users/me/legislators/follow', 'Mutation.followMyLegislators', () => ({ path: '/api/users/me/legislators/follow', body: { follow: true } })),
  r('GET /api/scorecards/:bioguide', 'Query.legislatorScorecard', (w) => ({ path: `/api/scorecards/${w.legislator.bioguide}` })),
  r('GET /api/legislators/staff-commentary', 'Query.staffCommentaries', () => ({ path: '/api/legislators/staff-commentary' })),
  r('GET /api/legislators/id/:legislatorId', 'Query.legislator', (w) => ({ path: `/api/legislators/id/${w.legislator.id}` })),
  r('GET /api/legislators/id/:legislatorId/content', 'Query.legislatorContent', (w) => ({ path: `/api/legislators/id/${w.legislator.id}/content` })),
  r('PUT /api/legislators/content/:contentId', 'Mutation.updateLegislatorContent', (_w, id) => ({ path: `/api/legislators/content/${id}`, body: { content: 'Edited', content_type: 'staff_commentary', is_staff: true } })),
  r('POST /api/legislators/content', 'Mutation.createLegislatorContent', (w) => ({ path: '/api/legislators/content', body: { legislator_id: w.legislator.id, content: 'New insight', content_type: 'staff_commentary', is_staff: true, is_public: true } })),
];
