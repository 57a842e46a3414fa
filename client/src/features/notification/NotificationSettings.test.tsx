import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { NotificationSettingsDocument, SaveNotificationSettingsDocument } from './notifications.generated';
import { healthyMock, member, renderWithProviders } from '../../test/render';
import NotificationSettings from './NotificationSettings';

const pref = (kind: string, label: string, push: boolean, defaultPush: boolean) => ({
  __typename: 'EmailPreference',
  kind,
  mode: 'IMMEDIATE',
  defaultMode: 'IMMEDIATE',
  push,
  defaultPush,
  label,
  description: `About ${label.toLowerCase()}.`,
});
const preferences = (storyPush: boolean) => ({
  __typename: 'NotificationPreferences',
  timeZone: 'America/New_York',
  digestHour: 8,
  email: [pref('STORY_ARTICLE', 'Stories you follow', storyPush, false), pref('STORY_INVITE', 'Invitations', true, true)],
});
const settings: MockLink.MockedResponse = {
  request: { query: NotificationSettingsDocument },
  result: { data: { notificationPreferences: preferences(false) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
};

describe('push per kind, beside its email choice', () => {
  it('saves { push: [{ kind, enabled }] } and says so', async () => {
    const sent = vi.fn();
    const save: MockLink.MockedResponse = {
      request: { query: SaveNotificationSettingsDocument, variables: () => true },
      result: (variables) => {
        sent(variables);
        return { data: { updateNotificationPreferences: preferences(true) } };
      },
      delay: 0,
    };
    renderWithProviders(<NotificationSettings />, { session: { user: member }, mocks: [healthyMock, settings, save], appCache: true });

    const stories = (await screen.findByRole('switch', { name: 'Push: Stories you follow' })) as HTMLInputElement;
    const invitations = screen.getByRole('switch', { name: 'Push: Invitations' }) as HTMLInputElement;
    expect(stories.checked).toBe(false);
    expect(invitations.checked).toBe(true);
    // Pushed or not, each beside its own email choice.
    expect(screen.getByRole('combobox', { name: 'Stories you follow' })).toBeTruthy();

    fireEvent.click(stories);
    expect(await screen.findByText('Stories you follow: pushed to your devices')).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({ input: { push: [{ kind: 'STORY_ARTICLE', enabled: true }] } });
    expect(stories.checked).toBe(true);
    expect(invitations.checked).toBe(true);
  });

  it('puts the switch back when the server refuses', async () => {
    const save: MockLink.MockedResponse = {
      request: { query: SaveNotificationSettingsDocument, variables: { input: { push: [{ kind: 'STORY_INVITE', enabled: false }] } } },
      result: { errors: [{ message: 'Too many changes, try again in a minute.', extensions: { code: 'RATE_LIMITED' } }] },
      delay: 0,
    };
    renderWithProviders(<NotificationSettings />, { session: { user: member }, mocks: [healthyMock, settings, save], appCache: true });

    const invitations = (await screen.findByRole('switch', { name: 'Push: Invitations' })) as HTMLInputElement;
    fireEvent.click(invitations);
    expect(await screen.findByText('Could not save your push preferences')).toBeTruthy();
    await waitFor(() => expect(invitations.checked).toBe(true));
  });
});
