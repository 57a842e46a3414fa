import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotificationsFeedQuery } from './notifications.generated';
import { RetryAlert } from '../../components/RetryAlert';
import { BellPanelLoading } from './BellPanelLoading';
import { NotificationList } from './NotificationList';
import { useMarkAllNotificationsRead } from './useNotifications';

/** How many the popover shows; the page has them all. */
export const BELL_LIST_SIZE = 8;

/**
 * The bell's open popover: the latest notifications, Mark all as read and a link to the full list.
 * Its own bundle, loaded when the bell is pointed at, focused or opened: the list and its icons
 * are not needed for a page's first paint.
 */
export default function BellPanel({ titleId, unread, onClose }: { titleId: string; unread: number; onClose: () => void }) {
  const { data, loading, error, refetch } = useNotificationsFeedQuery({ variables: { limit: BELL_LIST_SIZE, offset: 0 }, fetchPolicy: 'cache-and-network' });
  const [markAll, { loading: marking }] = useMarkAllNotificationsRead();
  // A new notification arriving while the panel is open shows up in it (not on opening: the query
  // itself asks then).
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current === unread) return;
    seen.current = unread;
    void refetch().catch(() => undefined);
  }, [unread, refetch]);
  const items = (data?.notifications ?? []).slice(0, BELL_LIST_SIZE);
  return (
    <Box>
      <Stack direction="row" sx={{ px: 2, pt: 1.5, pb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button size="small" onClick={() => void markAll().catch(() => undefined)} disabled={unread === 0 || marking}>
          Mark all as read
        </Button>
      </Stack>
      <Box sx={{ maxHeight: 'min(70vh, 520px)', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
        {!data && loading ? (
          <BellPanelLoading />
        ) : !data && error ? (
          <RetryAlert onRetry={refetch} sx={{ m: 2 }}>
            Your notifications could not be loaded.
          </RetryAlert>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Nothing yet. Follow stories to hear about new articles, and key votes will show up here too.
          </Typography>
        ) : (
          <NotificationList items={items} dense onOpen={onClose} />
        )}
      </Box>
      <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
        <Button component={RouterLink} to="/notifications" onClick={onClose} size="small">
          See all notifications
        </Button>
      </Box>
    </Box>
  );
}
