import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { CreateStaffCommentaryDocument, EditCommentaryPageDocument, LegislativeDashboardDocument, LegislatorAlignmentsDocument, LegislatorPageDocument, StaffInsightsDocument, UpdateStaffCommentaryDocument } from './legislator.generated';
import { healthyMock, renderApp } from '../../test/render';
import { partyColors, PARTY_COLORS } from './shared';

const staff = { user: { id: '00000000-0000-4000-8000-0000000000aa', email: 'staff@example.org' }, roles: ['user', 'staff'] as const };
const session = { ...staff, roles: [...staff.roles] };

const base = (over: Record<string, unknown>) => ({
  __typename: 'Legislator',
  bioguideId: 'X000001',
  firstName: 'A',
  lastName: 'B',
  district: null,
  role: 'Senator',
  photo: null,
  hasStaffCommentary: false,
  currentTerm: { __typename: 'LegislatorTerm', id: 't1', type: 'SEN', state: 'CA', district: null, party: 'Democrat' },
  committees: [],
  staffCommentary: null,
  ...over,
});

const commentary = {
  __typename: 'LegislatorContent',
  id: 'c1',
  legislatorId: 'l2',
  title: null,
  content: 'Key ally on energy.',
  contentType: 'STAFF_COMMENTARY',
  isStaff: true,
  isPublic: true,
  staffCommentary: 'Key ally on energy.',
  updatedAt: '2025-03-04T12:00:00.000Z',
};

const dashboardMock: MockLink.MockedResponse = {
  request: { query: LegislativeDashboardDocument },
  result: {
    data: {
      legislators: [
        base({ id: 'l1', fullName: 'Ann Adams', state: 'CA', currentParty: 'Democrat' }),
        base({ id: 'l2', fullName: 'Bob Brown', state: 'TX', currentParty: 'Republican', role: 'Representative', district: 7, hasStaffCommentary: true, staffCommentary: commentary }),
        base({ id: 'l3', fullName: 'Cy Cole', state: 'VT', currentParty: 'Independent' }),
      ],
    },
  },
  delay: 0,
};

const alignmentsMock: MockLink.MockedResponse = {
  request: { query: LegislatorAlignmentsDocument },
  result: {
    data: {
      legislators: [
        { __typename: 'Legislator', id: 'l1', congressAlignment: { __typename: 'AlignmentSummary', percent: 50, agreed: 1, counted: 2 } },
        { __typename: 'Legislator', id: 'l2', congressAlignment: { __typename: 'AlignmentSummary', percent: 100, agreed: 2, counted: 2 } },
        { __typename: 'Legislator', id: 'l3', congressAlignment: { __typename: 'AlignmentSummary', percent: null, agreed: 0, counted: 0 } },
      ],
    },
  },
  delay: 0,
};

describe('party colours (SPEC §9)', () => {
  it('maps Republican red, Democrat blue, Independent/Libertarian yellow, Green green', () => {
    expect(partyColors('Republican')).toBe(PARTY_COLORS.Republican);
    expect(partyColors('Democrat')).toBe(PARTY_COLORS.Democrat);
    expect(partyColors('Independent').bg).toBe(partyColors('Libertarian').bg);
    expect(partyColors('Green')).toBe(PARTY_COLORS.Green);
  });
});

