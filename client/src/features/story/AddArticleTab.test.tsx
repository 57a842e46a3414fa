import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { healthyMock, member, renderWithProviders } from '../../test/render';
import { AddArticleChoicesDocument, AddArticleUrlToStoryDocument } from './AddArticleTab.generated';
import { AddArticleTab } from './AddArticleTab';

const storyId = '11111111-1111-4111-8111-111111111111';
const choices: MockLink.MockedResponse = {
  request: { query: AddArticleChoicesDocument, variables: { storyId } },
  result: {
    data: {
      myArticles: [
        { __typename: 'Article', id: 'a1', title: 'Already on the timeline', publication: 'City Ledger', inStory: true },
        { __typename: 'Article', id: 'a2', title: 'Not yet added', publication: 'Metro Daily', inStory: false },
      ],
    },
  },
  delay: 0,
};

describe('Add Article', () => {
  it('says "In this story" for an article already in it and offers Add only for the others', async () => {
    renderWithProviders(<AddArticleTab storyId={storyId} />, { session: { user: member, roles: ['user', 'staff'] }, mocks: [healthyMock, choices] });
    const inIt = (await screen.findByText('Already on the timeline')).closest('li')!;
    expect(within(inIt).getByText('In this story')).toBeTruthy();
    expect(within(inIt).queryByRole('button')).toBeNull();
    const notYet = screen.getByText('Not yet added').closest('li')!;
    expect(within(notYet).getByRole('button', { name: 'Add “Not yet added” to the story' }).textContent).toBe('Add');
  });

  it('a URL whose article cannot join the story says why, naming the article', async () => {
    const url = 'https://news.example.org/budget';
    const refused: MockLink.MockedResponse = {
      request: { query: AddArticleUrlToStoryDocument, variables: { storyId, url } },
      result: {
        errors: [
          new GraphQLError('“Budget vote set” is in the portal but could not join this story: Story not found.', {
            extensions: { code: 'NOT_FOUND', details: { articleId: 'a9' } },
          }),
        ],
      },
      delay: 0,
    };
    renderWithProviders(<AddArticleTab storyId={storyId} />, { session: { user: member, roles: ['user', 'staff'] }, mocks: [healthyMock, choices, refused] });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Article URL' }), { target: { value: url } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Story' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“Budget vote set” is in the portal but could not join this story: Story not found.');
  });
});
