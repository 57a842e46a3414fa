import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { AddKeyVoteDocument, KeyVotePageDocument, KeyVotesListDocument, KeyVoteLikeDocument, RollCallSearchDocument } from './key-vote.generated';
import { KeyVoteCommentariesDocument } from '../commentary/commentary.generated';
import { ModerateDeleteDocument } from '../moderation/moderation.generated';
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
        viewerCan: { __typename: 'KeyVoteViewerCan', edit: false, delete: false, comment: true, addStaffCommentary: false, addOwnerNote: false, seePrivateCommentary: false },
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

  it('offers pages only when there is more than one', async () => {
    const { unmount } = renderApp('/key-votes', { session: { user: member, roles: ['user'] }, mocks: [healthyMock, list([row('kv1'), row('kv2')])] });
    await screen.findByRole('listitem', { name: 'Key vote kv2' });
    expect(screen.queryByRole('navigation', { name: 'Key vote pages' })).toBeNull();
    unmount();

    const full = Array.from({ length: 10 }, (_, i) => row(`kv${i}`));
    renderApp('/key-votes', { session: { user: member, roles: ['user'] }, mocks: [healthyMock, list(full), list([row('kv10')], 10)] });
    const pager = await screen.findByRole('navigation', { name: 'Key vote pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Key vote kv10' });
    expect(within(screen.getByRole('navigation', { name: 'Key vote pages' })).getByText('Page 2')).toBeTruthy();
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
      mocks: [healthyMock, detail({ viewerCan: { __typename: 'KeyVoteViewerCan', edit: true, delete: true, comment: true, addStaffCommentary: true, addOwnerNote: false, seePrivateCommentary: true } })],
    });
    const form = await screen.findByRole('form', { name: 'Edit key vote' });
    // Filled in from the key vote once editing starts (an effect after the form's first commit).
    await waitFor(() => expect((within(form).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Key vote kv1'));
  });
});

