import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '../../errors/messages';
import { healthyMock, member, renderWithProviders } from '../../test/render';
import { NotificationBellDocument } from './notifications.generated';
import NotificationsMenu from './NotificationsMenu';

// The bell's panel cannot be fetched (offline, or a deploy replaced the files) when it is opened.
vi.mock('./BellPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/BellPanel.js');
});

const count: MockLink.MockedResponse = { request: { query: NotificationBellDocument }, result: { data: { unreadNotificationCount: 2 } }, delay: 0, maxUsageCount: 5 };

describe('the bell, when its panel cannot be fetched', () => {
  it('says so in the popover and keeps the bell (which would otherwise vanish from the top bar)', async () => {
    renderWithProviders(<NotificationsMenu />, { session: { user: member }, mocks: [healthyMock, count] });
    fireEvent.click(await screen.findByRole('button', { name: /notifications/i }));
    const popover = await screen.findByRole('dialog');
    expect((await within(popover).findByRole('alert')).textContent).toContain(MESSAGES.PART_LOAD_FAILED);
    expect(within(popover).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /notifications/i, hidden: true })).toBeTruthy();
  });
});
