import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { NotificationBellDocument, NotificationsFeedDocument, ReadNotificationsDocument } from './notifications.generated';
import { setDateContext } from '../../components/dates';
import { healthyMock, member, renderWithProviders } from '../../test/render';
import { timeAgo } from './notification-utils';
import { bellLabel } from './useNotifications';
import NotificationsPage, { NOTIFICATIONS_PAGE_SIZE } from './NotificationsPage';

const now = Date.now();
const item = (id: string, title: string, read: boolean, minutesAgo: number, link: string | null = `/articles/${id}`) => ({
  __typename: 'Notification',
  id,
  kind: 'STORY_ARTICLE',
  title,
  body: `Body of ${title}`,
  link,
  read,
  createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
});
const feed = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: NotificationsFeedDocument, variables: { limit: NOTIFICATIONS_PAGE_SIZE, offset: 0, unreadOnly: false } },
  result: { data: { notifications: items } },
  delay: 0,
  maxUsageCount: 5,
});
const count = (n: number): MockLink.MockedResponse => ({ request: { query: NotificationBellDocument }, result: { data: { unreadNotificationCount: n } }, delay: 0, maxUsageCount: 5 });

describe('the notifications page', () => {
  it('lists them newest first, says which are unread, and marks one read where it is', async () => {
    const markRead: MockLink.MockedResponse = {
      request: { query: ReadNotificationsDocument, variables: { ids: ['n2'] } },
      result: { data: { markNotificationsRead: { __typename: 'MarkNotificationsReadResult', updated: 1, unreadCount: 0 } } },
      delay: 0,
    };
    renderWithProviders(<NotificationsPage />, {
      session: { user: member },
      mocks: [healthyMock, count(1), feed([item('n2', 'New article in “Water rates”', false, 3), item('n1', 'Your tip was published', true, 60 * 30, null)]), markRead],
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Unread: New article in “Water rates”');
    expect(rows[0]!.textContent).toContain('3 min ago');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/articles/n2');
    // Read, and nothing to open any more: no link, no button.
    expect(rows[1]!.textContent).not.toContain('Unread');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(await screen.findByText('1 unread')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Mark as read: New article in “Water rates”' }));
    expect(await screen.findByText('You are all caught up.')).toBeTruthy();
    expect(rows[0]!.textContent).not.toContain('Unread');
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('explains an empty list and where notifications come from', async () => {
    renderWithProviders(<NotificationsPage />, { session: { user: member }, mocks: [healthyMock, count(0), feed([])] });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse stories' }).getAttribute('href')).toBe('/stories');
    expect(screen.getByRole('link', { name: 'Email preferences' }).getAttribute('href')).toBe('/profile?tab=settings#email-notifications');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: NotificationsFeedDocument, variables: { limit: NOTIFICATIONS_PAGE_SIZE, offset: 0, unreadOnly: false } },
      error: new Error('Network down'),
      delay: 0,
    };
    renderWithProviders(<NotificationsPage />, { session: { user: member }, mocks: [healthyMock, count(0), failing] });
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('notification texts', () => {
  it('says how long ago, then the date', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:59:30Z', at)).toBe('Just now');
    expect(timeAgo('2026-11-23T11:15:00Z', at)).toBe('45 min ago');
    expect(timeAgo('2026-11-23T07:00:00Z', at)).toBe('5 h ago');
    expect(timeAgo('2026-11-22T07:00:00Z', at)).toBe('Yesterday');
    expect(timeAgo('2026-11-02T12:00:00Z', at)).toBe('Nov 2');
    expect(timeAgo('2025-11-02T12:00:00Z', at)).toBe('Nov 2, 2025');
    // The year is the reader's: on New Year's Eve in New York, 04:00 UTC is still last year.
    setDateContext(() => ({ timeZone: 'America/New_York' }));
    expect(timeAgo('2026-12-20T12:00:00Z', new Date('2027-01-01T04:00:00Z'))).toBe('Dec 20');
    setDateContext(() => ({}));
    expect(bellLabel(0)).toBe('Notifications: none unread');
    expect(bellLabel(3)).toBe('Notifications: 3 unread');
  });
});
