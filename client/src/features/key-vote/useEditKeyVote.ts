import { useEditKeyVoteMutation, type EditKeyVoteMutation } from './key-vote.generated';

/** Staff edit of a key vote's title and description; the answer updates the cached KeyVote. */
export function useEditKeyVote() {
  const [run, state] = useEditKeyVoteMutation();
  const save = (id: string, input: { title: string; description: string }) =>
    run({
      variables: { id, input },
      optimisticResponse: { updateKeyVote: { __typename: 'KeyVote', id, title: input.title, description: input.description } } as EditKeyVoteMutation,
    });
  return [save, state] as const;
}
