import { useEffect, useRef } from 'react';
import { useMarkStoryVisitedMutation } from './StoryPage.generated';

/**
 * Records that the member opened a story they follow (issue #14): its "new since your last visit"
 * count drops to zero on the dashboard, and its articles no longer lead Recent Updates (the cached
 * feed is dropped so it is asked for again). Once per story per visit of the page; a failure only
 * leaves the count as it was.
 */
export function useMarkStoryVisited(story: { id: string; isFollowing: boolean; newArticlesCount?: number } | null | undefined) {
  const [mark] = useMarkStoryVisitedMutation({
    update(cache, { data }) {
      if (data?.markStoryVisited) cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentContent' });
    },
  });
  const marked = useRef<string | null>(null);
  const id = story?.id;
  const following = Boolean(story?.isFollowing);
  useEffect(() => {
    if (!id || !following || marked.current === id) return;
    marked.current = id;
    void mark({ variables: { id } }).catch(() => undefined);
  }, [id, following, mark]);
}
