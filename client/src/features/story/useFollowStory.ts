import { useFollowStoryMutation, useUnfollowStoryMutation, type FollowStoryMutation, type UnfollowStoryMutation } from '../../__generated__/graphql';

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
  const [follow, followState] = useFollowStoryMutation();
  const [unfollow, unfollowState] = useUnfollowStoryMutation();
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
