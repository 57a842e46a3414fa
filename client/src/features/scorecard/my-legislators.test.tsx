import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { healthyMock, renderApp } from '../../test/render';
import { MyLegislatorsPageDocument } from './scorecard.generated';

const session = { user: { id: '00000000-0000-4000-8000-0000000000bb', email: 'member@example.org' }, roles: ['user' as const] };

const card = (over: { bioguideId: string; name: string; title: string; shortTitle: string; district: number | null; percent: number | null; agreed: number; counted: number; notCounted: number; keyVotes: number; votes: unknown[] }) => ({
  __typename: 'Scorecard',
  legislator: { __typename: 'ScorecardLegislator', id: `id-${over.bioguideId}`, bioguideId: over.bioguideId, name: over.name, title: over.title, shortTitle: over.shortTitle, chamber: over.district === null ? 'SENATE' : 'HOUSE', party: 'Democrat', state: 'AL', district: over.district, inOffice: true },
  alignment: { __typename: 'AlignmentSummary', congress: 119, percent: over.percent, agreed: over.agreed, counted: over.counted, notCounted: over.notCounted, keyVotes: over.keyVotes },
  votes: over.votes,
  delegation: { __typename: 'AlignmentAverage', label: 'AL delegation', percent: 40, legislators: 9 },
  party: { __typename: 'AlignmentAverage', label: 'Democrats in the House', percent: 88.2, legislators: 213 },
  sharePath: `/legislators/${over.bioguideId}/scorecard`,
  imagePath: `/legislators/${over.bioguideId}/scorecard.png`,
});

const vote = { __typename: 'ScorecardVote', keyVoteId: 'kv1', title: 'One Big Beautiful Bill', billId: 'H.R. 1', voteDate: '2025-07-03', organizationPosition: 'OPPOSE', position: 'NAY', alignment: 'WITH_US', delegationWithUs: 2, delegationAgainstUs: 7 };

const mock: MockLink.MockedResponse = {
  request: { query: MyLegislatorsPageDocument },
  result: {
    data: {
      myLegislators: {
        __typename: 'MyLegislators',
        needsAddress: false,
        needsDistrictChoice: false,
        notice: null,
        congress: 119,
        following: true,
        scorecards: [
          card({ bioguideId: 'S001185', name: 'Terri A. Sewell', title: 'Representative', shortTitle: 'Rep.', district: 7, percent: 50, agreed: 1, counted: 2, notCounted: 1, keyVotes: 3, votes: [vote] }),
          card({ bioguideId: 'N000001', name: 'Nora Newcomer', title: 'Senator', shortTitle: 'Sen.', district: null, percent: null, agreed: 0, counted: 0, notCounted: 0, keyVotes: 0, votes: [] }),
        ],
        vacancies: [{ __typename: 'SeatVacancy', chamber: 'SENATE', state: 'AL', district: null, message: "One of AL's Senate seats is vacant." }],
      },
    },
  },
  delay: 0,
};

describe('My legislators (issue #60)', () => {
  it('shows each scorecard with its table, says what is not counted, a newcomer with no key votes, and the vacant seat', async () => {
    renderApp('/my-legislators', { session, mocks: [healthyMock, mock] });
    const rep = await screen.findByRole('region', { name: 'Rep. Terri A. Sewell (D-AL-7)' }, { timeout: 15_000 });
    expect(within(rep).getByTestId('alignment-S001185').textContent).toBe('50%');
    expect(within(rep).getByText('Present and not voting are not counted: 1 key vote left out of the percentage.')).toBeTruthy();
    const votes = within(rep).getByRole('table', { name: /How they voted on each key vote/ });
    expect(within(votes).getByRole('row', { name: /H\.R\. 1/ }).textContent).toContain('With us');
    const senator = screen.getByRole('region', { name: 'Sen. Nora Newcomer (D-AL)' });
    expect(within(senator).getAllByText('No key votes yet').length).toBeGreaterThan(0);
    expect(screen.getByText("One of AL's Senate seats is vacant.")).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Tell me when my legislators vote on a key vote' })).toHaveProperty('checked', true);
  }, 30_000);
});
