import { useCreateStoryMutation } from './CreateStoryPage.generated';
import type { CreateStoryInput } from '../../__generated__/types';
import { isGlobalVisibility } from './story-utils';

/**
 * Creates a story (SPEC §5 Story create). The new story's visibility is sent together with its
 * server form (public or featured → is_global). Lists that might show it are refetched lazily:
 * the cached `stories` lists are dropped so the next visit asks again.
 */
export function useCreateStory() {
  const [run] = useCreateStoryMutation();
  return async (input: Omit<CreateStoryInput, 'isGlobal'>) => {
    const visibility = input.visibility ?? 'PRIVATE';
    const { data } = await run({
      variables: { input: { ...input, visibility, isGlobal: isGlobalVisibility(visibility) } },
      update(cache) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'stories' });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'myStories' });
        cache.gc();
      },
    });
    return data?.createStory ?? null;
  };
}
