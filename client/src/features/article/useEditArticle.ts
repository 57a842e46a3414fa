import { useDeleteArticleMutation, useUpdateArticleMutation } from './article.generated';
import type { UpdateArticleInput } from '../../__generated__/types';

/** Staff edit; the answer lands on the normalized Article, so every view of it updates. */
export function useUpdateArticle() {
  const [run, state] = useUpdateArticleMutation();
  return [(id: string, input: UpdateArticleInput) => run({ variables: { id, input } }), state] as const;
}

/** Staff delete; the article leaves the cache, and with it every list that showed it. */
export function useDeleteArticle() {
  const [run, state] = useDeleteArticleMutation();
  const remove = (id: string) =>
    run({
      variables: { id },
      update(cache, { data }) {
        if (!data?.deleteArticle) return;
        cache.evict({ id: cache.identify({ __typename: 'Article', id }) });
        cache.gc();
      },
    });
  return [remove, state] as const;
}
