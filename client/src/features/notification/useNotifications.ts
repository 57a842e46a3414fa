import { useEffect } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { NotificationBellDocument, useNotificationBellQuery, useReadAllNotificationsMutation, useReadNotificationsMutation, type NotificationBellQuery, type ReadAllNotificationsMutation, type ReadNotificationsMutation } from './notifications.generated';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

/** What the bell's button says to screen readers and in its tooltip. */
export const bellLabel = (unread: number) => (unread === 0 ? 'Notifications: none unread' : `Notifications: ${unread} unread`);

/**
 * How often the bell asks for the unread count while the tab is visible. Five seconds keeps the
 * count within the 10 s the issue asks for (a new event takes about a second to fan out), works
 * the same behind any number of gateways, and costs one indexed count per member every 5 s; a
 * hidden tab does not ask at all and catches up the moment it is shown again.
 */
export const BELL_POLL_MS = 5_000;

export function useUnreadCount(enabled: boolean): number {
  const { data, refetch } = useSlicedFirstData(useNotificationBellQuery({
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
    pollInterval: BELL_POLL_MS,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  }));
  useEffect(() => {
    if (!enabled) return;
    const onShow = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [enabled, refetch]);
  return data?.unreadNotificationCount ?? 0;
}

function settle(cache: ApolloCache, ids: string[] | 'all', unreadCount: number) {
  cache.writeQuery<NotificationBellQuery>({ query: NotificationBellDocument, data: { unreadNotificationCount: unreadCount } });
  if (ids === 'all') {
    // Every notification the cache holds is read now.
    const all = cache.extract() as Record<string, { __typename?: string }>;
    for (const [key, value] of Object.entries(all)) if (value?.__typename === 'Notification') cache.modify({ id: key, fields: { read: () => true } });
  } else {
    for (const id of ids) cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { read: () => true } });
  }
  // The unread-only list is asked for again when next shown.
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications', args: { unreadOnly: true } });
}

/** Marks notifications read: the rows and the badge change at once; the server's count settles the badge. */
export function useMarkNotificationsRead() {
  const [run] = useReadNotificationsMutation();
  const client = useApolloClient();
  return (ids: string[]) => {
    const before = client.cache.readQuery<NotificationBellQuery>({ query: NotificationBellDocument })?.unreadNotificationCount ?? ids.length;
    return run({
      variables: { ids },
      optimisticResponse: { markNotificationsRead: { __typename: 'MarkNotificationsReadResult', updated: ids.length, unreadCount: Math.max(0, before - ids.length) } } as ReadNotificationsMutation,
      update: (cache, { data }) => data && settle(cache, ids, data.markNotificationsRead.unreadCount),
    });
  };
}

export function useMarkAllNotificationsRead() {
  const [run, state] = useReadAllNotificationsMutation();
  const markAll = () =>
    run({
      optimisticResponse: { markAllNotificationsRead: { __typename: 'MarkNotificationsReadResult', updated: 0, unreadCount: 0 } } as ReadAllNotificationsMutation,
      update: (cache, { data }) => data && settle(cache, 'all', data.markAllNotificationsRead.unreadCount),
    });
  return [markAll, state] as const;
}