describe('staff legislative dashboard', () => {
  it('shows cards with initials, filters by name, party and commentary, and shows the empty text', async () => {
    renderApp('/legislators', { session, mocks: [healthyMock, dashboardMock, alignmentsMock] });
    const grid = await screen.findByRole('region', { name: 'Legislators' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    // Issue #60: each card says its alignment; the list sorts by it, nothing counted last.
    expect(await within(grid).findByText('Alignment: 100% (2 of 2)')).toBeTruthy();
    expect(within(grid).getByText('Alignment: no key votes counted yet')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Alignment, highest first' }));
    expect(within(grid).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Bob Brown', 'Ann Adams', 'Cy Cole']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Name' }));
    expect(screen.getByRole('img', { name: 'Ann Adams (initials)' }).textContent).toBe('AA');

    fireEvent.click(screen.getByLabelText('Has Staff Commentary'));
    expect(within(grid).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Bob Brown']);
    fireEvent.click(screen.getByLabelText('Has Staff Commentary'));

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No legislators match your search criteria.')).toBeTruthy();
    // Debug mode ignores the filters.
    fireEvent.click(screen.getByLabelText('Debug mode'));
    expect(within(screen.getByRole('region', { name: 'Legislators' })).getAllByRole('article')).toHaveLength(3);
  });

  it('shows the staff-only text when the server refuses', async () => {
    const forbidden: MockLink.MockedResponse = {
      request: { query: LegislativeDashboardDocument },
      result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] },
      delay: 0,
    };
    renderApp('/staff/legislative-dashboard', { session, mocks: [healthyMock, forbidden] });
    expect(await screen.findByText('You need to be a staff member to access this page.')).toBeTruthy();
  });

  it('members without staff roles are sent to /dashboard', async () => {
    const { router } = renderApp('/legislators', { session: { user: session.user, roles: ['user'] }, mocks: [healthyMock] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('legislator detail', () => {
  const term = (id: string, start: string, end: string) => ({
    __typename: 'LegislatorTerm', id, type: 'REP', state: 'TX', district: 7, party: 'Republican', startDate: start, endDate: end, office: '1 Cannon', phone: '202-555-0100', url: 'https://example.gov',
  });
  const seat = (id: string, name: string, title: string | null, subcommittee: string | null = null) => ({ __typename: 'CommitteeMembership', id, name, title, subcommittee, rank: 1, partySide: 'MAJORITY' });
  const detail = (over: Record<string, unknown> = {}): MockLink.MockedResponse => ({
    request: { query: LegislatorPageDocument, variables: { id: 'l2' } },
    result: {
      data: {
        legislator: {
          ...base({ id: 'l2', fullName: 'Bob Q. Brown Jr.', state: 'TX', currentParty: 'Republican', role: 'Representative', district: 7, hasStaffCommentary: true, staffCommentary: commentary }),
          firstName: 'Bob', middleName: 'Q.', lastName: 'Brown', suffix: 'Jr.', gender: 'M', birthday: '1960-02-03', leadershipRole: 'Majority Whip',
          currentTerm: { ...term('t3', '2025-01-03', '2027-01-03'), address: '2110 Rayburn House Office Building Washington DC 20515', contactForm: 'https://example.gov/contact' },
          terms: [term('t1', '2021-01-03', '2023-01-03'), term('t3', '2025-01-03', '2027-01-03'), term('t2', '2023-01-03', '2025-01-03')],
          committees: [
            seat('m1', 'Committee on Energy', 'Chair'),
            seat('m2', 'Committee on Energy', null, 'Grid Security'),
            seat('m3', 'Committee on Energy', 'Vice Chair', 'Nuclear Power'),
            seat('m4', 'Committee on Agriculture', null, 'Rural Development'),
          ],
          alignment: {
            __typename: 'LegislatorAlignment', percent: 50, agreed: 1, counted: 2,
            votes: [
              { __typename: 'AlignmentVote', keyVoteId: 'k1', title: 'Laken Riley Act', billId: 'S. 5', voteDate: '2025-01-22', organizationPosition: 'OPPOSE', position: 'NAY', agrees: true },
              { __typename: 'AlignmentVote', keyVoteId: 'k2', title: 'One Big Beautiful Bill Act', billId: 'H.R. 1', voteDate: '2025-07-03', organizationPosition: 'OPPOSE', position: 'YEA', agrees: false },
              { __typename: 'AlignmentVote', keyVoteId: 'k3', title: 'Epstein Files Transparency Act', billId: 'H.R. 4405', voteDate: '2025-11-18', organizationPosition: 'OTHER', position: 'YEA', agrees: null },
            ],
          },
          ...over,
        },
      },
    },
    delay: 0,
  });

  it('reads in order: commentary first, then term and contact, key votes, grouped committees, previous terms without the current one', async () => {
    renderApp('/legislators/l2', { session, mocks: [healthyMock, detail()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Q. Brown, Jr.' })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Staff Commentary', 'Current Term and Contact', 'Key Votes', 'Committees', 'Personal Information', 'Previous Terms']);
    expect(screen.getByText('Majority Whip')).toBeTruthy();
    expect(screen.getByText('February 3, 1960')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Staff Commentary' })).getByText('Key ally on energy.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to their office' }).getAttribute('href')).toBe('https://example.gov/contact');

    const committees = screen.getByRole('region', { name: 'Committees' });
    expect(within(committees).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Committee on Energy', 'Committee on Agriculture']);
    expect(within(committees).getAllByText('Committee on Energy')).toHaveLength(1);
    expect(within(committees).getByText('Chair')).toBeTruthy();
    expect(within(committees).getByText('Vice Chair')).toBeTruthy();
    expect(within(committees).getByText('Subcommittees only')).toBeTruthy();

    const votes = within(screen.getByRole('table', { name: 'Positions on key votes' })).getAllByRole('row').slice(1);
    expect(votes.map((r) => r.children[4]!.textContent)).toEqual(['Agreed', 'Disagreed', 'Not counted']);
    expect(within(votes[0]!).getByRole('link', { name: 'Laken Riley Act' }).getAttribute('href')).toBe('/key-votes/k1');

    const rows = within(screen.getByRole('table', { name: 'Previous terms' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.children[3]!.textContent)).toEqual(['January 3, 2023', 'January 3, 2021']);
    expect(screen.getByRole('link', { name: /Back to legislators/ }).getAttribute('href')).toBe('/legislators');
  });

  it('edits the staff commentary in place', async () => {
    const update: MockLink.MockedResponse = {
      request: { query: UpdateStaffCommentaryDocument, variables: { id: commentary.id, input: { content: 'Now undecided on energy.', contentType: 'STAFF_COMMENTARY', isStaff: true, isPublic: true } } },
      result: { data: { updateLegislatorContent: { ...commentary, content: 'Now undecided on energy.', staffCommentary: 'Now undecided on energy.' } } },
      delay: 0,
    };
    renderApp('/legislators/l2', { session, mocks: [healthyMock, detail(), update] });
    const section = await screen.findByRole('region', { name: 'Staff Commentary' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit Commentary' }));
    const box = within(section).getByLabelText('Staff commentary');
    expect((box as HTMLTextAreaElement).value).toBe('Key ally on energy.');
    fireEvent.change(box, { target: { value: 'Now undecided on energy.' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Update Commentary' }));
    expect(await screen.findByText('Commentary updated successfully!')).toBeTruthy();
    expect(await within(section).findByText('Now undecided on energy.')).toBeTruthy();
  });

  it('says so when there is no such legislator', async () => {
    const missing: MockLink.MockedResponse = {
      request: { query: LegislatorPageDocument, variables: { id: 'nobody' } },
      result: { errors: [new GraphQLError('Legislator not found.', { extensions: { code: 'NOT_FOUND' } })] },
      delay: 0,
    };
    renderApp('/legislators/nobody', { session, mocks: [healthyMock, missing] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Legislator not found' })).toBeTruthy();
    expect(screen.getByText(/No legislator has the id “nobody”/)).toBeTruthy();
    expect(screen.queryByText('Failed to load legislator details. Please try again.')).toBeNull();
  });
});

describe('edit commentary', () => {
  const page = (staffCommentary: typeof commentary | null): MockLink.MockedResponse => ({
    request: { query: EditCommentaryPageDocument, variables: { id: 'l2' } },
    result: { data: { legislator: { ...base({ id: 'l2', fullName: 'Bob Brown', state: 'TX', currentParty: 'Republican' }), staffCommentary } } },
    delay: 0,
  });

  it('cannot save blank text; creates commentary and shows the success message', async () => {
    const create: MockLink.MockedResponse = {
      request: {
        query: CreateStaffCommentaryDocument,
        variables: { input: { legislatorId: 'l2', content: 'Watch this one.', contentType: 'STAFF_COMMENTARY', isStaff: true, isPublic: true } },
      },
      result: { data: { createLegislatorContent: { ...commentary, id: 'c9', content: 'Watch this one.', staffCommentary: 'Watch this one.', legislator: { __typename: 'Legislator', id: 'l2', hasStaffCommentary: true } } } },
      delay: 0,
    };
    renderApp('/staff/legislators/l2/edit-commentary', { session, mocks: [healthyMock, page(null), create] });
    const save = await screen.findByRole('button', { name: 'Save Commentary' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Staff commentary'), { target: { value: '   ' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Staff commentary'), { target: { value: 'Watch this one.' } });
    fireEvent.click(save);
    expect(await screen.findByText('Commentary added successfully!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Update Commentary' })).toBeTruthy();
  });

  it('updates existing commentary', async () => {
    const update: MockLink.MockedResponse = {
      request: { query: UpdateStaffCommentaryDocument, variables: { id: 'c1', input: { content: 'Changed.', contentType: 'STAFF_COMMENTARY', isStaff: true, isPublic: true } } },
      result: { data: { updateLegislatorContent: { ...commentary, content: 'Changed.', staffCommentary: 'Changed.' } } },
      delay: 0,
    };
    renderApp('/staff/legislators/l2/edit-commentary', { session, mocks: [healthyMock, page(commentary), update] });
    const box = await screen.findByLabelText('Staff commentary');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Key ally on energy.'));
    fireEvent.change(box, { target: { value: 'Changed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Commentary' }));
    expect(await screen.findByText('Commentary updated successfully!')).toBeTruthy();
  });
});

describe('staff insights', () => {
  it('lists legislators with staff commentary, and an empty state', async () => {
    const mock: MockLink.MockedResponse = {
      request: { query: StaffInsightsDocument },
      result: { data: { staffCommentaries: [{ ...commentary, legislator: base({ id: 'l2', fullName: 'Bob Brown', state: 'TX', currentParty: 'Republican' }) }] } },
      delay: 0,
    };
    renderApp('/staff-commentary', { session, mocks: [healthyMock, mock] });
    const card = await screen.findByRole('article', { name: 'Bob Brown' });
    expect(within(card).getByText('Key ally on energy.')).toBeTruthy();
    expect(within(card).getByText('Republican')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View legislator' }).getAttribute('href')).toBe('/legislators/l2');
  });

  it('shows the empty state', async () => {
    const mock: MockLink.MockedResponse = { request: { query: StaffInsightsDocument }, result: { data: { staffCommentaries: [] } }, delay: 0 };
    renderApp('/staff-commentary', { session, mocks: [healthyMock, mock] });
    expect(await screen.findByText('No legislators have staff commentary yet.')).toBeTruthy();
  });
});
