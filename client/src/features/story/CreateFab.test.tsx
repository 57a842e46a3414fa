import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { CreateStoryDocument } from './CreateStoryPage.generated';
import { PopularStoriesDocument } from './PopularStories.generated';
import { StoriesListDocument } from './StoriesListPage.generated';
import { StoryPageDocument } from './StoryPage.generated';
import { memberUser, renderStoryApp, STORY_ID } from './story-test-utils';

const quiet = (query: unknown, data: unknown): MockLink.MockedResponse => ({
  request: { query: query as never, variables: () => true },
  result: { data: data as never },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});

describe('floating create button: Story kind', () => {
  it('quick-creates a public story: Submitting... while busy, then goes to the new story', async () => {
    const create: MockLink.MockedResponse = {
      request: {
        query: CreateStoryDocument,
        variables: { input: { title: 'Quick one', description: 'Some content', visibility: 'PUBLIC', isGlobal: true } },
      },
      result: { data: { createStory: { __typename: 'Story', id: STORY_ID, title: 'Quick one' } } },
      delay: 100,
    };
    const { router } = renderStoryApp('/stories', { user: memberUser, roles: ['user', 'staff'] }, [
      quiet(StoriesListDocument, { stories: [] }),
      quiet(PopularStoriesDocument, { featuredStories: [] }),
      quiet(StoryPageDocument, { story: null }),
      create,
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Story' });
    const submit = await within(dialog).findByRole('button', { name: 'Create Story' });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Public' })).toHaveProperty('checked', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Quick one' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Content/ }), { target: { value: '   ' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Content/ }), { target: { value: 'Some content' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/stories/${STORY_ID}`));
  }, 20_000);

  it('is not shown when signed out', async () => {
    renderStoryApp('/home', {}, []);
    await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});
