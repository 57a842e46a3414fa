import { ProposalRow_ProposalFragmentDoc, useCreateProposalMutation } from './ProposalsTab.generated';
import type { CreateProposalInput } from '../../__generated__/types';

/** Propose a title or description change; the new proposal joins the story's list (and count). */
export function useCreateProposal(storyId: string) {
  const [run, state] = useCreateProposalMutation();
  const create = (input: CreateProposalInput) =>
    run({
      variables: { storyId, input },
      update(cache, { data }) {
        const proposal = data?.createProposal;
        if (!proposal) return;
        const ref = cache.writeFragment({ fragment: ProposalRow_ProposalFragmentDoc, fragmentName: 'ProposalRow_proposal', data: proposal });
        cache.modify({
          id: cache.identify({ __typename: 'Story', id: storyId }),
          fields: {
            proposals: (refs: readonly { __ref: string }[] = []) =>
              ref && !refs.some((r) => r.__ref === ref.__ref) ? [ref, ...refs] : refs,
          },
        });
      },
    });
  return [create, state] as const;
}
