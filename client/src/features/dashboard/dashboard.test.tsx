import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { ContentFeedDocument } from '../content/content.generated';
import { DashboardFollowedStoriesDocument, DashboardKeyVotesDocument } from './dashboard.generated';
import { MyAddressDocument, MyRepresentativesDocument } from '../representative/representative.generated';
import { MyStoryInvitesDocument, RespondToInviteDocument } from '../story/InvitesPanel.generated';
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
    const panel = await screen.findByRole('region', { name: 'Key Votes' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/key-votes');
    expect(await screen.findByRole('form', { name: 'Address form' })).toBeTruthy();
  });
});

const STORY = '00000000-0000-4000-8000-000000000051';
const INVITED = '00000000-0000-4000-8000-000000000052';
const followed = {
  __typename: 'Story',
  id: STORY,
  title: 'Farm bill watch',
  visibility: 'PUBLIC',
  isFollowing: true,
  newArticlesCount: 2,
  lastVisitedAt: '2025-03-01T00:00:00.000Z',
  articlesCount: 5,
  latestArticles: [
    { __typename: 'StoryArticle', storyId: STORY, articleId: 'a1', addedAt: '2025-03-05T00:00:00.000Z', isNew: true, article: { __typename: 'Article', id: 'a1', title: 'Senate passes the farm bill', publication: 'The Ledger' } },
    { __typename: 'StoryArticle', storyId: STORY, articleId: 'a0', addedAt: '2025-02-05T00:00:00.000Z', isNew: false, article: { __typename: 'Article', id: 'a0', title: 'House committee markup', publication: null } },
  ],
};
const invite = {
  __typename: 'Invite',
  id: '00000000-0000-4000-8000-0000000000f1',
  storyId: INVITED,
  storyTitle: 'Budget deep dive',
  role: 'CONTRIBUTOR',
  status: 'PENDING',
  createdAt: '2025-03-01T00:00:00.000Z',
  expiresAt: '2025-03-31T00:00:00.000Z',
  invitedBy: { __typename: 'Member', id: 'm1', displayName: 'Anonymous' },
};
const always = (query: unknown, result: unknown): MockLink.MockedResponse => ({
  request: { query: query as never, variables: () => true },
  result: result as never,
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});

function dashboardMocks(overrides: { followedStories?: unknown[]; myInvites?: unknown[] } = {}): MockLink.MockedResponse[] {
  return [
    healthyMock,
    always(DashboardKeyVotesDocument, { data: { keyVotes: [kv('a')] } }),
    always(MyRepresentativesDocument, { errors: [new GraphQLError('none', { extensions: { code: 'NOT_FOUND' } })] }),
    always(MyAddressDocument, { data: { myAddress: null } }),
    always(DashboardFollowedStoriesDocument, { data: { followedStories: overrides.followedStories ?? [followed] } }),
    always(MyStoryInvitesDocument, { data: { myInvites: overrides.myInvites ?? [] } }),
    always(ContentFeedDocument, { data: { recentContent: [] } }),
  ];
}

