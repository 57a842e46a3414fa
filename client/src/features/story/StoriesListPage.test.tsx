import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { CreateStoryDocument } from './CreateStoryPage.generated';
import { PopularStoriesDocument } from './PopularStories.generated';
import { StoriesListDocument } from './StoriesListPage.generated';
import { fullRedirect } from './CreateStoryPage';
import { memberUser, renderStoryApp, staffUser, STORY_ID } from './story-test-utils';

const card = {
  __typename: 'Story',
  id: STORY_ID,
  title: 'The reconciliation bill',
  description: 'How H.R. 1 moved.',
  createdAt: '2025-05-20T15:00:00.000Z',
  visibility: 'FEATURED',
  isEditorApproved: true,
  tags: ['budget'],
  cardImages: [
    { __typename: 'Image', src: '/images/story-1.svg', srcSet: null, width: null, height: null, color: null },
    { __typename: 'Image', src: '/images/story-2.svg', srcSet: null, width: null, height: null, color: null },
  ],
  articlesCount: 3,
  followerCount: 1,
  isFollowing: false,
  firstArticleDate: '2025-05-20T14:00:00.000Z',
  lastArticleDate: '2025-07-01T16:00:00.000Z',
};
const popular: MockLink.MockedResponse = {
  request: { query: PopularStoriesDocument, variables: { limit: 4 } },
  result: { data: { featuredStories: [card] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
};
const list = (stories: unknown[] | null, variables: Record<string, unknown> = { search: null, visibility: null, following: null }): MockLink.MockedResponse => ({
  request: { query: StoriesListDocument, variables },
  result: stories ? { data: { stories } } : { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
  delay: 0,
});

describe('stories list', { timeout: 20_000 }, () => {
  it('shows cards with counts and badges, the Popular Stories section, and Create Story for staff', async () => {
    renderStoryApp('/stories', { user: staffUser, roles: ['user', 'staff'] }, [list([card]), popular]);
    const stories = await screen.findByRole('list', { name: 'Stories' });
    expect(within(stories).getByRole('link', { name: /The reconciliation bill/ })).toBeTruthy();
    expect(within(stories).getByText(/3 articles · 1 follower · Created May 20, 2025/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Story' }).getAttribute('href')).toBe('/stories/create');
    const section = await screen.findByRole('region', { name: 'Popular Stories' });
    expect(await within(section).findByText('May 20, 2025 – Jul 1, 2025')).toBeTruthy();
    expect(within(section).getByText("Editor's Pick")).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Dynamic Images' })).toHaveProperty('checked', true);
  });

  it('shows the SPEC empty text for a filter with no stories, and no Create Story for members', async () => {
    renderStoryApp('/stories', { user: memberUser, roles: ['user'] }, [list([card]), list([], { search: null, visibility: 'FEATURED', following: null }), popular]);
    await screen.findByRole('list', { name: 'Stories' });
    expect(screen.queryByRole('link', { name: 'Create Story' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Featured' }));
    expect(await screen.findByText('No stories found. Try changing your search or filter.')).toBeTruthy();
  });

  it('filters to the stories the member follows, from the address the dashboard links to', async () => {
    const { router } = renderStoryApp('/stories?filter=following', { user: memberUser, roles: ['user'] }, [
      list([{ ...card, isFollowing: true }], { search: null, visibility: null, following: true }),
      list([], { search: null, visibility: 'PUBLIC', following: null }),
      popular,
    ]);
    const stories = await screen.findByRole('list', { name: 'Stories' });
    expect(within(stories).getByRole('link', { name: /The reconciliation bill/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following' })).toHaveProperty('ariaPressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Public' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=public'));
    expect(await screen.findByText('No stories found. Try changing your search or filter.')).toBeTruthy();
  });

  it('shows the SPEC error text when stories fail to load', async () => {
    renderStoryApp('/stories', { user: memberUser, roles: ['user'] }, [list(null), popular]);
    expect(await screen.findByText('Failed to load stories. Please try again later.')).toBeTruthy();
  });
});

describe('create story', { timeout: 20_000 }, () => {
  it('validates, maps visibility and tags, and redirects to the new story', async () => {
    const go = vi.spyOn(fullRedirect, 'to').mockImplementation(() => {});
    const create: MockLink.MockedResponse = {
      request: {
        query: CreateStoryDocument,
        variables: {
          input: {
            title: 'Budget watch',
            description: 'Following the budget.',
            visibility: 'PUBLIC',
            isGlobal: true,
            isOpenToJoin: true,
            requiresApproval: false,
            tags: ['budget', 'taxes'],
          },
        },
      },
      result: { data: { createStory: { __typename: 'Story', id: STORY_ID, title: 'Budget watch' } } },
      delay: 0,
    };
    renderStoryApp('/stories/create', { user: staffUser, roles: ['user', 'staff'] }, [create]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Story' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: ' Budget watch ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: 'Following the budget.' } });
    expect(screen.getByRole('radio', { name: 'Private' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Public' }));
    expect(screen.queryByRole('checkbox', { name: 'Require approval to join' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open to join' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Require approval to join' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Tags/ }), { target: { value: 'budget, , taxes ,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`/stories/${STORY_ID}`));
    go.mockRestore();
  });
});
