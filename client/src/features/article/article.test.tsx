import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { typePolicies } from '../../apollo/type-policies';
import { AppProviders } from '../../app/AppProviders';
import { healthyMock } from '../../test/render';
import { RecentUpdates } from '../content/RecentUpdates';
import RecentArticlesPage from './RecentArticlesPage';
import { AddCommentaryDocument, ArticleCommentariesDocument } from '../commentary/commentary.generated';
import { ContentFeedDocument } from '../content/content.generated';
import { ArticlePageDocument, RecentArticlesDocument, SubmitArticleUrlDocument, VoteArticleDocument } from './article.generated';
import { ModerateDeleteDocument } from '../moderation/moderation.generated';
import { ReportCommentDocument } from '../report/report.generated';
import { memberUser, renderStoryApp, staffUser } from '../story/story-test-utils';
import { sanitizeArticleHtml } from './sanitize';
import { validateArticleUrl } from './submit-url';
import { nextTally, voteAfterClick } from './votes';

const ARTICLE_ID = '22222222-2222-4222-8222-222222222222';
const member = { user: memberUser, roles: ['user' as const] };
const staff = { user: staffUser, roles: ['staff' as const] };

const viewerCan = (over: Record<string, boolean> = {}) => ({
  __typename: 'ArticleViewerCan',
  edit: false,
  delete: false,
  vote: true,
  comment: true,
  addStaffCommentary: false,
  addOwnerNote: false,
  seePrivateCommentary: false,
  ...over,
});

function card(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Article',
    id: ARTICLE_ID,
    title: 'Senate passes the farm bill',
    image: null,
    publication: 'The Ledger',
    publishedAt: '2025-03-04T12:00:00.000Z',
    submittedAt: '2025-03-05T12:00:00.000Z',
    tags: ['agriculture'],
    storyCount: 2,
    upvotes: 3,
    downvotes: 1,
    score: 2,
    userVote: null,
    topCommentary: null,
    viewerCan: { __typename: 'ArticleViewerCan', vote: true },
    ...over,
  };
}

function page(over: Record<string, unknown> = {}, can: Record<string, boolean> = {}) {
  return {
    ...card(),
    content: '<p>The bill <strong>passed</strong>.</p><script>alert(1)</script>',
    url: 'https://news.example.com/farm-bill',
    submittedBy: memberUser.id,
    submitterDisplayName: 'Alex Rivera',
    imageUrl: null,
    viewerCan: viewerCan(can),
    ...over,
  };
}

