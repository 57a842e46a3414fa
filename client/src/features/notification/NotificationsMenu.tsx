import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useNotificationsFeedQuery } from './notifications.generated';
import { RetryAlert } from '../../components/RetryAlert';
import { bellLabel } from './notification-utils';
import { NotificationList } from './NotificationList';
import { useMarkAllNotificationsRead, useUnreadCount } from './useNotifications';

const POPOVER_ID = 'top-bar-notifications';
/** How many the popover shows; the page has them all. */
export const BELL_LIST_SIZE = 8;

/**
 * Issue #16: the bell in the top bar. Its badge is the unread count (polled while the tab is
 * visible); it opens the latest notifications, each linking to its page, with Mark all as read
 * and a link to the full list.
 */
export default function NotificationsMenu() {
  const unread = useUnreadCount(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const label = bellLabel(unread);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? POPOVER_ID : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="notifications-bell"
        >
          <Badge badgeContent={unread} color="secondary" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={POPOVER_ID}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${POPOVER_ID}-title`, sx: { width: 400, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        {open && <BellPanel unread={unread} onClose={() => setAnchor(null)} />}
      </Popover>
    </>
  );
}

function BellPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
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
        <Typography id={`${POPOVER_ID}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button size="small" onClick={() => void markAll().catch(() => undefined)} disabled={unread === 0 || marking}>
          Mark all as read
        </Button>
      </Stack>
      <Box sx={{ maxHeight: 'min(70vh, 520px)', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
        {!data && loading ? (
          <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label="Loading notifications">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
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
