import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { FollowStoryDocument, StoryPageDocument } from './StoryPage.generated';
import { MyStoryInvitesDocument, RespondToInviteDocument } from './InvitesPanel.generated';
import { StoryTimelineDocument } from './TimelineTab.generated';
import { StoryProposalsDocument, VoteOnProposalDocument } from './ProposalsTab.generated';
import { memberUser, renderStoryApp, STORY_ID, storyHeader } from './story-test-utils';

const invitesMock = (invites: unknown[] = []): MockLink.MockedResponse => ({
  request: { query: MyStoryInvitesDocument },
  result: { data: { myInvites: invites } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});
const pageMock = (story: unknown): MockLink.MockedResponse => ({
  request: { query: StoryPageDocument, variables: { id: STORY_ID } },
  result: { data: { story } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});
const timelineMock = (
  entries: unknown[] = [],
  opts: { order?: 'NEWEST_FIRST' | 'OLDEST_FIRST'; after?: string; totalCount?: number; nextCursor?: string | null } = {},
): MockLink.MockedResponse => ({
  request: { query: StoryTimelineDocument, variables: { id: STORY_ID, order: opts.order ?? 'NEWEST_FIRST', ...(opts.after ? { after: opts.after } : {}) } },
  result: {
    data: { story: { __typename: 'Story', id: STORY_ID, timeline: { __typename: 'TimelinePage', entries, totalCount: opts.totalCount ?? entries.length, nextCursor: opts.nextCursor ?? null } } },
  },
  delay: 0,
});
const session = { user: memberUser, roles: ['user' as const] };

describe('story page', { timeout: 20_000 }, () => {
  it('shows the header, tabs per viewerCan and the empty timeline text', async () => {
    renderStoryApp(`/stories/${STORY_ID}`, session, [pageMock({ ...storyHeader(), proposals: [] }), invitesMock(), timelineMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'The reconciliation bill' })).toBeTruthy();
    expect(screen.getByText('Public')).toBeTruthy();
    expect(screen.getByText(/By sam_okafor · Created May 20, 2025/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Timeline', 'Proposals (0)']);
    expect(await screen.findByText("This story doesn't have any articles yet.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request to Join' })).toBeNull();
  });

  it('sorts the timeline newest first, and oldest first when asked', async () => {
    const entry = (n: number, publishedAt: string) => ({
      __typename: 'StoryArticle',
      storyId: STORY_ID,
      articleId: `00000000-0000-4000-8000-00000000a00${n}`,
      addedAt: publishedAt,
      customNote: null,
      article: {
        __typename: 'Article',
        id: `00000000-0000-4000-8000-00000000a00${n}`,
        title: `Article ${n}`,
        url: `https://news.example.org/${n}`,
        publication: 'Example News',
        publishedAt,
        image: null,
        tags: [],
      },
    });
    const articles = [entry(2, '2025-07-04T12:00:00.000Z'), entry(1, '2025-05-20T12:00:00.000Z')];
    renderStoryApp(`/stories/${STORY_ID}`, session, [
      pageMock({ ...storyHeader(), articlesCount: 2, proposals: [] }),
      invitesMock(),
      timelineMock(articles),
      timelineMock([...articles].reverse(), { order: 'OLDEST_FIRST' }),
    ]);
    const sort = await screen.findByRole('group', { name: 'Sort the timeline' });
    const months = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(within(sort).getByRole('button', { name: 'Newest to oldest' }).getAttribute('aria-pressed')).toBe('true');
    expect(months()).toEqual(['July 2025', 'May 2025']);
    fireEvent.click(within(sort).getByRole('button', { name: 'Oldest to newest' }));
    await waitFor(() => expect(months()).toEqual(['May 2025', 'July 2025']));
    expect(within(sort).getByRole('button', { name: 'Oldest to newest' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows one page of a long timeline with its count, and the next page on "Show more articles"', async () => {
    const entry = (n: number) => ({
      __typename: 'StoryArticle',
      storyId: STORY_ID,
      articleId: `00000000-0000-4000-8000-0000000${String(n).padStart(5, '0')}`,
      addedAt: '2025-05-20T12:00:00.000Z',
      customNote: null,
      article: {
        __typename: 'Article',
        id: `00000000-0000-4000-8000-0000000${String(n).padStart(5, '0')}`,
        title: `Article ${n}`,
        url: `https://news.example.org/${n}`,
        publication: 'Example News',
        publishedAt: `2025-05-${String(28 - n).padStart(2, '0')}T12:00:00.000Z`,
        image: null,
        tags: [],
      },
    });
    renderStoryApp(`/stories/${STORY_ID}`, session, [
      pageMock({ ...storyHeader(), articlesCount: 3, proposals: [] }),
      invitesMock(),
      timelineMock([entry(1), entry(2)], { totalCount: 3, nextCursor: 'page-2' }),
      timelineMock([entry(3)], { after: 'page-2', totalCount: 3, nextCursor: null }),
    ]);
    expect(await screen.findByText('Showing 2 of 3 articles')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Article 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more articles' }));
    expect(await screen.findByRole('article', { name: 'Article 3' })).toBeTruthy();
    expect(screen.getByText('All 3 articles')).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Article 1', 'Article 2', 'Article 3']);
    expect(screen.queryByRole('button', { name: 'Show more articles' })).toBeNull();
  });

  it('says "Story not found." for an unknown or hidden story, and the load error otherwise', async () => {
    const notFound: MockLink.MockedResponse = {
      request: { query: StoryPageDocument, variables: { id: STORY_ID } },
      result: { errors: [{ message: 'Story not found.', extensions: { code: 'NOT_FOUND' } }] },
      delay: 0,
    };
    const view = renderStoryApp(`/stories/${STORY_ID}`, session, [notFound, invitesMock()]);
    expect(await screen.findByText('Story not found.')).toBeTruthy();
    view.unmount();

    const failed: MockLink.MockedResponse = {
      request: { query: StoryPageDocument, variables: { id: STORY_ID } },
      result: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      delay: 0,
    };
    renderStoryApp(`/stories/${STORY_ID}`, session, [failed, invitesMock()]);
    expect(await screen.findByText('Error loading story. Please try again later.')).toBeTruthy();
  });

  it('follows optimistically: Following and the new count show before the server answers', async () => {
    const follow: MockLink.MockedResponse = {
      request: { query: FollowStoryDocument, variables: { id: STORY_ID } },
      result: { data: { followStory: { __typename: 'Story', id: STORY_ID, isFollowing: true, followerCount: 4 } } },
      delay: 4000,
    };
    renderStoryApp(`/stories/${STORY_ID}`, session, [pageMock({ ...storyHeader(), proposals: [] }), invitesMock(), timelineMock(), follow]);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    // Well before the server's answer (4 s): the optimistic answer is already in the cache.
    const following = await screen.findByRole('button', { name: 'Following' }, { timeout: 1000 });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/· 4 followers/)).toBeTruthy();
  });

  it('hides Follow when viewerCan says so (the owner) and shows Request to Join when allowed', async () => {
    renderStoryApp(`/stories/${STORY_ID}`, session, [
      pageMock({ ...storyHeader({ openToJoin: true }, { follow: false, requestToJoin: true }), proposals: [] }),
      invitesMock(),
      timelineMock(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Request to Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to Join' });
    expect(within(dialog).getByRole('textbox', { name: 'Message (optional)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('accepts a pending invite: the row shows the message, then disappears after 2000 ms', async () => {
    const invite = {
      __typename: 'Invite',
      id: '22222222-2222-4222-8222-222222222222',
      storyId: STORY_ID,
      storyTitle: 'The reconciliation bill',
      role: 'CONTRIBUTOR',
      status: 'PENDING',
      createdAt: '2025-06-01T10:00:00.000Z',
      expiresAt: '2025-06-15T10:00:00.000Z',
      invitedBy: { __typename: 'Member', id: 'owner', displayName: 'sam_okafor' },
    };
    const respond: MockLink.MockedResponse = {
      request: { query: RespondToInviteDocument, variables: { inviteId: invite.id, status: 'ACCEPTED' } },
      result: {
        data: {
          respondToInvite: {
            __typename: 'Invite',
            id: invite.id,
            status: 'ACCEPTED',
            story: storyHeader({ userRole: 'CONTRIBUTOR' }, { addArticles: true }),
          },
        },
      },
      delay: 0,
    };
    renderStoryApp(`/stories/${STORY_ID}`, session, [pageMock({ ...storyHeader(), proposals: [] }), invitesMock([invite]), timelineMock(), respond]);
    expect(await screen.findByText(/sam_okafor invited you to collaborate on “The reconciliation bill” as Contributor/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted! You are now a collaborator.')).toBeTruthy();
    // The story from the answer updates the page from the cache: the Add Article tab appears.
    expect(await screen.findByRole('tab', { name: 'Add Article' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(screen.queryByText('Accepted! You are now a collaborator.')).toBeNull();
  });

  it('votes on a pending proposal optimistically', async () => {
    const proposal = {
      __typename: 'Proposal',
      id: '33333333-3333-4333-8333-333333333333',
      title: 'A better title',
      description: null,
      status: 'PENDING',
      proposerDisplayName: 'alex_rivera',
      createdAt: '2025-06-02T10:00:00.000Z',
      votesUp: 1,
      votesDown: 0,
      userVote: null,
    };
    const proposals: MockLink.MockedResponse = {
      request: { query: StoryProposalsDocument, variables: { id: STORY_ID } },
      result: { data: { story: { __typename: 'Story', id: STORY_ID, title: 'The reconciliation bill', description: 'How H.R. 1 moved through both chambers.', proposals: [proposal] } } },
      delay: 0,
    };
    const vote: MockLink.MockedResponse = {
      request: { query: VoteOnProposalDocument, variables: { storyId: STORY_ID, proposalId: proposal.id, vote: 'UP' } },
      result: { data: { voteOnProposal: { __typename: 'Proposal', id: proposal.id, votesUp: 2, votesDown: 0, userVote: 'UP', status: 'PENDING' } } },
      delay: 4000,
    };
    renderStoryApp(`/stories/${STORY_ID}?tab=proposals`, session, [
      pageMock({ ...storyHeader(), proposals: [{ __typename: 'Proposal', id: proposal.id, status: 'PENDING' }] }),
      invitesMock(),
      proposals,
      vote,
    ]);
    const row = await screen.findByRole('listitem', { name: 'Title Change: A better title' });
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('Proposed by alex_rivera on Jun 2, 2025')).toBeTruthy();
    // The title it would replace sits beside the proposed one (issue 58 item 4).
    expect(within(row).getByText('Now').nextElementSibling?.textContent).toBe('The reconciliation bill');
    expect(within(row).getByText('Proposed').nextElementSibling?.textContent).toBe('A better title');
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Vote up (1)' }));
    const up = await within(row).findByRole('button', { name: 'Vote up (2)' }, { timeout: 1000 });
    expect(up.getAttribute('aria-pressed')).toBe('true');
  });
});
