import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';
import * as st from '../story/story.rest.js';

/**
 * REST rows — Proposed changes to a story's title and description. Each runs one GraphQL operation
 * (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const proposalRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/stories/:id/proposals',
    operation: 'StoryProposals',
    variables: (req) => ({ storyId: req.params.id }),
    shape: (d) => d.storyProposals.map(st.proposalForm),
    summary: 'Proposals, newest first, with tallies and the caller\'s vote.',
  },
  {
    method: 'POST',
    path: '/api/stories/:id/proposals',
    operation: 'CreateProposal',
    variables: (req) => ({ storyId: req.params.id, input: { title: st.body(req).title ?? null, description: st.body(req).description ?? null } }),
    shape: (d) => st.proposalForm(d.createProposal),
    status: 201,
    summary: 'Propose a change; body {title} or {description}, exactly one.',
  },
  {
    method: 'POST',
    path: '/api/stories/:id/proposals/:proposalId/vote',
    operation: 'VoteOnProposal',
    variables: (req) => ({ storyId: req.params.id, proposalId: req.params.proposalId, vote: st.upper(st.body(req).vote) }),
    shape: (d) => st.proposalForm(d.voteOnProposal),
    summary: 'Vote while pending; body {vote: up | down}; one vote per member, changeable.',
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/proposals/:proposalId',
    operation: 'DecideProposal',
    variables: (req) => ({ storyId: req.params.id, proposalId: req.params.proposalId, status: st.upper(st.body(req).status) }),
    shape: (d) => st.proposalForm(d.decideProposal),
    summary: 'The owner decides; body {status: approved | rejected}; approval applies the change.',
  },
];
