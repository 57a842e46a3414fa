import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AddArticleChoicesDocument, AddArticleToStoryDocument } from '../story/AddArticleTab.generated';
import { SubmitArticleUrlDocument } from './article.generated';
import { healthyMock, renderWithProviders } from '../../test/render';
import { AddArticleTab } from '../story/AddArticleTab';
import { staffUser } from '../story/story-test-utils';

const STORY_ID = '11111111-1111-4111-8111-111111111111';
const ARTICLE_ID = '22222222-2222-4222-8222-222222222222';
const URL = 'https://news.example.com/farm-bill';

const choices: MockLink.MockedResponse = {
  request: { query: AddArticleChoicesDocument },
  result: { data: { myArticles: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
};
const parsed: MockLink.MockedResponse = {
  request: { query: SubmitArticleUrlDocument, variables: { url: URL } },
  result: {
    data: {
      parseUrl: {
        __typename: 'ArticleSubmission',
        id: ARTICLE_ID,
        title: 'Senate passes the farm bill',
        status: 'EXISTING',
        isExisting: true,
        article: {
          __typename: 'Article',
          id: ARTICLE_ID,
          title: 'Senate passes the farm bill',
          image: null,
          publication: null,
          publishedAt: null,
          submittedAt: '2025-03-05T12:00:00.000Z',
          tags: [],
          storyCount: 1,
          upvotes: 0,
          downvotes: 0,
          score: 0,
          userVote: null,
          topCommentary: null,
          viewerCan: { __typename: 'ArticleViewerCan', vote: true },
        },
      },
    },
  },
  delay: 0,
};

describe('story Add Article tab', { timeout: 20_000 }, () => {
  it('creates the article from the URL, then adds it; 409 counts as success', async () => {
    const conflict: MockLink.MockedResponse = {
      request: { query: AddArticleToStoryDocument, variables: { storyId: STORY_ID, articleId: ARTICLE_ID } },
      result: { errors: [{ message: 'Article is already part of this story!', extensions: { code: 'CONFLICT' } }] },
      delay: 0,
    };
    let added = 0;
    renderWithProviders(<AddArticleTab storyId={STORY_ID} onAdded={() => (added += 1)} />, {
      session: { user: staffUser, roles: ['staff'] },
      mocks: [healthyMock, choices, parsed, conflict],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Story' }));
    expect(await screen.findByText('Please enter an article URL')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Article URL' }), { target: { value: URL } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Story' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Article is already part of this story!');
    expect(added).toBe(1);
  });
});
