import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ArticleCard_ArticleFragment } from '../article/article.generated';
import type { StoryCard_StoryFragment } from './StoryCard.generated';
import { renderWithProviders } from '../../test/render';
import { ArticleCard } from '../article/ArticleCard';
import { sanitizeArticleHtml } from '../article/sanitize';
import { StoryCard } from './StoryCard';

/**
 * Issue 7 item 4: markup a member or staff typed into a title, description, tag or commentary is
 * shown as text — the literal characters on screen, never an element (no <img onerror>, no
 * <script>). The one place that renders HTML on purpose, an article's body, is sanitized.
 */

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SQL = "'; DROP TABLE stories;--";

/** Nothing the payloads could have created: no script, no element with an inline handler, no img pointing at "x". */
function expectNoInjectedElements(root: HTMLElement) {
  expect(root.querySelector('script')).toBeNull();
  expect(root.querySelector('img[src="x"]')).toBeNull();
  const withHandlers = Array.from(root.querySelectorAll('*')).filter((el) => Array.from(el.attributes).some((a) => a.name.startsWith('on')));
  expect(withHandlers).toEqual([]);
}

const story = {
  __typename: 'Story',
  id: '11111111-1111-4111-8111-111111111111',
  title: `${IMG} title`,
  description: `${SCRIPT} ${SQL}`,
  createdAt: '2025-05-20T15:00:00.000Z',
  visibility: 'PUBLIC',
  isEditorApproved: false,
  tags: ['<b onmouseover=alert(1)>tag</b>'],
  cardImages: [],
  articlesCount: 1,
  followerCount: 0,
  isFollowing: false,
  firstArticleDate: null,
  lastArticleDate: null,
} as unknown as StoryCard_StoryFragment;

const article = {
  __typename: 'Article',
  id: '22222222-2222-4222-8222-222222222222',
  title: `${IMG} article`,
  image: null,
  publication: SCRIPT,
  publishedAt: '2025-05-20T15:00:00.000Z',
  submittedAt: '2025-05-20T15:00:00.000Z',
  tags: [SQL],
  storyCount: 0,
  upvotes: 0,
  downvotes: 0,
  score: 0,
  userVote: null,
  topCommentary: { __typename: 'Commentary', id: '33333333-3333-4333-8333-333333333333', content: `${IMG} ${SCRIPT} commentary`, createdAt: '2025-05-21T15:00:00.000Z', votesUp: 1, votesDown: 0, score: 1 },
  viewerCan: { __typename: 'ArticleViewerCan', vote: true },
} as unknown as ArticleCard_ArticleFragment;

describe('hostile text renders as text', () => {
  it('a story card shows markup in its title, description and tags literally', () => {
    const { container } = renderWithProviders(<StoryCard story={story} dynamicImages={false} />);
    expect(screen.getByRole('heading', { name: `${IMG} title` })).toBeTruthy();
    expect(screen.getByText(`${SCRIPT} ${SQL}`)).toBeTruthy();
    expect(screen.getByText('<b onmouseover=alert(1)>tag</b>')).toBeTruthy();
    expectNoInjectedElements(container);
  });

  it('an article card shows markup in its title, publication, tags and top commentary literally', () => {
    const { container } = renderWithProviders(<ArticleCard article={article} />);
    expect(screen.getByText(`${IMG} article`)).toBeTruthy();
    expect(container.textContent).toContain(`${IMG} ${SCRIPT} commentary`);
    expect(container.textContent).toContain(SCRIPT);
    expectNoInjectedElements(container);
  });

  it('an article body (HTML on purpose) keeps its text and loses scripts, handlers and javascript: links', () => {
    const html = sanitizeArticleHtml(
      `<p>Fine text</p>${SCRIPT}${IMG}<img src="https://img.example.org/a.png" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">link</a><iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>`,
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.textContent).toContain('Fine text');
    expect(box.textContent).toContain('link');
    expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg/i);
    expect(box.querySelector('img[src="https://img.example.org/a.png"]')).not.toBeNull();
    expectNoInjectedElements(box);
  });
});
