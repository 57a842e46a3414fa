import { useKeyVoteLikeMutation, useKeyVoteUnlikeMutation, type KeyVoteLikeMutation, type KeyVoteRow_KeyVoteFragment, type KeyVoteUnlikeMutation } from './key-vote.generated';
import { useToast } from '../../components/toasts';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';

/**
 * SPEC §4 Like on content: an optimistic toggle with its count; Apollo drops the optimistic layer
 * when the server refuses, which puts the previous count back, and we say why.
 */
export function useToggleKeyVoteLike() {
  const [like, likeState] = useKeyVoteLikeMutation();
  const [unlike, unlikeState] = useKeyVoteUnlikeMutation();
  const toast = useToast();
  const toggle = async (kv: Pick<KeyVoteRow_KeyVoteFragment, 'id' | 'likes' | 'hasLiked'>) => {
    const liking = !kv.hasLiked;
    const next = { __typename: 'KeyVote' as const, id: kv.id, hasLiked: liking, likes: Math.max(0, kv.likes + (liking ? 1 : -1)) };
    try {
      if (liking) await like({ variables: { id: kv.id }, optimisticResponse: { likeKeyVote: next } as KeyVoteLikeMutation });
      else await unlike({ variables: { id: kv.id }, optimisticResponse: { unlikeKeyVote: next } as KeyVoteUnlikeMutation });
    } catch (error) {
      toast({
        title: isConnectionError(error) ? MESSAGES.LIKE_CONNECTION_FAILED : MESSAGES.LIKE_FAILED,
        status: 'error',
      });
    }
  };
  return [toggle, { loading: likeState.loading || unlikeState.loading }] as const;
}
