import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ContentFeedDocument, ContentLikeDocument } from './content.generated';
import { memberUser, renderStoryApp } from '../story/story-test-utils';

const session = { user: memberUser, roles: ['user' as const] };
const ARTICLE_ID = '22222222-2222-4222-8222-222222222222';

const item = (over: Record<string, unknown> = {}) => ({
  __typename: 'ContentItem',
  id: ARTICLE_ID,
  type: 'ARTICLE',
  title: 'Senate passes the farm bill',
  summary: 'The bill passed.',
  createdAt: '2025-03-05T12:00:00.000Z',
  authorName: 'Member',
  image: null,
  url: `/articles/${ARTICLE_ID}`,
  likes: 2,
  hasLiked: false,
  staffCommentary: null,
  billNumber: null,
  congress: null,
  voteDate: null,
  outcome: null,
  organizationPosition: null,
  article: {
    __typename: 'Article',
    id: ARTICLE_ID,
    upvotes: 1,
    downvotes: 0,
    score: 1,
    userVote: null,
    publication: null,
    likes: 2,
    hasLiked: false,
    viewerCan: { __typename: 'ArticleViewerCan', vote: true },
  },
  keyVote: null,
  followedStory: null,
  ...over,
});

const feed = (items: unknown[], variables: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: ContentFeedDocument, variables },
  result: { data: { recentContent: items } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});

describe('content feed', { timeout: 20_000 }, () => {
  it('the content page filters by type and says when a type has nothing', async () => {
    renderStoryApp('/content', session, [feed([item()], { limit: 30, type: null }), feed([], { limit: 30, type: 'KEY_VOTE' })]);
    expect(await screen.findByRole('link', { name: 'Senate passes the farm bill' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Key Vote' }));
    expect(await screen.findByText('No key vote content yet.')).toBeTruthy();
  });

  it('likes optimistically and puts the count back when the server refuses', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: ContentLikeDocument, variables: { type: 'ARTICLE', id: ARTICLE_ID } },
      result: { errors: [{ message: 'nope', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      delay: 1500,
    };
    renderStoryApp('/content', session, [feed([item()], { limit: 30, type: null }), refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Like Senate passes the farm bill' }));
    expect(await screen.findByRole('button', { name: 'Unlike Senate passes the farm bill' }, { timeout: 1000 })).toBeTruthy();
    expect(screen.getByLabelText('3 likes')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Like Senate passes the farm bill' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByLabelText('2 likes')).toBeTruthy();
    expect(await screen.findByText('There was an error processing your like. Please try again later.')).toBeTruthy();
  });

  it('the dashboard shows Recent Updates, and the server-failure text', async () => {
    const failed: MockLink.MockedResponse = {
      request: { query: ContentFeedDocument, variables: { limit: 10 } },
      result: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      delay: 0,
    };
    renderStoryApp('/dashboard', session, [failed]);
    expect(await screen.findByRole('heading', { name: 'Recent Updates' })).toBeTruthy();
    expect(
      await screen.findByText('The server encountered an issue loading content. Some features may be temporarily unavailable.'),
    ).toBeTruthy();
  });

  it('posts, videos and events are honest empty states', async () => {
    renderStoryApp('/videos/123', session, []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Video not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse content' }).getAttribute('href')).toBe('/content');
  });
});

