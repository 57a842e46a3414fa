import { useApolloClient } from '@apollo/client/react';
import { useRespondToInviteMutation, type InviteRow_InviteFragment, type RespondToInviteMutation } from './InvitesPanel.generated';
import type { InviteResponse } from '../../__generated__/types';

/**
 * Accept or decline an invite (SPEC §4 Invite). The Invite's status flips optimistically; the
 * answer carries the story as the member now sees it (role, viewerCan), so the page updates from
 * the cache. `forget` takes the answered invite out of the cached list once its row has gone.
 */
export function useRespondToInvite() {
  const [run] = useRespondToInviteMutation();
  const client = useApolloClient();
  const respond = (invite: InviteRow_InviteFragment, status: InviteResponse) =>
    run({
      variables: { inviteId: invite.id, status },
      // An accepted invite puts the story in My Stories (the profile asks for it again).
      update: (cache, { data }) => {
        if (data?.respondToInvite.status === 'ACCEPTED' && data.respondToInvite.story) cache.evict({ id: 'ROOT_QUERY', fieldName: 'myStories' });
      },
      optimisticResponse: {
        respondToInvite: { __typename: 'Invite', id: invite.id, status, story: null },
      } as RespondToInviteMutation,
    });
  const forget = (inviteId: string) => {
    const id = client.cache.identify({ __typename: 'Invite', id: inviteId });
    client.cache.modify({
      id: 'ROOT_QUERY',
      fields: {
        myInvites: (refs: readonly { __ref: string }[], { readField }) =>
          refs.filter((ref) => ref.__ref !== id && readField('id', ref) !== inviteId),
      },
    });
  };
  return { respond, forget };
}
