import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { healthyMock, member, renderApp } from '../../test/render';
import { SearchPageDocument } from './search.generated';
import { GROUP_SIZE } from './SearchPage';

const part = (text: string, match = false) => ({ __typename: 'TextPart', text, match });
const pageInfo = (hasNextPage: boolean) => ({ __typename: 'SearchPageInfo', hasNextPage, endCursor: hasNextPage ? 'c-last' : null });
const storyEdge = {
  __typename: 'SearchEdge',
  cursor: 'c-story',
  kind: 'STORY',
  url: '/stories/s1',
  context: null,
  title: [part('Wetlands', true), part(' restoration')],
  snippet: [part('Following the '), part('wetlands', true), part(' cleanup <img src=x onerror=alert(1)>')],
  node: { __typename: 'Story', id: 's1', visibility: 'PUBLIC', createdAt: '2025-05-20T15:00:00.000Z' },
};
const articleEdge = (n: number) => ({
  __typename: 'SearchEdge',
  cursor: `c-a${n}`,
  kind: 'ARTICLE',
  url: `/articles/a${n}`,
  context: null,
  title: [part('Wetlands', true), part(` bill, part ${n}`)],
  snippet: [],
  node: { __typename: 'Article', id: `a${n}`, publication: 'Example News', publishedAt: '2025-05-22T11:00:00.000Z', submittedAt: '2025-05-22T11:00:00.000Z' },
});
const commentaryEdge = {
  __typename: 'SearchEdge',
  cursor: 'c-c1',
  kind: 'COMMENTARY',
  url: '/key-votes/k1',
  context: 'Wetlands Protection Act',
  title: [part('Call about the '), part('wetlands', true), part(' act.')],
  snippet: [],
  node: { __typename: 'Commentary', id: 'c1', displayName: 'Anonymous', createdAt: '2025-06-01T10:00:00.000Z' },
};
const group = (kind: string, totalCount: number, edges: unknown[], hasNextPage = false) => ({
  __typename: 'SearchGroup',
  kind,
  totalCount,
  totalCountCapped: false,
  pageInfo: pageInfo(hasNextPage),
  edges,
});
const searchMock = (q: string, groups: unknown[]): MockLink.MockedResponse => ({
  request: { query: SearchPageDocument, variables: { q, kinds: null, first: GROUP_SIZE } },
  result: { data: { search: { __typename: 'SearchResults', query: q, groups } } },
  delay: 0,
  maxUsageCount: 5,
});

describe('the results page', () => {
  it('groups hits by kind, marks the matched words as text (never markup), and links each to its page', async () => {
    const { container } = renderApp('/search?q=wetlands', {
      session: { user: member },
      mocks: [
        healthyMock,
        searchMock('wetlands', [group('STORY', 1, [storyEdge]), group('ARTICLE', 12, [1, 2, 3, 4, 5].map(articleEdge), true), group('COMMENTARY', 1, [commentaryEdge]), group('KEY_VOTE', 0, [])]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “wetlands”' })).toBeTruthy();
    const stories = await screen.findByRole('region', { name: 'Stories' });
    const story = within(stories).getByRole('link', { name: 'Wetlands restoration' });
    expect(story.getAttribute('href')).toBe('/stories/s1');
    expect(story.querySelector('mark')?.textContent).toBe('Wetlands');
    expect(stories.textContent).toContain('cleanup <img src=x onerror=alert(1)>');
    expect(container.querySelector('img[src="x"]')).toBeNull();

    const articles = screen.getByRole('region', { name: 'Articles' });
    expect(within(articles).getAllByRole('listitem')).toHaveLength(5);
    expect(articles.textContent).toContain('12 articles');
    expect(within(articles).getByRole('link', { name: 'See all 12 articles' }).getAttribute('href')).toBe('/search?q=wetlands&kind=article');

    const commentary = screen.getByRole('region', { name: 'Commentary' });
    expect(commentary.textContent).toContain('On: Wetlands Protection Act');
    expect(within(commentary).getByRole('link').getAttribute('href')).toBe('/key-votes/k1');
    // A kind without hits has no group; the kinds' links carry their counts.
    expect(screen.queryByRole('region', { name: 'Key votes' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Results by kind' }).textContent).toContain('Articles · 12');
  });

  it('says when nothing was found, with a hint and somewhere to go', async () => {
    renderApp('/search?q=xylophone', { session: { user: member }, mocks: [healthyMock, searchMock('xylophone', [group('STORY', 0, []), group('ARTICLE', 0, [])])] });
    expect(await screen.findByRole('heading', { level: 2, name: 'No results for “xylophone”' })).toBeTruthy();
    expect(screen.getByText(/Check the spelling/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse stories' }).getAttribute('href')).toBe('/stories');
  });

  it('asks for something to search for when the search is blank, without asking the server', async () => {
    renderApp('/search?q=%20%20', { session: { user: member }, mocks: [healthyMock] });
    expect(await screen.findByText(/Enter something to search for/)).toBeTruthy();
  });

  it('refuses a search over 200 characters before asking the server', async () => {
    renderApp(`/search?q=${'w'.repeat(201)}`, { session: { user: member }, mocks: [healthyMock] });
    expect(await screen.findByText(/limited to 200 characters/)).toBeTruthy();
  });
});

describe('the top bar search', () => {
  it('is focused by `/` from the page, types a slash inside a field, and opens the results on Enter', async () => {
    const { router } = renderApp('/search?q=wetlands', { session: { user: member }, mocks: [healthyMock, searchMock('wetlands', [group('STORY', 1, [storyEdge])]), searchMock('clean water', [])] });
    const field = await screen.findByRole('searchbox', { name: 'Search stories, articles, commentary and key votes' });
    expect((field as HTMLInputElement).value).toBe('wetlands');
    fireEvent.keyDown(document.body, { key: '/' });
    await waitFor(() => expect(document.activeElement).toBe(field));

    const again = screen.getByRole('searchbox', { name: 'Search for' });
    again.focus();
    const typed = fireEvent.keyDown(again, { key: '/' });
    expect(typed).toBe(true);
    expect(document.activeElement).toBe(again);

    fireEvent.change(field, { target: { value: '  clean water ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Site search' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=clean+water'));
  });
});
