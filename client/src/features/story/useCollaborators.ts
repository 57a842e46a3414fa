import { useDecideJoinRequestMutation, useInviteCollaboratorMutation, useRemoveCollaboratorMutation, useUpdateCollaboratorRoleMutation, PendingInvite_InviteFragmentDoc, type CollaboratorRow_CollaboratorFragment, type UpdateCollaboratorRoleMutation } from './CollaboratorsTab.generated';
import type { InviteRole, JoinRequestDecision } from '../../__generated__/types';

/** Change a collaborator's role: the Collaborator row (keyed storyId+userId) changes at once. */
export function useUpdateCollaboratorRole() {
  const [run, state] = useUpdateCollaboratorRoleMutation();
  const update = (c: CollaboratorRow_CollaboratorFragment, role: InviteRole) =>
    run({
      variables: { storyId: c.storyId, userId: c.userId, role },
      optimisticResponse: { updateCollaboratorRole: { ...c, __typename: 'Collaborator', role } } as UpdateCollaboratorRoleMutation,
    });
  return [update, state] as const;
}

/** Remove a collaborator; the answer is the story with its remaining collaborators. */
export function useRemoveCollaborator() {
  const [run, state] = useRemoveCollaboratorMutation();
  const remove = (c: CollaboratorRow_CollaboratorFragment) => run({ variables: { storyId: c.storyId, userId: c.userId } });
  return [remove, state] as const;
}

/** Invite by email and role; the invite joins the story's pending list. */
export function useInviteCollaborator(storyId: string) {
  const [run, state] = useInviteCollaboratorMutation();
  const invite = (email: string, role: InviteRole) =>
    run({
      variables: { storyId, input: { email, role } },
      update(cache, { data }) {
        const invite = data?.inviteCollaborator;
        if (!invite) return;
        const ref = cache.writeFragment({ fragment: PendingInvite_InviteFragmentDoc, fragmentName: 'PendingInvite_invite', data: invite });
        cache.modify({
          id: 'ROOT_QUERY',
          fields: {
            storyInvites: (refs: readonly { __ref: string }[], { storeFieldName }) =>
              ref && storeFieldName.includes(storyId) && !refs.some((r) => r.__ref === ref.__ref) ? [ref, ...refs] : refs,
          },
        });
      },
    });
  return [invite, state] as const;
}

/** Accept or reject a join request: it leaves the pending list; an acceptance adds a collaborator. */
export function useDecideJoinRequest(storyId: string) {
  const [run, state] = useDecideJoinRequestMutation();
  const decide = (requestId: string, status: JoinRequestDecision) =>
    run({
      variables: { requestId, status },
      update(cache) {
        const id = cache.identify({ __typename: 'JoinRequest', id: requestId });
        cache.modify({
          id: 'ROOT_QUERY',
          fields: {
            storyJoinRequests: (refs: readonly { __ref: string }[], { storeFieldName }) =>
              storeFieldName.includes(storyId) ? refs.filter((r) => r.__ref !== id) : refs,
          },
        });
      },
    });
  return [decide, state] as const;
}
