import { useAddArticleToStoryMutation } from './AddArticleTab.generated';

/**
 * Add an existing article to the timeline. Where it lands on a paged timeline depends on its date,
 * so the cached pages are dropped and the open one is read again from its first page.
 */
export function useAddArticleToStory(storyId: string) {
  const [run, state] = useAddArticleToStoryMutation();
  const add = (articleId: string) =>
    run({
      variables: { storyId, articleId },
      update(cache, { data }) {
        if (!data?.addArticleToStory) return;
        cache.evict({ id: cache.identify({ __typename: 'Story', id: storyId }), fieldName: 'timeline' });
        cache.gc();
      },
    });
  return [add, state] as const;
}
