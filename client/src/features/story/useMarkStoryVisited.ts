import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { MarkStoryVisitedDocument, type MarkStoryVisitedMutation, type MarkStoryVisitedMutationVariables } from './StoryPage.generated';

/**
 * Records that the member opened a story they follow (issue #14): its "new since your last visit"
 * count drops to zero on the dashboard, and its articles no longer lead Recent Updates (the cached
 * feed is dropped so it is asked for again). Once per story per visit of the page; a failure only
 * leaves the count as it was.
 *
 * Sent with the client, not useMutation: the page shows nothing of the mutation's progress, and the
 * hook's state (loading, then the result) drew the whole story page again twice as it opened — the
 * first time at once, with MUI's tabs registering as the page hydrated (86 ms at 4× slowdown each).
 * The answer updates the cache, so what shows the story's count changes with it.
 */
export function useMarkStoryVisited(story: { id: string; isFollowing: boolean; newArticlesCount?: number } | null | undefined) {
  const client = useApolloClient();
  const marked = useRef<string | null>(null);
  const id = story?.id;
  const following = Boolean(story?.isFollowing);
  useEffect(() => {
    if (!id || !following || marked.current === id) return;
    marked.current = id;
    client
      .mutate<MarkStoryVisitedMutation, MarkStoryVisitedMutationVariables>({
        mutation: MarkStoryVisitedDocument,
        variables: { id },
        update(cache, { data }) {
          if (data?.markStoryVisited) cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentContent' });
        },
      })
      .catch(() => undefined);
  }, [id, following, client]);
}
