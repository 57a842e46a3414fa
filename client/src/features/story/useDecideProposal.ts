import { useDecideProposalMutation } from './ProposalsTab.generated';
import type { ProposalDecision } from '../../__generated__/types';

/**
 * Approve (which applies the change) or reject a proposal. The answer carries the proposal's
 * status and the story's new title/description, so header and list update from the cache.
 */
export function useDecideProposal(storyId: string) {
  const [run, state] = useDecideProposalMutation();
  const decide = (proposalId: string, status: ProposalDecision) => run({ variables: { storyId, proposalId, status } });
  return [decide, state] as const;
}
