import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { SubmitArticleUrlDocument } from './article.generated';
import { renderStoryApp, staffUser } from '../story/story-test-utils';

const ARTICLE_ID = '22222222-2222-4222-8222-222222222222';
const URL = 'https://news.example.com/farm-bill';

describe('article submit pages', { timeout: 20_000 }, () => {
  it('/articles/submit names the article, announces the redirect and goes there after 2 s', async () => {
    const submit: MockLink.MockedResponse = {
      request: { query: SubmitArticleUrlDocument, variables: { url: URL } },
      result: {
        data: {
          parseUrl: {
            __typename: 'ArticleSubmission',
            id: ARTICLE_ID,
            title: 'Senate passes the farm bill',
            status: 'NEW',
            isExisting: false,
            article: {
              __typename: 'Article', id: ARTICLE_ID, title: 'Senate passes the farm bill', image: null, publication: null,
              publishedAt: null, submittedAt: '2025-03-05T12:00:00.000Z', tags: [], storyCount: 0, upvotes: 0, downvotes: 0, score: 0,
              userVote: null, topCommentary: null, viewerCan: { __typename: 'ArticleViewerCan', vote: true },
            },
          },
        },
      },
      delay: 0,
    };
    const { router } = renderStoryApp('/articles/submit', { user: staffUser, roles: ['staff'] }, [submit]);
    const field = await screen.findByRole('textbox', { name: 'Article URL' });
    fireEvent.change(field, { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    fireEvent.change(field, { target: { value: URL } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Article submitted: “Senate passes the farm bill”.');
    expect(screen.getByRole('link', { name: 'Go now' }).getAttribute('href')).toBe(`/articles/${ARTICLE_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/articles/${ARTICLE_ID}`), { timeout: 3500 });
  });

  it('/articles/add explains what is extracted', async () => {
    renderStoryApp('/articles/add', { user: staffUser, roles: ['staff'] }, []);
    expect(await screen.findByText(/extracts the title, publication date and images, and generates tags/)).toBeTruthy();
  });
});
