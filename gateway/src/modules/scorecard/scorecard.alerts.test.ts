import { describe, expect, it } from 'vitest';
import { OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { voteSentence } from './scorecard.alerts.js';

describe('voteSentence (the legislator_vote alert a member reads)', () => {
  it('one representative', () => {
    expect(voteSentence([{ who: 'Rep. Jane Doe', position: VotePosition.YEA }], 'H.R. 4', OrganizationPosition.OPPOSE)).toBe('Rep. Jane Doe voted Yea on H.R. 4 — we opposed');
  });
  it('two senators in one sentence; not voting and present said as such', () => {
    expect(
      voteSentence(
        [
          { who: 'Sen. A', position: VotePosition.NAY },
          { who: 'Sen. B', position: VotePosition.NOT_VOTING },
        ],
        'S. 5',
        OrganizationPosition.SUPPORT,
      ),
    ).toBe('Sen. A voted Nay and Sen. B did not vote on S. 5 — we supported');
    expect(voteSentence([{ who: 'Rep. C', position: VotePosition.PRESENT }], 'H.R. 1', OrganizationPosition.OTHER)).toBe('Rep. C voted Present on H.R. 1 — we took no position');
  });
  it('nobody of theirs voted', () => {
    expect(voteSentence([], 'H.R. 9', OrganizationPosition.SUPPORT)).toBe('Your legislators have no recorded vote on H.R. 9 — we supported');
  });
});