const pageMock = (article: unknown): MockLink.MockedResponse => ({
  request: { query: ArticlePageDocument, variables: { id: ARTICLE_ID } },
  result: { data: { article } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});
const commentariesMock = (includePrivate: boolean, items: unknown[] = []): MockLink.MockedResponse => ({
  request: { query: ArticleCommentariesDocument, variables: { articleId: ARTICLE_ID, includePrivate } },
  result: { data: { commentaries: { __typename: 'CommentaryPage', items, totalCount: items.length, nextCursor: null } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});

describe('article rules', () => {
  it('clicking the current direction removes the vote; the tally follows', () => {
    expect(voteAfterClick('UP', 'UP')).toBeNull();
    expect(voteAfterClick('UP', 'DOWN')).toBe('DOWN');
    expect(voteAfterClick(null, 'DOWN')).toBe('DOWN');
    expect(nextTally({ upvotes: 3, downvotes: 1, userVote: 'UP' }, 'DOWN')).toEqual({ upvotes: 2, downvotes: 2, score: 0, userVote: 'DOWN' });
    expect(nextTally({ upvotes: 3, downvotes: 1, userVote: null }, 'UP')).toMatchObject({ upvotes: 4, score: 3 });
  });

  it('validates the URL with the SPEC texts', () => {
    expect(validateArticleUrl('  ')).toBe('Please enter a URL');
    expect(validateArticleUrl('not a url')).toBe('Please enter a valid URL');
    expect(validateArticleUrl('ftp://example.com/a')).toBe('Please enter a valid URL starting with http:// or https://');
    expect(validateArticleUrl('https://example.com/a')).toBeNull();
  });

  it('sanitizes article HTML: scripts, handlers and javascript: links go', () => {
    const out = sanitizeArticleHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">x</a><img src="https://i.example/a.png" onerror="y()"></p><script>z()</script><iframe src="https://evil"></iframe>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe/);
    expect(out).toContain('<p>Hi <a');
    expect(out).toContain('src="https://i.example/a.png"');
    expect(sanitizeArticleHtml('<script>x()</script>')).toBe('');
    expect(sanitizeArticleHtml(null)).toBe('');
  });

  it('keeps the portal’s own picture sizes (srcset on /media) and drops any that point elsewhere', () => {
    const portal = sanitizeArticleHtml('<img src="/media/1/768.webp" srcset="/media/1/384.webp 384w, /media/1/768.webp 768w" sizes="100vw" loading="lazy" alt="A">');
    expect(portal).toContain('srcset="/media/1/384.webp 384w, /media/1/768.webp 768w"');
    expect(portal).toContain('loading="lazy"');
    const elsewhere = sanitizeArticleHtml('<img src="/media/1/768.webp" srcset="/media/1/384.webp 384w, https://tracker.example/x.gif 768w" alt="A">');
    expect(elsewhere).not.toContain('srcset');
    expect(elsewhere).toContain('src="/media/1/768.webp"');
  });
});

describe('article page', { timeout: 20_000 }, () => {
  it('shows the article with sanitized content, source, tags and story count', async () => {
    const { container } = renderStoryApp(`/articles/${ARTICLE_ID}`, member, [pageMock(page()), commentariesMock(false)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Senate passes the farm bill' })).toBeTruthy();
    expect(screen.getByText(/Submitted by Alex Rivera · Mar 4, 2025 · The Ledger/)).toBeTruthy();
    expect(screen.getByText('passed')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: /Read original article/ }).getAttribute('href')).toBe('https://news.example.com/farm-bill');
    expect(screen.getByText('agriculture')).toBeTruthy();
    expect(screen.getByText('In 2 stories')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Reader Commentary' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Staff Commentary' })).toBeNull();
  });

  it("says 'No content available.' and 'Anonymous' when there is nothing to show", async () => {
    renderStoryApp(`/articles/${ARTICLE_ID}`, member, [pageMock(page({ content: null, submitterDisplayName: 'Anonymous' })), commentariesMock(false)]);
    expect(await screen.findByText('No content available.')).toBeTruthy();
    expect(screen.getByText(/^Anonymous ·/)).toBeTruthy();
  });

  it("shows 'Article not found' with Go Back, and the load failure text otherwise", async () => {
    const notFound: MockLink.MockedResponse = {
      request: { query: ArticlePageDocument, variables: { id: ARTICLE_ID } },
      result: { errors: [{ message: 'Article not found', extensions: { code: 'NOT_FOUND' } }] },
      delay: 0,
    };
    const view = renderStoryApp(`/articles/${ARTICLE_ID}`, member, [notFound]);
    expect(await screen.findByText('Article not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    view.unmount();
    const failed: MockLink.MockedResponse = {
      request: { query: ArticlePageDocument, variables: { id: ARTICLE_ID } },
      result: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      delay: 0,
    };
    renderStoryApp(`/articles/${ARTICLE_ID}`, member, [failed]);
    expect(await screen.findByText('Failed to load the article. Please try again later.')).toBeTruthy();
  });

  it('votes optimistically: the score moves before the server answers', async () => {
    const vote: MockLink.MockedResponse = {
      request: { query: VoteArticleDocument, variables: { id: ARTICLE_ID, vote: 'UP' } },
      result: { data: { voteArticle: { __typename: 'Article', id: ARTICLE_ID, upvotes: 4, downvotes: 1, score: 3, userVote: 'UP' } } },
      delay: 4000,
    };
    renderStoryApp(`/articles/${ARTICLE_ID}`, member, [pageMock(page()), commentariesMock(false), vote]);
    const up = await screen.findByRole('button', { name: 'Upvote Senate passes the farm bill' });
    expect(screen.getByLabelText('Score 2')).toBeTruthy();
    fireEvent.click(up);
    expect(await screen.findByLabelText('Score 3', {}, { timeout: 1000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upvote Senate passes the farm bill' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('staff edit inline and must keep title and content non-empty', async () => {
    renderStoryApp(`/articles/${ARTICLE_ID}`, staff, [
      pageMock(page({}, { edit: true, delete: true, addStaffCommentary: true, seePrivateCommentary: true })),
      commentariesMock(true),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // The editor is staff's own chunk, loaded when Edit is clicked.
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation Error: Title and content cannot be empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Staff Commentary' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this article?' })).toBeTruthy();
  });
});

describe('article edit screen', { timeout: 20_000 }, () => {
  it('staff get the title, content, tags and image fields; others the staff-only text', async () => {
    const view = renderStoryApp(`/articles/${ARTICLE_ID}/edit`, staff, [pageMock(page({ imageUrl: 'https://i.example/a.png' }, { edit: true }))]);
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Senate passes the farm bill');
    expect((screen.getByRole('textbox', { name: 'Tags' }) as HTMLInputElement).value).toBe('agriculture');
    expect((screen.getByRole('textbox', { name: 'Image URL' }) as HTMLInputElement).value).toBe('https://i.example/a.png');
    view.unmount();
    renderStoryApp(`/articles/${ARTICLE_ID}/edit`, member, [pageMock(page())]);
    expect(await screen.findByText('You need to be a staff member to access this page.')).toBeTruthy();
  });
});

describe('commentary panel', { timeout: 20_000 }, () => {
  const note = (over: Record<string, unknown>) => ({
    __typename: 'Commentary',
    id: '33333333-3333-4333-8333-333333333333',
    articleId: ARTICLE_ID,
    keyVoteId: null,
    content: 'A note',
    commentaryType: 'REGULAR',
    isPublic: true,
    displayName: 'Reader',
    isOwn: false,
    createdAt: '2025-03-06T12:00:00.000Z',
    votesUp: 0,
    votesDown: 0,
    score: 0,
    userVote: null,
    viewerCan: { __typename: 'CommentaryViewerCan', edit: false, delete: false, report: false },
    reportedByViewer: false,
    ...over,
  });

  it('staff delete a reader comment after confirming; it leaves the panel with the SPEC message', async () => {
    const rude = note({ content: 'Rude words', viewerCan: { __typename: 'CommentaryViewerCan', edit: true, delete: true, report: true } });
    const del: MockLink.MockedResponse = {
      request: { query: ModerateDeleteDocument, variables: { type: 'COMMENTARY', id: rude.id } },
      result: { data: { deleteContent: rude.id } },
      delay: 0,
    };
    renderStoryApp(`/articles/${ARTICLE_ID}`, staff, [pageMock(page({}, { addStaffCommentary: true, seePrivateCommentary: true })), commentariesMock(true, [rude]), del]);
    const readers = await screen.findByRole('region', { name: 'Reader Commentary' });
    expect(within(readers).getByText('Rude words')).toBeTruthy();
    fireEvent.click(within(readers).getByRole('button', { name: 'Delete commentary by Reader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this commentary?' });
    expect(within(dialog).getByText(/removed for everyone, with its votes and likes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Commentary deleted successfully')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Reader Commentary' })).queryByText('Rude words')).toBeNull());
  });

  it('members get no Edit or Delete on commentary', async () => {
    renderStoryApp(`/articles/${ARTICLE_ID}`, member, [pageMock(page()), commentariesMock(false, [note({ content: 'Kind words' })])]);
    const readers = await screen.findByRole('region', { name: 'Reader Commentary' });
    expect(await within(readers).findByText('Kind words')).toBeTruthy();
    expect(within(readers).queryByRole('button', { name: /Delete|Edit/ })).toBeNull();
  });

  it('members report a comment once: a reason, then the comment shows as reported; a refusal is said in the dialog', async () => {
    const theirs = note({ content: 'Spammy words', viewerCan: { __typename: 'CommentaryViewerCan', edit: false, delete: false, report: true } });
    const report: MockLink.MockedResponse = {
      request: { query: ReportCommentDocument, variables: { id: theirs.id, reason: 'Spam or advertising: A shop link' } },
      result: { data: { reportCommentary: { __typename: 'CommentaryReport', id: 'r1', status: 'PENDING' } } },
      delay: 0,
    };
    renderStoryApp(`/articles/${ARTICLE_ID}`, member, [pageMock(page()), commentariesMock(false, [theirs]), report]);
    const readers = await screen.findByRole('region', { name: 'Reader Commentary' });
    fireEvent.click(await within(readers).findByRole('button', { name: 'Report commentary by Reader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment by Reader?' });
    expect(within(dialog).getByText(/The author is not told who reported it/)).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Anything staff should know? (optional)' }), { target: { value: 'A shop link' } });
    fireEvent.click(send);
    expect(await screen.findByText('Thank you. Our staff will review this comment and let you know the outcome.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Reader Commentary' })).getByText('Reported')).toBeTruthy());
    expect(within(screen.getByRole('region', { name: 'Reader Commentary' })).queryByRole('button', { name: /^Report / })).toBeNull();
  });

  it('the owner adds a private note by default; the counter counts', async () => {
    const created = note({ id: '44444444-4444-4444-8444-444444444444', content: 'My note', commentaryType: 'OWNER', isPublic: false, isOwn: true });
    const add: MockLink.MockedResponse = {
      request: {
        query: AddCommentaryDocument,
        variables: { input: { articleId: ARTICLE_ID, content: 'My note', commentaryType: 'OWNER', isPublic: false } },
      },
      result: { data: { addCommentary: created } },
      delay: 0,
    };
    renderStoryApp(`/articles/${ARTICLE_ID}`, member, [
      pageMock(page({}, { addOwnerNote: true, seePrivateCommentary: true })),
      commentariesMock(true, [note({ content: 'Reader view' })]),
      add,
    ]);
    const owner = await screen.findByRole('region', { name: 'Owner Notes' });
    const field = within(owner).getByRole('textbox', { name: 'Add a note' });
    expect(within(owner).getByRole('button', { name: 'Add Private Note' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(owner).getByRole('checkbox', { name: 'Make this note public' }));
    expect(within(owner).getByRole('button', { name: 'Add Public Note' })).toBeTruthy();
    fireEvent.click(within(owner).getByRole('checkbox', { name: 'Make this note public' }));
    fireEvent.change(field, { target: { value: 'My note' } });
    expect(within(owner).getByText('7/500')).toBeTruthy();
    fireEvent.click(within(owner).getByRole('button', { name: 'Add Private Note' }));
    expect(await within(owner).findByText('My note')).toBeTruthy();
    expect(within(owner).getByText('Private')).toBeTruthy();
    // Focus lands on the note just posted, not back on the emptied field.
    await waitFor(() => expect(within(owner).getByText('My note').closest('[tabindex="-1"]')).toBe(document.activeElement));
    expect(within(screen.getByRole('region', { name: 'Reader Commentary' })).getByText('Reader view')).toBeTruthy();
  });
});

describe('recent articles', { timeout: 20_000 }, () => {
  const recent = (articles: unknown[]): MockLink.MockedResponse => ({
    request: { query: RecentArticlesDocument, variables: { limit: 10 } },
    result: { data: { articles } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  });

  it('shows the empty text, and a staff submission joins the grid without reload', async () => {
    const submitted = card({ id: '55555555-5555-4555-8555-555555555555', title: 'A new one', storyCount: 0 });
    const submit: MockLink.MockedResponse = {
      request: { query: SubmitArticleUrlDocument, variables: { url: 'https://news.example.com/new' } },
      result: { data: { parseUrl: { __typename: 'ArticleSubmission', id: submitted.id, title: 'A new one', status: 'NEW', isExisting: false, article: submitted } } },
      delay: 0,
    };
    renderStoryApp('/home', staff, [recent([]), submit]);
    expect(await screen.findByText('No articles yet. Be the first to submit one!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Article' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a URL')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Article URL' }), { target: { value: 'https://news.example.com/new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'A new one' })).toBeTruthy();
    expect(screen.getByText('Not in any story')).toBeTruthy();
  });

  it('shows the load error text', async () => {
    const failed: MockLink.MockedResponse = {
      request: { query: RecentArticlesDocument, variables: { limit: 10 } },
      result: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      delay: 0,
    };
    renderStoryApp('/home', member, [failed]);
    expect(await screen.findByText('Error loading articles. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Article' })).toBeNull();
  });
});

describe('vote cache', { timeout: 20_000 }, () => {
  it('a vote on one card moves every card showing the article (dashboard card included)', async () => {
    const vote: MockLink.MockedResponse = {
      request: { query: VoteArticleDocument, variables: { id: ARTICLE_ID, vote: 'DOWN' } },
      result: { data: { voteArticle: { __typename: 'Article', id: ARTICLE_ID, upvotes: 3, downvotes: 2, score: 1, userVote: 'DOWN' } } },
      delay: 3000,
    };
    const recent: MockLink.MockedResponse = {
      request: { query: RecentArticlesDocument, variables: { limit: 10 } },
      result: { data: { articles: [card()] } },
      delay: 0,
    };
    const feedItem = {
      __typename: 'ContentItem', id: ARTICLE_ID, type: 'ARTICLE', title: 'Senate passes the farm bill (feed)', summary: null,
      createdAt: '2025-03-05T12:00:00.000Z', authorName: 'Member', image: null, url: `/articles/${ARTICLE_ID}`, likes: 0,
      hasLiked: false, staffCommentary: null, billNumber: null, congress: null, voteDate: null, outcome: null, organizationPosition: null,
      article: { __typename: 'Article', id: ARTICLE_ID, upvotes: 3, downvotes: 1, score: 2, userVote: null, publication: null, likes: 0, hasLiked: false, viewerCan: { __typename: 'ArticleViewerCan', vote: true } },
      keyVote: null,
      followedStory: null,
    };
    const feed: MockLink.MockedResponse = { request: { query: ContentFeedDocument, variables: { limit: 10 } }, result: { data: { recentContent: [feedItem] } }, delay: 0 };
    const client = new ApolloClient({
      link: new MockLink([healthyMock, recent, feed, vote], { showWarnings: false }),
      cache: new InMemoryCache({ typePolicies }),
    });
    render(
      <AppProviders client={client} session={member}>
        <MemoryRouter>
          <RecentArticlesPage />
          <RecentUpdates />
        </MemoryRouter>
      </AppProviders>,
    );
    const down = await screen.findByRole('button', { name: 'Downvote Senate passes the farm bill' });
    await screen.findByRole('button', { name: 'Downvote Senate passes the farm bill (feed)' });
    expect(screen.getAllByLabelText('Score 2')).toHaveLength(2);
    fireEvent.click(down);
    expect(await screen.findAllByLabelText('Score 1', {}, { timeout: 1000 })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Downvote Senate passes the farm bill (feed)' }).getAttribute('aria-pressed')).toBe('true');
  });
});
