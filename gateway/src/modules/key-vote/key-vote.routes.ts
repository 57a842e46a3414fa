import type { RestRoute } from '../../rest/route-types.js';
import * as kv from './key-vote.rest.js';

/**
 * REST rows — Key votes and the roll calls they come from. Each runs one GraphQL operation
 * (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const keyVoteRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/key-votes',
    operation: 'KeyVotes',
    variables: (req) => kv.defined({ limit: kv.intParam(req.query.limit), offset: kv.intParam(req.query.offset) }),
    shape: (d) => ({ data: d.keyVotes.map(kv.keyVoteForm) }),
    summary: 'Key votes, newest first; ?limit=10&offset=0 → {data: [...]}.',
  },
  {
    method: 'POST',
    path: '/api/key-votes',
    operation: 'CreateKeyVote',
    variables: (req) => ({ input: kv.createKeyVoteInput(req) }),
    shape: (d) => ({ data: kv.keyVoteForm(d.createKeyVote) }),
    status: 201,
    summary:
      'Add Key Vote (staff); body {roll_call_id | bill_id, organization_position, title?, description?, congress_number?}; links the imported roll calls; 409 when the bill already has one.',
  },
  {
    method: 'GET',
    path: '/api/roll-calls',
    operation: 'RollCalls',
    variables: (req) => kv.defined({ search: req.query.search ?? undefined, limit: kv.intParam(req.query.limit), offset: kv.intParam(req.query.offset) }),
    shape: (d) => ({ data: d.rollCalls.items.map(kv.rollCallForm), total: d.rollCalls.total }),
    summary: "Imported roll calls on a bill, newest first (staff); ?search= bill id ('H.R. 1'), number or words &limit=10&offset=0 → {data, total}.",
  },
  {
    method: 'GET',
    path: '/api/key-votes/:id',
    operation: 'KeyVoteDetail',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => ({ data: kv.keyVoteForm(d.keyVote) }),
    summary: "One key vote with tallies, legislator_votes and my_legislators; 404 'Key vote not found'.",
  },
  {
    method: 'PUT',
    path: '/api/key-votes/:id',
    operation: 'UpdateKeyVote',
    variables: (req) => ({ id: req.params.id, input: kv.updateKeyVoteInput(req) }),
    shape: (d) => ({ data: kv.keyVoteForm(d.updateKeyVote) }),
    summary: 'Change title and description (staff); recorded in the moderation log.',
  },
  {
    method: 'DELETE',
    path: '/api/key-votes/:id',
    operation: 'DeleteContent',
    variables: (req) => ({ type: 'KEY_VOTE', id: req.params.id }),
    shape: (d) => ({ data: { id: d.deleteContent } }),
    summary: 'Delete a key vote (staff) with its commentary and likes (the roll calls stay); recorded; 404 once deleted.',
  },
  {
    method: 'POST',
    path: '/api/key-votes/:id/like',
    operation: 'LikeKeyVote',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => ({ data: kv.keyVoteForm(d.likeKeyVote) }),
    summary: 'Like a key vote; returns it with likes and has_liked.',
  },
  {
    method: 'DELETE',
    path: '/api/key-votes/:id/like',
    operation: 'UnlikeKeyVote',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => ({ data: kv.keyVoteForm(d.unlikeKeyVote) }),
    summary: 'Take the like back.',
  },
];
