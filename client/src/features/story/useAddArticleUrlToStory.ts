import { useAddArticleUrlToStoryMutation } from './AddArticleTab.generated';

/**
 * Add Article by URL in one request (issue 58 item 6): the server makes (or finds) the article
 * and puts it on the timeline, or says why it could not. As with adding by id, the cached
 * timeline pages are dropped, and content feeds reload when next shown (the article may be new).
 */
export function useAddArticleUrlToStory(storyId: string) {
  const [run, state] = useAddArticleUrlToStoryMutation();
  const add = async (url: string) => {
    const result = await run({
      variables: { storyId, url: url.trim() },
      update(cache, { data }) {
        const done = data?.addArticleUrlToStory;
        if (!done) return;
        if (!done.isExisting) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentContent' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'articles' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myArticles' });
        }
        if (!done.alreadyInStory) cache.evict({ id: cache.identify({ __typename: 'Story', id: storyId }), fieldName: 'timeline' });
        cache.gc();
      },
    });
    const done = result.data?.addArticleUrlToStory;
    if (!done) throw new Error('Failed to parse URL');
    return done;
  };
  return [add, state] as const;
}
