import type { ApolloCache } from '@apollo/client';
import { useFollowStoryMutation, useUnfollowStoryMutation, type FollowStoryMutation, type UnfollowStoryMutation } from './StoryPage.generated';

interface Followable {
  id: string;
  isFollowing: boolean;
  followerCount: number;
}

/**
 * Follow/Following toggle (SPEC §4 Follow). The answer is predictable, so the Story in the cache
 * flips at once (header, cards and their follower counts all read it) and the server's answer
 * settles it; on failure Apollo rolls the optimistic layer back.
 */
export function useFollowStory() {
  // Lists that depend on who follows what are asked for again: the dashboard's Stories you follow,
  // the Following filter of the stories list, and the feed (new articles of followed stories first).
  const update = (cache: ApolloCache) => {
    for (const fieldName of ['followedStories', 'stories', 'recentContent']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  };
  const [follow, followState] = useFollowStoryMutation({ update });
  const [unfollow, unfollowState] = useUnfollowStoryMutation({ update });
  const toggle = (story: Followable) => {
    const next = !story.isFollowing;
    const optimistic = {
      __typename: 'Story' as const,
      id: story.id,
      isFollowing: next,
      followerCount: Math.max(0, story.followerCount + (next ? 1 : -1)),
    };
    return next
      ? follow({ variables: { id: story.id }, optimisticResponse: { followStory: optimistic } as FollowStoryMutation })
      : unfollow({ variables: { id: story.id }, optimisticResponse: { unfollowStory: optimistic } as UnfollowStoryMutation });
  };
  return [toggle, { loading: followState.loading || unfollowState.loading }] as const;
}
