import {
  ArticleCommentariesDocument,
  useAddCommentaryMutation,
  useVoteCommentaryMutation,
  type ArticleCommentariesQuery,
  type CommentaryItem_CommentaryFragment,
  type CreateCommentaryInput,
  type Vote,
  type VoteCommentaryMutation,
} from '../../__generated__/graphql';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { nextTally, voteAfterClick } from '../article/votes';

export const COMMENTARY_MAX = 500;

/** Add commentary; the new item joins the article's cached panel lists (both privacy variants). */
export function useAddCommentary() {
  const [run, state] = useAddCommentaryMutation();
  const add = (input: CreateCommentaryInput) =>
    run({
      variables: { input },
      update(cache, { data }) {
        const item = data?.addCommentary;
        if (!item) return;
        for (const includePrivate of [true, false]) {
          if (!includePrivate && !item.isPublic) continue;
          cache.updateQuery<ArticleCommentariesQuery>(
            { query: ArticleCommentariesDocument, variables: { articleId: input.articleId, includePrivate } },
            (prev) => (prev && !prev.commentaries.some((c) => c.id === item.id) ? { commentaries: [...prev.commentaries, item] } : prev),
          );
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
