import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { DashboardKeyVotesDocument, MyAddressDocument, MyRepresentativesDocument } from '../../__generated__/graphql';
import { healthyMock, member, renderApp, renderWithProviders } from '../../test/render';
import DashboardPage from './DashboardPage';

const kv = (id: string) => ({
  __typename: 'KeyVote', id, billId: 'S. 1', title: `Vote ${id}`, congressNumber: 119, voteDate: '2025-02-01', organizationPosition: 'OPPOSE', outcome: 'Passed', likes: 0, hasLiked: false,
});

describe('dashboard', () => {
  it('asks signed-out visitors to log in', () => {
    renderWithProviders(<DashboardPage />, { session: {} });
    expect(screen.getByText('Please log in to view your dashboard.')).toBeTruthy();
  });

  it('shows My Dashboard with the representatives panel (address form) and 3 key votes with View all', async () => {
    const mocks: MockLink.MockedResponse[] = [
      healthyMock,
      { request: { query: DashboardKeyVotesDocument }, result: { data: { keyVotes: [kv('a'), kv('b'), kv('c')] } }, delay: 0 },
      { request: { query: MyRepresentativesDocument }, result: { errors: [new GraphQLError('none', { extensions: { code: 'NOT_FOUND' } })] }, delay: 0 },
      { request: { query: MyAddressDocument }, result: { data: { myAddress: null } }, delay: 0 },
    ];
    renderApp('/dashboard', { session: { user: member, roles: ['user'] }, mocks });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Key Votes' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/key-votes');
    expect(await screen.findByRole('form', { name: 'Address form' })).toBeTruthy();
  });
});
