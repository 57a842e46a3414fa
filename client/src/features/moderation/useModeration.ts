import type { ApolloCache } from '@apollo/client';
import { useModerateCommentaryMutation, useModerateDeleteMutation, useModerateStoryMutation, type ModerateCommentaryMutation } from './moderation.generated';
import type { ContentType } from '../../__generated__/types';

/** The content types staff moderate, with the names the SPEC messages use ('X deleted successfully'). */
export const CONTENT_LABEL: Record<ContentType, { title: string; lower: string; typename: string }> = {
  ARTICLE: { title: 'Article', lower: 'article', typename: 'Article' },
  STORY: { title: 'Story', lower: 'story', typename: 'Story' },
  KEY_VOTE: { title: 'Key vote', lower: 'key vote', typename: 'KeyVote' },
  COMMENTARY: { title: 'Commentary', lower: 'commentary', typename: 'Commentary' },
};

/** Forgets a deleted item everywhere the normalized cache shows it (lists drop the dangling reference). */
function forget(cache: ApolloCache, type: ContentType, id: string) {
  cache.evict({ id: cache.identify({ __typename: CONTENT_LABEL[type].typename, id }) });
  cache.evict({ id: cache.identify({ __typename: 'ContentItem', type, id }) });
  cache.gc();
}

/**
 * Staff delete of an article, story, key vote or commentary (DELETE /api/content/{type}/{id}); the
 * server takes what hangs off it and records the action. The item leaves the cache, so every list
 * that showed it updates at once.
 */
export function useModerateDelete() {
  const [run, state] = useModerateDeleteMutation();
  const remove = (type: ContentType, id: string) =>
    run({
      variables: { type, id },
      update(cache, { data }) {
        if (data?.deleteContent) forget(cache, type, data.deleteContent);
      },
    });
  return [remove, state] as const;
}

/** Staff edit of a commentary's text; optimistic on the normalized Commentary. */
export function useModerateCommentary() {
  const [run, state] = useModerateCommentaryMutation();
  const save = (id: string, content: string) =>
    run({
      variables: { id, content },
      optimisticResponse: {
        updateCommentary: { __typename: 'Commentary', id, content, updatedAt: new Date().toISOString() },
      } as ModerateCommentaryMutation,
    });
  return [save, state] as const;
}

/** Staff edit of a story's title and description (PUT /api/content/story/{id}). */
export function useModerateStory() {
  const [run, state] = useModerateStoryMutation();
  const save = (id: string, title: string, description: string) => run({ variables: { id, input: { title, content: description } } });
  return [save, state] as const;
}
