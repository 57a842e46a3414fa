import { ArticleCommentariesDocument, KeyVoteCommentariesDocument, type KeyVoteCommentariesQuery, useAddCommentaryMutation, useVoteCommentaryMutation, type ArticleCommentariesQuery, type CommentaryItem_CommentaryFragment, type VoteCommentaryMutation } from './commentary.generated';
import type { CreateCommentaryInput, Vote } from '../../__generated__/types';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { nextTally, voteAfterClick } from '../article/votes';

export const COMMENTARY_MAX = 500;

/** Add commentary; the new item joins the cached panel lists of its article or key vote (both privacy variants). */
export function useAddCommentary() {
  const [run, state] = useAddCommentaryMutation();
  const add = (input: CreateCommentaryInput) =>
    run({
      variables: { input },
      update(cache, { data }) {
        const item = data?.addCommentary;
        if (!item) return;
        // Into the pages already read, with one more in the count (its place by votes is the end: it has none yet).
        const append = <Q extends { commentaries: { items: (typeof item)[]; totalCount: number } }>(prev: Q | null) =>
          prev && !prev.commentaries.items.some((c) => c.id === item.id)
            ? { ...prev, commentaries: { ...prev.commentaries, items: [...prev.commentaries.items, item], totalCount: prev.commentaries.totalCount + 1 } }
            : prev;
        for (const includePrivate of [true, false]) {
          if (!includePrivate && !item.isPublic) continue;
          if (input.articleId)
            cache.updateQuery<ArticleCommentariesQuery>({ query: ArticleCommentariesDocument, variables: { articleId: input.articleId, includePrivate } }, append);
          if (input.keyVoteId)
            cache.updateQuery<KeyVoteCommentariesQuery>({ query: KeyVoteCommentariesDocument, variables: { keyVoteId: input.keyVoteId, includePrivate } }, append);
        }
      },
    });
  return [add, state] as const;
}

/** Vote on commentary (SPEC §4), optimistic on the normalized Commentary. */
export function useVoteCommentary() {
  const [run, state] = useVoteCommentaryMutation();
  const toast = useToast();
  const vote = async (c: Pick<CommentaryItem_CommentaryFragment, 'id' | 'votesUp' | 'votesDown' | 'userVote'>, clicked: Vote) => {
    const next = voteAfterClick(c.userVote, clicked);
    const t = nextTally({ upvotes: c.votesUp, downvotes: c.votesDown, userVote: c.userVote }, next);
    try {
      await run({
        variables: { id: c.id, vote: next },
        optimisticResponse: {
          voteCommentary: { __typename: 'Commentary', id: c.id, votesUp: t.upvotes, votesDown: t.downvotes, score: t.score, userVote: next },
        } as VoteCommentaryMutation,
      });
    } catch (error) {
      toast({ title: userMessage(error, 'Your vote could not be saved. Please try again.'), status: 'error' });
    }
  };
  return [vote, state] as const;
}
