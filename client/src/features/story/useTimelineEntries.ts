import { useEditTimelineNoteMutation, useRemoveTimelineEntryMutation } from './TimelineTab.generated';

/** Owner and editors change an entry's note; the answer lands on the normalized StoryArticle. */
export function useEditTimelineNote() {
  const [run, state] = useEditTimelineNoteMutation();
  const save = (storyId: string, articleId: string, customNote: string) => run({ variables: { storyId, articleId, customNote: customNote.trim() || null } });
  return [save, state] as const;
}

/**
 * Owner and editors take an article off the timeline: the entry leaves every cached page of it
 * (a list drops a reference to an evicted entry) and each page's count goes down by one.
 */
export function useRemoveTimelineEntry() {
  const [run, state] = useRemoveTimelineEntryMutation();
  const remove = (storyId: string, articleId: string) =>
    run({
      variables: { storyId, articleId },
      update(cache) {
        cache.evict({ id: cache.identify({ __typename: 'StoryArticle', storyId, articleId }) });
        cache.modify({
          id: cache.identify({ __typename: 'Story', id: storyId }),
          fields: {
            timeline: (page) => ('totalCount' in page && typeof page.totalCount === 'number' ? { ...page, totalCount: Math.max(page.totalCount - 1, 0) } : page),
          },
        });
        cache.gc();
      },
    });
  return [remove, state] as const;
}
