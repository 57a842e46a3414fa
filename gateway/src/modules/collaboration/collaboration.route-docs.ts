import { z } from 'zod';
import { obj, prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of co-editing a story: collaborators, invites and join requests
 * (collaboration.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}`
 * exactly as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const collaborationRouteDocs: Record<string, RouteDoc> = {
  'GET /api/stories/:id/collaborators': { response: (d) => f.listOf(R(d, 'storyCollaborators'), f.collaboratorForm) },
  'POST /api/stories/:id/collaborators/invite': {
    body: z.object({ email: z.email(), role: z.enum(['contributor', 'editor', 'viewer']).optional().describe('Default contributor.') }),
    response: (d) => f.inviteForm(R(d, 'inviteCollaborator')),
  },
  'DELETE /api/stories/:id/collaborators/:userId': {
    response: (d) => obj({ success: { type: 'boolean', const: true }, collaborators: f.listOf(prop(R(d, 'removeCollaborator'), 'collaborators'), f.collaboratorForm) }),
  },
  'PUT /api/stories/:id/collaborators/:userId': {
    body: z.object({ role: z.enum(['contributor', 'editor', 'viewer']) }),
    response: (d) => f.collaboratorForm(R(d, 'updateCollaboratorRole')),
  },
  'GET /api/stories/:id/collaborators/invites': { response: (d) => f.listOf(R(d, 'storyInvites'), f.inviteForm) },
  'PUT /api/invites/:inviteId': { body: z.object({ status: z.enum(['accepted', 'declined']) }), response: (d) => f.inviteForm(R(d, 'respondToInvite')) },
  'GET /api/users/me/invites': { response: (d) => dataOf(f.listOf(R(d, 'myInvites'), f.inviteForm)) },
  'POST /api/stories/:id/join-requests': { body: z.object({ message: z.string().nullable().optional() }), response: (d) => f.joinRequestForm(R(d, 'requestToJoinStory')) },
  'GET /api/stories/:id/join-requests': { response: (d) => f.listOf(R(d, 'storyJoinRequests'), f.joinRequestForm) },
  'PUT /join-requests/:requestId': {
    body: z.object({ status: z.enum(['accepted', 'declined', 'rejected']).describe('declined is stored as rejected.') }),
    response: (d) => f.joinRequestForm(R(d, 'decideJoinRequest')),
  },
  'PUT /api/join-requests/:requestId': {
    body: z.object({ status: z.enum(['accepted', 'declined', 'rejected']).describe('declined is stored as rejected.') }),
    response: (d) => f.joinRequestForm(R(d, 'decideJoinRequest')),
  },
};
