// Matrix rows: key votes, roll calls and key-vote likes.
import { q, r, signedIn, staffOnly, type GqlRow, type RestRow } from './shared.js';

export const GQL: GqlRow[] = [
  { field: 'Query.keyVotes', expect: signedIn, call: () => q('{ keyVotes { id } }') },
  { field: 'Mutation.createKeyVote', expect: staffOnly, call: () => q('mutation($b: String!) { createKeyVote(input: { billId: $b, title: "Matrix key vote", organizationPosition: SUPPORT }) { id } }', { b: `H.R. ${10000 + Math.floor(Math.random() * 80000)}` }) },
  { field: 'Query.keyVote', expect: signedIn, call: (w) => q('query($id: ID!) { keyVote(id: $id) { id } }', { id: w.keyVote }) },
  { field: 'Query.rollCalls', expect: staffOnly, call: () => q('{ rollCalls(search: "H.R. 6999") { total items { id billId tally { yea } keyVote { id } } } }') },
  { field: 'Mutation.updateKeyVote', expect: staffOnly, target: (w) => w.fresh.keyVote(), call: (_w, id) => q('mutation($id: ID!) { updateKeyVote(id: $id, input: { title: "Edited" }) { id } }', { id }) },
  { field: 'Mutation.likeKeyVote', expect: signedIn, target: (w) => w.fresh.keyVote(), call: (_w, id) => q('mutation($id: ID!) { likeKeyVote(id: $id) { id } }', { id }) },
  { field: 'Mutation.unlikeKeyVote', expect: signedIn, target: (w) => w.fresh.keyVote(), call: (_w, id) => q('mutation($id: ID!) { unlikeKeyVote(id: $id) { id } }', { id }) },
];

export const REST: RestRow[] = [
  r('GET /api/key-votes', 'Query.keyVotes', () => ({ path: '/api/key-votes' })),
  r('POST /api/key-votes', 'Mutation.createKeyVote', () => ({ path: '/api/key-votes', body: { bill_id: `H.R. ${10000 + Math.floor(Math.random() * 80000)}`, title: 'Matrix key vote', organization_position: 'support' } })),
  r('GET /api/key-votes/:id', 'Query.keyVote', (w) => ({ path: `/api/key-votes/${w.keyVote}` })),
  r('PUT /api/key-votes/:id', 'Mutation.updateKeyVote', (_w, id) => ({ path: `/api/key-votes/${id}`, body: { title: 'Edited' } })),
  r('DELETE /api/key-votes/:id', 'Mutation.deleteContent[key_vote]', (_w, id) => ({ path: `/api/key-votes/${id}` })),
  r('GET /api/roll-calls', 'Query.rollCalls', () => ({ path: '/api/roll-calls?search=H.R.%206999' })),
  r('POST /api/key-votes/:id/like', 'Mutation.likeKeyVote', (_w, id) => ({ path: `/api/key-votes/${id}/like` })),
  r('DELETE /api/key-votes/:id/like', 'Mutation.unlikeKeyVote', (_w, id) => ({ path: `/api/key-votes/${id}/like` })),
];
