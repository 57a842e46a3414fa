import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import DoneIcon from '@mui/icons-material/Done';
import type { NotificationItem_NotificationFragment } from './notifications.generated';
import { useToast } from '../../components/toasts';
import { errorDetail } from '../../errors/classify';
import { KIND_ICON, timeAgo } from './notification-utils';
import { useMarkNotificationsRead } from './useNotifications';
import { visuallyHidden } from '../../components/visually-hidden';
import { useNow } from '../../components/dates';

interface Props {
  items: NotificationItem_NotificationFragment[];
  /** Tighter rows for the top bar's popover. */
  dense?: boolean;
  /** Called when a notification is opened (the popover closes). */
  onOpen?: () => void;
}

/**
 * Notifications, newest first: opening one goes to its page and marks it read; an unread one can
 * also be marked read where it is. One that may not be opened any more has no link.
 */
export function NotificationList({ items, dense, onOpen }: Props) {
  const markRead = useMarkNotificationsRead();
  const toast = useToast();
  const now = useNow();
  const read = (id: string) =>
    void markRead([id]).catch((err: unknown) => toast({ title: 'Could not mark the notification as read', description: errorDetail(err), status: 'error' }));
  return (
    <List disablePadding aria-label="Notifications">
      {items.map((n) => {
        const Icon = KIND_ICON[n.kind];
        const when = timeAgo(n.createdAt, now);
        const text = (
          <>
            <ListItemIcon sx={{ minWidth: 40, color: n.read ? 'text.secondary' : 'primary.main' }}>
              <Icon aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {!n.read && (
                    <Box component="span" sx={visuallyHidden}>
                      Unread:{' '}
                    </Box>
                  )}
                  {n.title}
                </>
              }
              secondary={
                <>
                  {n.body && (
                    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere', ...(dense ? clamp : {}) }}>
                      {n.body}
                    </Box>
                  )}
                  <Box component="time" dateTime={n.createdAt} sx={{ display: 'block', fontSize: '0.8rem', mt: 0.25 }}>
                    {when}
                  </Box>
                </>
              }
              slotProps={{
                primary: { sx: { fontWeight: n.read ? 400 : 700, overflowWrap: 'anywhere', ...(dense ? clamp : {}) } },
                secondary: { component: 'div' },
              }}
            />
          </>
        );
        return (
          <ListItem
            key={n.id}
            disablePadding
            divider
            sx={n.read ? undefined : (theme) => ({ bgcolor: alpha(theme.palette.primary.main, 0.06) })}
            secondaryAction={
              !n.read && (
                <Tooltip title="Mark as read">
                  <IconButton edge="end" aria-label={`Mark as read: ${n.title}`} onClick={() => read(n.id)} size={dense ? 'small' : 'medium'}>
                    <DoneIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            }
          >
            {n.link ? (
              <ListItemButton
                component={RouterLink}
                to={n.link}
                dense={dense}
                onClick={() => {
                  if (!n.read) read(n.id);
                  onOpen?.();
                }}
                sx={{ alignItems: 'flex-start', pr: n.read ? 2 : 7 }}
              >
                {text}
              </ListItemButton>
            ) : (
              <Box sx={{ display: 'flex', alignItems: 'flex-start', px: 2, py: dense ? 0.5 : 1, pr: n.read ? 2 : 7, width: '100%' }}>{text}</Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

const clamp = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;
