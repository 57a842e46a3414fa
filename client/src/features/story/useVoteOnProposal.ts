import { useVoteOnProposalMutation, type ProposalRow_ProposalFragment, type VoteOnProposalMutation } from './ProposalsTab.generated';
import type { Vote } from '../../__generated__/types';

/** The tally after the viewer votes `vote` (one vote per member, changeable while pending). */
export function nextProposalTally(p: Pick<ProposalRow_ProposalFragment, 'votesUp' | 'votesDown' | 'userVote'>, vote: Vote) {
  let { votesUp, votesDown } = p;
  if (p.userVote === 'UP') votesUp -= 1;
  if (p.userVote === 'DOWN') votesDown -= 1;
  if (vote === 'UP') votesUp += 1;
  else votesDown += 1;
  return { votesUp: Math.max(0, votesUp), votesDown: Math.max(0, votesDown), userVote: vote };
}

/** Vote on a pending proposal; the counts change at once (optimistic) and settle on the answer. */
export function useVoteOnProposal(storyId: string) {
  const [run, state] = useVoteOnProposalMutation();
  const vote = (proposal: ProposalRow_ProposalFragment, value: Vote) =>
    run({
      variables: { storyId, proposalId: proposal.id, vote: value },
      optimisticResponse: {
        voteOnProposal: { __typename: 'Proposal', id: proposal.id, status: proposal.status, ...nextProposalTally(proposal, value) },
      } as VoteOnProposalMutation,
    });
  return [vote, state] as const;
}
