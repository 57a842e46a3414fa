import type { Vote } from '../../__generated__/types';

export interface Tally {
  upvotes: number;
  downvotes: number;
  userVote: Vote | null;
}

/** SPEC §4: clicking the current direction removes the vote; the other direction sets or switches it. */
export function voteAfterClick(current: Vote | null, clicked: Vote): Vote | null {
  return current === clicked ? null : clicked;
}

/** The counts once the viewer's vote becomes `vote` (for the optimistic answer). */
export function nextTally(t: Tally, vote: Vote | null): Tally & { score: number } {
  let { upvotes, downvotes } = t;
  if (t.userVote === 'UP') upvotes -= 1;
  if (t.userVote === 'DOWN') downvotes -= 1;
  if (vote === 'UP') upvotes += 1;
  if (vote === 'DOWN') downvotes += 1;
  upvotes = Math.max(0, upvotes);
  downvotes = Math.max(0, downvotes);
  return { upvotes, downvotes, score: upvotes - downvotes, userVote: vote };
}
