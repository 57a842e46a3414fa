import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useNotificationsFeedQuery } from './notifications.generated';
import { Page } from '../../components/Page';
import { RetryAlert } from '../../components/RetryAlert';
import { useToast } from '../../components/toasts';
import { errorDetail } from '../../errors/classify';
import { NotificationList } from './NotificationList';
import { useMarkAllNotificationsRead, useUnreadCount } from './useNotifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** /notifications: every notification, newest first, a page at a time; all or only the unread ones. */
export default function NotificationsPage() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const unread = useUnreadCount(true);
  const toast = useToast();
  const { data, loading, error, refetch, fetchMore } = useNotificationsFeedQuery({
    variables: { limit: NOTIFICATIONS_PAGE_SIZE, offset: 0, unreadOnly },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [markAll, { loading: marking }] = useMarkAllNotificationsRead();
  const [more, setMore] = useState(false);
  const items = data?.notifications ?? [];
  const hasMore = items.length > 0 && items.length % NOTIFICATIONS_PAGE_SIZE === 0;

  const loadMore = async () => {
    setMore(true);
    try {
      await fetchMore({ variables: { offset: items.length } });
    } catch (err) {
      toast({ title: 'Could not load more notifications', description: errorDetail(err), status: 'error' });
    } finally {
      setMore(false);
    }
  };

  return (
    <Page
      title="Notifications"
      subtitle={unread === 0 ? 'You are all caught up.' : `${unread} unread`}
      maxWidth={820}
      actions={
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0 || marking}
          onClick={() => void markAll().catch((err: unknown) => toast({ title: 'Could not mark your notifications as read', description: errorDetail(err), status: 'error' }))}
        >
          Mark all as read
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup exclusive size="small" value={unreadOnly ? 'unread' : 'all'} onChange={(_, v: 'all' | 'unread' | null) => v && setUnreadOnly(v === 'unread')} aria-label="Show">
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread</ToggleButton>
        </ToggleButtonGroup>
        <Button component={RouterLink} to="/profile?tab=settings#email-notifications" size="small">
          Email preferences
        </Button>
      </Stack>
      {!data && loading ? (
        <Stack spacing={1} role="status" aria-label="Loading notifications">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : !data && error ? (
        <RetryAlert onRetry={refetch}>Your notifications could not be loaded.</RetryAlert>
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {unreadOnly ? 'No unread notifications' : 'No notifications yet'}
          </Typography>
          <Typography color="text.secondary">
            {unreadOnly
              ? 'You have read everything. New articles in the stories you follow, key votes and answers to your requests will show up here.'
              : 'Follow stories to hear when articles are added to them. Key votes and answers to your invitations, proposals and tips show up here too.'}
          </Typography>
          {!unreadOnly && (
            <Button component={RouterLink} to="/stories" variant="contained" sx={{ mt: 2 }}>
              Browse stories
            </Button>
          )}
        </Paper>
      ) : (
        <Paper variant="outlined">
          <NotificationList items={items} />
        </Paper>
      )}
      {hasMore && (
        <Stack sx={{ mt: 2, alignItems: 'center' }}>
          <Button onClick={() => void loadMore()} disabled={more} variant="outlined">
            {more ? 'Loading…' : 'Show older notifications'}
          </Button>
        </Stack>
      )}
    </Page>
  );
}
