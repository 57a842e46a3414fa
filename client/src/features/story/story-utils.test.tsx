import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addArticleOutcome, articleIdFrom } from './AddArticleTab';
import { groupTimeline } from './TimelineTab';
import { isGlobalVisibility, parseTags, storyRolesLine } from './story-utils';
import { nextProposalTally } from './useVoteOnProposal';

const entry = (articleId: string, publishedAt: string | null, addedAt = '2025-01-01T00:00:00.000Z') => ({
  storyId: 's',
  articleId,
  addedAt,
  customNote: null,
  article: { id: articleId, title: articleId, url: 'https://x', publication: null, publishedAt, image: null, tags: [] },
});

describe('story helpers', () => {
  it('splits tags on commas, trims them and drops empties (SPEC §5)', () => {
    expect(parseTags(' budget, taxes ,, ,medicaid,')).toEqual(['budget', 'taxes', 'medicaid']);
    expect(parseTags('   ')).toEqual([]);
  });

  it('maps public and featured to is_global (SPEC §4)', () => {
    expect(isGlobalVisibility('PUBLIC')).toBe(true);
    expect(isGlobalVisibility('FEATURED')).toBe(true);
    expect(isGlobalVisibility('PRIVATE')).toBe(false);
  });

  it('reads an article id from a portal address or a bare id, and nothing else', () => {
    const id = 'd2000000-0000-4000-8000-000000000001';
    expect(articleIdFrom(`http://localhost:8000/articles/${id}`)).toBe(id);
    expect(articleIdFrom(`/articles/${id}?x=1`)).toBe(id);
    expect(articleIdFrom(` ${id.toUpperCase()} `)).toBe(id);
    expect(articleIdFrom('https://www.congress.gov/bill/119th-congress/house-bill/1')).toBeNull();
  });

  it('groups the timeline by month and year in both orders', () => {
    const entries = [entry('a', '2025-05-20T14:00:00Z'), entry('b', '2025-07-01T16:00:00Z'), entry('c', '2025-05-22T11:00:00Z')];
    const newest = groupTimeline(entries, 'NEWEST_FIRST');
    expect(newest.map((g) => g.month)).toEqual(['July 2025', 'May 2025']);
    expect(newest[1].entries.map((e) => e.articleId)).toEqual(['c', 'a']);
    const oldest = groupTimeline(entries, 'OLDEST_FIRST');
    expect(oldest.map((g) => g.month)).toEqual(['May 2025', 'July 2025']);
    expect(oldest[0].entries.map((e) => e.articleId)).toEqual(['a', 'c']);
  });

  it('moves one vote per member when it changes', () => {
    expect(nextProposalTally({ votesUp: 2, votesDown: 1, userVote: null }, 'UP')).toEqual({ votesUp: 3, votesDown: 1, userVote: 'UP' });
    expect(nextProposalTally({ votesUp: 3, votesDown: 1, userVote: 'UP' }, 'DOWN')).toEqual({ votesUp: 2, votesDown: 2, userVote: 'DOWN' });
  });

  it('maps add-article failures to the SPEC §8 texts, a 409 counting as success', () => {
    const err = (code: string, message = 'server says no') => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
    expect(addArticleOutcome(err('CONFLICT'))).toEqual({ message: 'Article is already part of this story!', success: true });
    expect(addArticleOutcome(err('FORBIDDEN')).message).toBe('You do not have permission to add articles to this story.');
    expect(addArticleOutcome(err('NOT_FOUND')).message).toBe('Story or article not found.');
    expect(addArticleOutcome(err('UNAUTHENTICATED')).message).toBe('Authentication required. Please log in to add articles to stories.');
    expect(addArticleOutcome(err('INTERNAL_SERVER_ERROR')).message).toBe('Server error. Please try again later or contact support.');
    expect(addArticleOutcome(err('BAD_USER_INPUT', 'Bad id')).message).toBe('Bad id');
  });
});

describe('the story page says what each role may do (issue 58 item 4)', () => {
  it('an invited contributor without staff access learns why they only propose', () => {
    expect(storyRolesLine('CONTRIBUTOR', { addArticles: false, propose: true })).toBe(
      'You are a contributor here. Owners manage the story and decide on proposals; editors add and edit articles; contributors add articles; everyone who can see it may propose changes. Adding articles also needs a staff role, which you do not have, so for now you can propose changes.',
    );
  });
  it('an owner and a reader', () => {
    expect(storyRolesLine('OWNER', { addArticles: true, propose: true })).toMatch(/^You own this story\. Owners manage the story/);
    expect(storyRolesLine('VIEWER', { addArticles: false, propose: true })).toMatch(/^Owners manage the story/);
  });
});
