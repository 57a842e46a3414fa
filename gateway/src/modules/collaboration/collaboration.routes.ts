import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';
import * as st from '../story/story.rest.js';

/**
 * REST rows — Co-editing a story: collaborators, invites and join requests. Each runs one GraphQL
 * operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const collaborationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/stories/:id/collaborators',
    operation: 'StoryCollaborators',
    variables: (req) => ({ storyId: req.params.id }),
    shape: (d) => d.storyCollaborators.map(st.collaboratorForm),
    summary: 'Collaborators with their role.',
  },
  {
    method: 'POST',
    path: '/api/stories/:id/collaborators/invite',
    operation: 'InviteCollaborator',
    variables: (req) => ({ storyId: req.params.id, input: { email: st.body(req).email ?? '', role: st.upper(st.body(req).role ?? 'contributor') } }),
    shape: (d) => st.inviteForm(d.inviteCollaborator),
    status: 201,
    summary: 'The owner invites by email; body {email, role: contributor (default) | editor | viewer}.',
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/collaborators/:userId',
    operation: 'RemoveCollaborator',
    variables: (req) => ({ storyId: req.params.id, userId: req.params.userId }),
    shape: (d) => ({ success: true, collaborators: d.removeCollaborator.collaborators.map(st.collaboratorForm) }),
    summary: 'The owner removes a collaborator, or a collaborator leaves.',
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/collaborators/:userId',
    operation: 'UpdateCollaboratorRole',
    variables: (req) => ({ storyId: req.params.id, userId: req.params.userId, role: st.upper(st.body(req).role) }),
    shape: (d) => st.collaboratorForm(d.updateCollaboratorRole),
    summary: 'The owner changes a role; body {role: contributor | editor | viewer}.',
  },
  {
    method: 'GET',
    path: '/api/stories/:id/collaborators/invites',
    operation: 'StoryInvites',
    variables: (req) => ({ storyId: req.params.id }),
    shape: (d) => d.storyInvites.map(st.inviteForm),
    summary: "The story's pending invites (owner); the caller's own invites to it (anyone else).",
  },
  {
    method: 'PUT',
    path: '/api/invites/:inviteId',
    operation: 'RespondToInvite',
    variables: (req) => ({ inviteId: req.params.inviteId, status: st.upper(st.body(req).status) }),
    shape: (d) => st.inviteForm(d.respondToInvite),
    summary: 'The invitee answers; body {status: accepted | declined}.',
  },
  {
    method: 'GET',
    path: '/api/users/me/invites',
    operation: 'MyInvites',
    shape: (d) => ({ data: d.myInvites.map(st.inviteForm) }),
    summary: "Open invites to the signed-in member's email.",
  },
  {
    method: 'POST',
    path: '/api/stories/:id/join-requests',
    operation: 'RequestToJoinStory',
    variables: (req) => ({ storyId: req.params.id, message: st.body(req).message ?? null }),
    shape: (d) => st.joinRequestForm(d.requestToJoinStory),
    status: 201,
    summary: 'Ask to join a story open to join (staff); body {message?}; accepted at once without approval.',
  },
  {
    method: 'GET',
    path: '/api/stories/:id/join-requests',
    operation: 'StoryJoinRequests',
    variables: (req) => ({ storyId: req.params.id }),
    shape: (d) => d.storyJoinRequests.map(st.joinRequestForm),
    summary: "Pending join requests (owner); the caller's own requests (anyone else).",
  },
  {
    method: 'PUT',
    path: '/join-requests/:requestId',
    operation: 'DecideJoinRequest',
    variables: (req) => ({ requestId: req.params.requestId, status: st.joinDecisionParam(st.body(req).status) }),
    shape: (d) => st.joinRequestForm(d.decideJoinRequest),
    summary: 'The owner decides; body {status: accepted | declined | rejected}.',
  },
  {
    method: 'PUT',
    path: '/api/join-requests/:requestId',
    operation: 'DecideJoinRequest',
    variables: (req) => ({ requestId: req.params.requestId, status: st.joinDecisionParam(st.body(req).status) }),
    shape: (d) => st.joinRequestForm(d.decideJoinRequest),
    summary: 'The same under /api.',
  },
];
