import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { healthyMock, member, renderWithProviders } from '../../test/render';
import { ShownAsDocument } from './ShownAsNote.generated';
import { ShownAsNote, shownAsText } from './ShownAsNote';

const shownAs = (displayName: string, teamDisplayName: string): MockLink.MockedResponse => ({
  request: { query: ShownAsDocument },
  result: { data: { me: { __typename: 'Member', id: member.id, displayName, teamDisplayName } } },
  delay: 0,
});

describe('where a member acts, they are told how they will be shown', () => {
  it('anonymous to other members, by name to the team, with a link to change it', async () => {
    renderWithProviders(<ShownAsNote />, { session: { user: member }, mocks: [healthyMock, shownAs('Anonymous', 'Alex Rivera')] });
    const note = await screen.findByTestId('shown-as');
    expect(note.textContent).toContain('Other members see you as “Anonymous”; staff and the owners of stories you work on see “Alex Rivera”.');
    expect(screen.getByRole('link', { name: 'Change your display name' }).getAttribute('href')).toBe('/profile?tab=settings');
  });

  it('one name when everyone sees the same', () => {
    expect(shownAsText('Alex Rivera', 'Alex Rivera')).toBe('You are shown as “Alex Rivera”.');
  });
});
