import { useAddKeyVoteMutation } from './key-vote.generated';
import type { CreateKeyVoteInput } from '../../__generated__/types';

/** Add Key Vote (staff): the new key vote invalidates the cached lists so they reload with it. */
export function useAddKeyVote() {
  const [run, state] = useAddKeyVoteMutation({
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'keyVotes' });
      cache.gc();
    },
  });
  const add = async (input: CreateKeyVoteInput) => (await run({ variables: { input } })).data?.createKeyVote ?? null;
  return [add, state] as const;
}
