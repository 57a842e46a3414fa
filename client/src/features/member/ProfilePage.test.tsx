import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MyTipsDocument } from '../tip/tip.generated';
import { ProfilePageDocument, UpdateProfileDocument } from './profile.generated';
import { healthyMock, member, renderWithProviders } from '../../test/render';
import { displayNameProblem, ProfilePage, profileTab } from './ProfilePage';

const me = {
  __typename: 'Member',
  id: member.id,
  roles: ['USER'],
  email: member.email,
  username: 'Alex Rivera',
  displayName: 'Anonymous',
  teamDisplayName: 'Alex Rivera',
  showRealName: false,
  createdAt: '2025-01-06T15:00:00.000Z',
};
const profile: MockLink.MockedResponse = { request: { query: ProfilePageDocument }, result: { data: { me } }, delay: 0 };
const tips: MockLink.MockedResponse = { request: { query: MyTipsDocument }, result: { data: { myTips: [] } }, delay: 0, maxUsageCount: 5 };

describe('profile: display name', () => {
  it('checks the rules before sending', () => {
    expect(displayNameProblem('A')).toBe('Your display name must be at least 2 characters long.');
    expect(displayNameProblem('<b>x</b>')).toMatch(/only letters, digits, spaces/);
    expect(displayNameProblem('  ')).toBeNull();
    expect(displayNameProblem('Siobhán O’Neill')).toBeNull();
  });

  it("a name the server refuses keeps what was typed, with the server's message", async () => {
    const taken: MockLink.MockedResponse = {
      request: { query: UpdateProfileDocument, variables: { input: { username: 'Morgan Reyes' } } },
      result: { errors: [new GraphQLError('That display name is already taken.', { extensions: { code: 'CONFLICT' } })] },
      delay: 0,
    };
    window.history.pushState({}, '', '/profile?tab=settings');
    renderWithProviders(<ProfilePage />, { session: { user: member }, mocks: [healthyMock, profile, tips, taken] });
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const field = await screen.findByRole('textbox', { name: 'Display name' });
    expect((field as HTMLInputElement).value).toBe('Alex Rivera');
    expect(screen.getByText(/Other members see you as “Anonymous”/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Morgan Reyes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('That display name is already taken.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Display name' }) as HTMLInputElement).value).toBe('Morgan Reyes');
  });
});

describe('profile: one wording, and tips under My tips', () => {
  it('a member sees My Stories, My tips and Settings; the header says who sees which name, in the words "display name"', async () => {
    window.history.pushState({}, '', '/profile');
    renderWithProviders(<ProfilePage />, { session: { user: member }, mocks: [healthyMock, profile, tips] });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['My Stories', 'My tips', 'Settings']);
    expect(screen.getByRole('button', { name: 'Display name' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Real name' })).toBeNull();
    expect(screen.getByText(/Staff and the owners of stories you work on see/).textContent).toContain('Alex Rivera');
  });

  it('an old link to the tips (?tab=articles) opens My tips for a member, Submitted Articles for staff', () => {
    expect(profileTab('articles', false)).toBe('tips');
    expect(profileTab('articles', true)).toBe('articles');
    expect(profileTab('tips', false)).toBe('tips');
    expect(profileTab(null, true)).toBe('stories');
  });
});
