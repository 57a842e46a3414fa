import { describe, expect, it } from 'vitest';
import { OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { TermType } from './legislator.enums.js';
import { agrees, alignmentFrom, fullName, roleTitle } from './legislator.service.js';

describe('legislator rules', () => {
  it('counts agreement only for YEA/NAY on support/oppose positions', () => {
    expect(agrees(OrganizationPosition.SUPPORT, VotePosition.YEA)).toBe(true);
    expect(agrees(OrganizationPosition.OPPOSE, VotePosition.NAY)).toBe(true);
    expect(agrees(OrganizationPosition.SUPPORT, VotePosition.NAY)).toBe(false);
    expect(agrees(OrganizationPosition.OPPOSE, VotePosition.PRESENT)).toBeNull();
    expect(agrees(OrganizationPosition.OTHER, VotePosition.YEA)).toBeNull();
  });

  it('computes the alignment percentage, newest key vote first', () => {
    const row = (keyVoteId: string, voteDate: string, organizationPosition: OrganizationPosition, position: VotePosition) => ({
      legislatorId: 'l',
      keyVoteId,
      title: keyVoteId,
      billId: keyVoteId,
      voteDate,
      organizationPosition,
      position,
    });
    const a = alignmentFrom([
      row('a', '2025-01-01', OrganizationPosition.SUPPORT, VotePosition.YEA),
      row('b', '2025-03-01', OrganizationPosition.SUPPORT, VotePosition.NAY),
      row('c', '2025-02-01', OrganizationPosition.OPPOSE, VotePosition.NAY),
      row('d', '2025-04-01', OrganizationPosition.OTHER, VotePosition.YEA),
    ]);
    expect(a).toMatchObject({ agreed: 2, counted: 3, percent: 66.7 });
    expect(a.votes.map((v) => v.keyVoteId)).toEqual(['d', 'b', 'c', 'a']);
    expect(alignmentFrom([])).toEqual({ percent: null, agreed: 0, counted: 0, votes: [] });
  });

  it('names the office and the person as the detail page shows them', () => {
    expect(roleTitle({ type: TermType.SEN, state: 'MN' })).toBe('Senator');
    expect(roleTitle({ type: TermType.REP, state: 'WY' })).toBe('Representative');
    expect(roleTitle({ type: TermType.REP, state: 'DC' })).toBe('Delegate');
    expect(roleTitle({ type: TermType.REP, state: 'PR' })).toBe('Resident Commissioner');
    expect(fullName({ firstName: 'Angus', middleName: 'S.', lastName: 'King', suffix: 'Jr.' })).toBe('Angus S. King, Jr.');
  });
});
