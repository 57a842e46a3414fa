import { TimelineCard_EntryFragmentDoc } from './TimelineTab.generated';
import { useAddArticleToStoryMutation } from './AddArticleTab.generated';

/** Add an existing article to the timeline; the entry joins the story's cached timeline. */
export function useAddArticleToStory(storyId: string) {
  const [run, state] = useAddArticleToStoryMutation();
  const add = (articleId: string) =>
    run({
      variables: { storyId, articleId },
      update(cache, { data }) {
        const entry = data?.addArticleToStory;
        if (!entry) return;
        const ref = cache.writeFragment({ fragment: TimelineCard_EntryFragmentDoc, fragmentName: 'TimelineCard_entry', data: entry });
        cache.modify({
          id: cache.identify({ __typename: 'Story', id: storyId }),
          fields: {
            articles: (refs: readonly { __ref: string }[] = []) =>
              ref && !refs.some((r) => r.__ref === ref.__ref) ? [...refs, ref] : refs,
          },
        });
      },
    });
  return [add, state] as const;
}