describe('a dashboard that is theirs (issue #14)', () => {
  it('welcomes a new member with the steps left, then key votes and representatives, then followed stories, then Recent Updates', async () => {
    renderApp('/dashboard', { session: { user: member, roles: ['user'] }, mocks: dashboardMocks({ followedStories: [] }) });
    const welcome = await screen.findByRole('region', { name: 'Welcome to the Member Portal' });
    expect(within(welcome).getByRole('button', { name: 'Add your address' })).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: 'Browse stories' }).getAttribute('href')).toBe('/stories');
    const followedPanel = await screen.findByRole('region', { name: 'Stories you follow' });
    expect(await within(followedPanel).findByText(/You are not following any stories yet/)).toBeTruthy();
    // Keyboard order is the desktop's reading order (main column, then the side column, then
    // Recent Updates); a phone shows key votes and representatives before the followed stories.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Welcome to the Member Portal', 'Stories you follow', 'Key Votes', 'My Representatives', 'Recent Updates']);
  });

  it('on a first look in this browser, holds its parts until the welcome panel can show with them (nothing is pushed down)', async () => {
    window.localStorage.clear();
    const mocks = dashboardMocks({ followedStories: [] });
    // The address answers after the key votes: they wait for it.
    mocks[3] = { ...always(MyAddressDocument, { data: { myAddress: null } }), delay: 300 };
    renderApp('/dashboard', { session: { user: member, roles: ['user'] }, mocks });
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    expect(screen.getByTestId('dashboard-skeleton')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Key Votes' })).toBeNull();
    await screen.findByRole('region', { name: 'Welcome to the Member Portal' });
    expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Key Votes' })).toBeTruthy();
    // Remembered now (the panel's height at this width): the next visit draws the parts at once.
    expect(window.localStorage.getItem(`dashboard-welcome-height:${member.id}`)).toContain(`[${window.innerWidth},`);
  });

  it('hides the welcome once both steps are done, and shows what is new in followed stories', async () => {
    const mocks = dashboardMocks();
    mocks[3] = always(MyAddressDocument, { data: { myAddress: { __typename: 'Address', street: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401', phoneNumber: null, updatedAt: '2025-01-01T00:00:00.000Z' } } });
    renderApp('/dashboard', { session: { user: member, roles: ['user'] }, mocks });
    const panel = await screen.findByRole('region', { name: 'Stories you follow — 2 new' });
    expect(await within(panel).findByText('2 new since your last visit')).toBeTruthy();
    // News since the last visit comes first, on a phone and in keyboard order (issue 58 item 5).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)[0]).toBe('Stories you follow — 2 new');
    expect(panel.parentElement?.parentElement?.getAttribute('data-news')).toBe('true');
    const story = within(panel).getByRole('listitem', { name: 'Farm bill watch' });
    expect(within(story).getByRole('link', { name: 'Farm bill watch' }).getAttribute('href')).toBe(`/stories/${STORY}`);
    const articles = within(story).getByRole('list', { name: 'Newest articles in Farm bill watch' });
    expect(within(articles).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'NewSenate passes the farm bill · added Mar 5, 2025',
      'House committee markup · added Feb 5, 2025',
    ]);
    expect(within(panel).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/stories?filter=following');
    expect(screen.queryByRole('region', { name: 'Welcome to the Member Portal' })).toBeNull();
  });

  it('holds the welcome panel’s last height while its answers load (no jump), and none once both steps are done', async () => {
    const key = `dashboard-welcome-height:${member.id}`;
    window.localStorage.setItem(key, JSON.stringify([[window.innerWidth, 312]]));
    const mocks = dashboardMocks();
    mocks[3] = always(MyAddressDocument, { data: { myAddress: { __typename: 'Address', street: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401', phoneNumber: null, updatedAt: '2025-01-01T00:00:00.000Z' } } });
    const { container } = renderApp('/dashboard', { session: { user: member, roles: ['user'] }, mocks });
    const held = () => container.querySelector('.MuiSkeleton-root[style*="height: 312px"]');
    await waitFor(() => expect(held()).not.toBeNull());
    await screen.findByRole('region', { name: /^Stories you follow/ });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(key)!)).toEqual([[window.innerWidth, 0]]));
    expect(held()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Welcome to the Member Portal' })).toBeNull();
  });

  it('holds no space remembered at another window width (its text wraps differently there)', async () => {
    window.localStorage.setItem(`dashboard-welcome-height:${member.id}`, JSON.stringify([[window.innerWidth + 500, 312]]));
    const { container } = renderApp('/dashboard', { session: { user: member, roles: ['user'] }, mocks: dashboardMocks() });
    await screen.findByRole('region', { name: /^Stories you follow/ });
    expect(container.querySelector('.MuiSkeleton-root[style*="height: 312px"]')).toBeNull();
  });

  it('lists pending invitations, accepts one in place and offers the story', async () => {
    const accept: MockLink.MockedResponse = {
      request: { query: RespondToInviteDocument, variables: { inviteId: invite.id, status: 'ACCEPTED' } },
      result: { data: { respondToInvite: { __typename: 'Invite', id: invite.id, status: 'ACCEPTED', story: null } } },
      delay: 0,
    };
    renderApp('/dashboard', { session: { user: member, roles: ['user'] }, mocks: [...dashboardMocks({ myInvites: [invite] }), accept] });
    const panel = await screen.findByRole('region', { name: 'Invitations to collaborate' });
    expect(within(panel).getByRole('link', { name: 'Budget deep dive' }).getAttribute('href')).toBe(`/stories/${INVITED}`);
    // The top bar says so on every page (its extras arrive one at a time, once their code is there).
    expect(await screen.findByRole('button', { name: 'Invitations to collaborate: 1 pending' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(await within(panel).findByText('Accepted! You are now a collaborator.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open the story' }).getAttribute('href')).toBe(`/stories/${INVITED}`);
    // The top bar no longer counts it: "0 pending" until the answered row is dismissed 2 s later, then
    // no button at all (on a loaded machine the first check may come after that).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invitations to collaborate: 1 pending' })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Invitations to collaborate: [1-9]/ })).toBeNull();
  }, 20_000);
});
