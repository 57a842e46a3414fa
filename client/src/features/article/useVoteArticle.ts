import { useVoteArticleMutation, type ArticleVote_ArticleFragment, type VoteArticleMutation } from './article.generated';
import type { Vote } from '../../__generated__/types';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { nextTally, voteAfterClick } from './votes';

/**
 * Vote on an article (SPEC §4). The optimistic answer is written to the normalized Article, so
 * every card and page showing it moves at once; Apollo drops it again if the server refuses.
 */
export function useVoteArticle() {
  const [run, state] = useVoteArticleMutation();
  const toast = useToast();
  const vote = async (article: ArticleVote_ArticleFragment, clicked: Vote) => {
    const next = voteAfterClick(article.userVote, clicked);
    try {
      await run({
        variables: { id: article.id, vote: next },
        optimisticResponse: { voteArticle: { __typename: 'Article', id: article.id, ...nextTally(article, next) } } as VoteArticleMutation,
      });
    } catch (error) {
      toast({ title: userMessage(error, 'Your vote could not be saved. Please try again.'), status: 'error' });
    }
  };
  return [vote, state] as const;
}
