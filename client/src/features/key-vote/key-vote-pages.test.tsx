import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { AddKeyVoteDocument, KeyVotePageDocument, KeyVotesListDocument, KeyVoteLikeDocument } from '../../__generated__/graphql';
import { healthyMock, member, renderApp } from '../../test/render';

const row = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'KeyVote',
  id,
  billId: 'H.R. 1',
  title: `Key vote ${id}`,
  congressNumber: 118,
  voteDate: '2025-01-05',
  organizationPosition: 'SUPPORT',
  outcome: 'Pending',
  likes: 2,
  hasLiked: false,
  ...over,
});

const list = (items: unknown[], offset = 0): MockLink.MockedResponse => ({
  request: { query: KeyVotesListDocument, variables: { limit: 10, offset } },
  result: { data: { keyVotes: items } },
  delay: 0,
});

const detail = (over: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: KeyVotePageDocument, variables: { id: 'kv1' } },
  result: {
    data: {
      keyVote: {
        ...row('kv1'),
        description: 'A bill about things.',
        viewerCan: { __typename: 'KeyVoteViewerCan', edit: false },
        tallies: [
          { __typename: 'RollCallTally', rollCallId: 'r1', voteId: 's1-118.2023', chamber: 'SENATE', date: '2023-02-01T15:00:00.000Z', question: 'On Passage', result: 'Passed', yea: 50, nay: 50, present: 0, notVoting: 0, vicePresident: 'YEA' },
        ],
        myLegislators: [
          {
            __typename: 'MyLegislatorVote',
            voteId: 's1-118.2023',
            position: 'NAY',
            legislator: { __typename: 'Representative', id: 'l9', bioguideId: 'S000001', name: { __typename: 'RepresentativeName', full: 'Sue Smith', first: 'Sue', last: 'Smith' }, party: 'Democrat', role: 'Senator', state: 'VT', district: null, photo: null },
          },
        ],
        ...over,
      },
    },
  },
  delay: 0,
});

describe('key votes list', () => {
  it('shows rows with bill, badge, congress, date and outcome; staff get Add Key Vote', async () => {
    renderApp('/key-votes', { session: { user: member, roles: ['user', 'staff'] }, mocks: [healthyMock, list([row('kv1', { outcome: '' })])] });
    const item = await screen.findByRole('listitem', { name: 'Key vote kv1' });
    expect(within(item).getByText('H.R. 1')).toBeTruthy();
    expect(within(item).getByText('We support')).toBeTruthy();
    expect(within(item).getByText('118th Congress · Jan 5, 2025')).toBeTruthy();
    expect(within(item).getByText('Outcome: Pending')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Key Vote' }).getAttribute('href')).toBe('/key-votes/new');
  });

  it('shows the empty text, and no Add link for members', async () => {
    renderApp('/key-votes', { session: { user: member, roles: ['user'] }, mocks: [healthyMock, list([])] });
    expect(await screen.findByText('No key votes found.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Key Vote' })).toBeNull();
  });

  it('likes optimistically and reverts when the server refuses', async () => {
    const refuse: MockLink.MockedResponse = {
      request: { query: KeyVoteLikeDocument, variables: { id: 'kv1' } },
      result: { errors: [new GraphQLError('nope', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
      delay: 50,
    };
    renderApp('/key-votes', { session: { user: member, roles: ['user'] }, mocks: [healthyMock, list([row('kv1')]), refuse] });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Key vote kv1' }));
    expect(await screen.findByLabelText('3 likes')).toBeTruthy();
    expect(await screen.findByText('There was an error processing your like. Please try again later.')).toBeTruthy();
    expect(await screen.findByLabelText('2 likes')).toBeTruthy();
  });
});

describe('key vote detail', () => {
  it('shows details, tallies with the tie-break, and how my legislators voted', async () => {
    renderApp('/key-votes/kv1', { session: { user: member, roles: ['user'] }, mocks: [healthyMock, detail()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Key vote kv1' })).toBeTruthy();
    expect(screen.getByText('A bill about things.')).toBeTruthy();
    expect(screen.getByText("Vice President's tie-breaking vote: Yea")).toBeTruthy();
    const mine = screen.getByRole('list', { name: 'How your legislators voted' });
    expect(within(mine).getByText('Sue Smith')).toBeTruthy();
    expect(within(mine).getByText('Nay')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to dashboard/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows Key vote not found', async () => {
    const missing: MockLink.MockedResponse = {
      request: { query: KeyVotePageDocument, variables: { id: 'kv1' } },
      result: { errors: [new GraphQLError('Key vote not found', { extensions: { code: 'NOT_FOUND' } })] },
      delay: 0,
    };
    renderApp('/key-votes/kv1', { session: { user: member, roles: ['user'] }, mocks: [healthyMock, missing] });
    expect(await screen.findByText('Key vote not found')).toBeTruthy();
  });

  it('opens for editing on /key-votes/:id/edit for staff', async () => {
    renderApp('/key-votes/kv1/edit', {
      session: { user: member, roles: ['user', 'staff'] },
      mocks: [healthyMock, detail({ viewerCan: { __typename: 'KeyVoteViewerCan', edit: true } })],
    });
    const form = await screen.findByRole('form', { name: 'Edit key vote' });
    expect((within(form).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Key vote kv1');
  });
});

describe('add key vote', () => {
  it('creates from a bill id and position and goes to the new key vote', async () => {
    const add: MockLink.MockedResponse = {
      request: { query: AddKeyVoteDocument, variables: { input: { billId: 'S. 5', organizationPosition: 'OPPOSE' } } },
      result: { data: { createKeyVote: row('kv1', { billId: 'S. 5', organizationPosition: 'OPPOSE' }) } },
      delay: 0,
    };
    const { router } = renderApp('/key-votes/new', { session: { user: member, roles: ['user', 'staff'] }, mocks: [healthyMock, add, detail()] });
    fireEvent.change(await screen.findByLabelText(/Bill id/), { target: { value: 'S. 5' } });
    fireEvent.click(screen.getByLabelText('We oppose'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Key Vote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-votes/kv1'));
  });
});
