import { useContentLikeMutation, useContentUnlikeMutation, type ContentCard_ItemFragment, type ContentLikeMutation, type ContentUnlikeMutation } from './content.generated';
import { useToast } from '../../components/toasts';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';

/**
 * SPEC §4 Like on content: an optimistic toggle with its count. The optimistic answer also moves
 * the article's or key vote's own like count, so every view of the item agrees; Apollo drops the
 * optimistic layer when the server refuses, which puts the previous count back.
 */
export function useToggleContentLike() {
  const [like, likeState] = useContentLikeMutation();
  const [unlike, unlikeState] = useContentUnlikeMutation();
  const toast = useToast();
  const toggle = async (item: ContentCard_ItemFragment) => {
    const liking = !item.hasLiked;
    const likes = Math.max(0, item.likes + (liking ? 1 : -1));
    const next = {
      __typename: 'ContentItem' as const,
      id: item.id,
      type: item.type,
      likes,
      hasLiked: liking,
      article: item.article ? { __typename: 'Article' as const, id: item.article.id, likes, hasLiked: liking } : null,
      keyVote: item.keyVote ? { __typename: 'KeyVote' as const, id: item.keyVote.id, likes, hasLiked: liking } : null,
    };
    const variables = { type: item.type, id: item.id };
    try {
      if (liking) await like({ variables, optimisticResponse: { likeContent: next } as ContentLikeMutation });
      else await unlike({ variables, optimisticResponse: { unlikeContent: next } as ContentUnlikeMutation });
    } catch (error) {
      toast({ title: isConnectionError(error) ? MESSAGES.LIKE_CONNECTION_FAILED : MESSAGES.LIKE_FAILED, status: 'error' });
    }
  };
  return [toggle, { loading: likeState.loading || unlikeState.loading }] as const;
}