const comments = (items: unknown[] = []): MockLink.MockedResponse => ({
  request: { query: KeyVoteCommentariesDocument, variables: () => true },
  result: { data: { commentaries: { __typename: 'CommentaryPage', items, totalCount: items.length, nextCursor: null } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});

const rollCall = (over: Record<string, unknown> = {}) => ({
  __typename: 'RollCall',
  id: 'rc28',
  voteId: 'h12-119.2025',
  chamber: 'HOUSE',
  congress: 119,
  number: 12,
  date: '2025-01-14T19:42:00.000Z',
  question: 'On Passage: H R 28 Protection of Women and Girls in Sports Act',
  subject: 'Protection of Women and Girls in Sports Act',
  keyVoteTitle: 'Protection of Women and Girls in Sports Act — On Passage: H R 28',
  result: 'Passed',
  billId: 'H.R. 28',
  billCongress: 119,
  tally: { __typename: 'RollCallTally', yea: 218, nay: 206, present: 0, notVoting: 9, vicePresident: null },
  keyVote: null,
  ...over,
});

describe('add key vote', () => {
  it('picks an imported roll call (prefilled), asks for the position and a description, and goes to the new key vote', async () => {
    const search: MockLink.MockedResponse = {
      request: { query: RollCallSearchDocument, variables: () => true },
      result: { data: { rollCalls: { __typename: 'RollCallPage', total: 2, items: [rollCall(), rollCall({ id: 'rc1', voteId: 'h145-119.2025', number: 145, billId: 'H.R. 1', keyVote: { __typename: 'KeyVote', id: 'kv0', title: 'One Big Beautiful Bill Act' } })] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: 0,
    };
    const add: MockLink.MockedResponse = {
      request: { query: AddKeyVoteDocument, variables: { input: { rollCallId: 'rc28', organizationPosition: 'OPPOSE', description: 'Why we oppose it.' } } },
      result: { data: { createKeyVote: row('kv1', { billId: 'H.R. 28', organizationPosition: 'OPPOSE' }) } },
      delay: 0,
    };
    const { router } = renderApp('/key-votes/new', { session: { user: member, roles: ['user', 'staff'] }, mocks: [healthyMock, search, add, detail(), comments()] });
    const taken = await screen.findByRole('article', { name: 'House Roll Call 145, January 14, 2025' });
    expect(within(taken).getByText('Already a key vote')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use H.R. 28, House Roll Call 12, January 14, 2025' }));
    const form = await screen.findByRole('form', { name: 'New key vote' });
    expect(within(form).getByText('H.R. 28')).toBeTruthy();
    expect(within(form).getByText('119th')).toBeTruthy();
    expect(within(form).getByText('January 14, 2025')).toBeTruthy();
    expect(within(form).getByText(/Yea 218 · Nay 206/)).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('We oppose'));
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Why we oppose it.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Key Vote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-votes/kv1'));
  });

  it('still adds a bill not voted on yet by its id', async () => {
    const search: MockLink.MockedResponse = {
      request: { query: RollCallSearchDocument, variables: () => true },
      result: { data: { rollCalls: { __typename: 'RollCallPage', total: 0, items: [] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: 0,
    };
    const add: MockLink.MockedResponse = {
      request: { query: AddKeyVoteDocument, variables: { input: { billId: 'S. 4242', organizationPosition: 'SUPPORT', title: 'A future bill' } } },
      result: { data: { createKeyVote: row('kv1', { billId: 'S. 4242' }) } },
      delay: 0,
    };
    const { router } = renderApp('/key-votes/new', { session: { user: member, roles: ['user', 'staff'] }, mocks: [healthyMock, search, add, detail(), comments()] });
    fireEvent.click(await screen.findByText('A bill not voted on yet? Add it by its id'));
    fireEvent.change(await screen.findByLabelText(/Bill id/), { target: { value: 'S. 4242' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'A future bill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add by bill id' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-votes/kv1'));
  });
});

describe('key vote moderation and commentary', () => {
  it('staff delete a key vote after confirming and land on the list', async () => {
    const del: MockLink.MockedResponse = { request: { query: ModerateDeleteDocument, variables: { type: 'KEY_VOTE', id: 'kv1' } }, result: { data: { deleteContent: 'kv1' } }, delay: 0 };
    const { router } = renderApp('/key-votes/kv1', {
      session: { user: member, roles: ['user', 'staff'] },
      mocks: [
        healthyMock,
        detail({ viewerCan: { __typename: 'KeyVoteViewerCan', edit: true, delete: true, comment: true, addStaffCommentary: true, addOwnerNote: false, seePrivateCommentary: true } }),
        comments(),
        del,
        list([]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this key vote?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete key vote' }));
    expect(await screen.findByText('Key vote deleted successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/key-votes'));
  });

  it('shows commentary on the key vote to members, with a form to add theirs and no Delete', async () => {
    const c = {
      __typename: 'Commentary',
      id: 'c1',
      articleId: null,
      keyVoteId: 'kv1',
      content: 'Call your senator about this one.',
      commentaryType: 'REGULAR',
      isPublic: true,
      displayName: 'Reader',
      isOwn: false,
      createdAt: '2025-03-06T12:00:00.000Z',
      votesUp: 1,
      votesDown: 0,
      score: 1,
      userVote: null,
      viewerCan: { __typename: 'CommentaryViewerCan', edit: false, delete: false, report: false },
    reportedByViewer: false,
    };
    renderApp('/key-votes/kv1', { session: { user: member, roles: ['user'] }, mocks: [healthyMock, detail(), comments([c])] });
    const readers = await screen.findByRole('region', { name: 'Reader Commentary' });
    expect(await within(readers).findByText('Call your senator about this one.')).toBeTruthy();
    expect(within(readers).getByRole('textbox', { name: 'Add your commentary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Staff Commentary' })).toBeNull();
  });
});
