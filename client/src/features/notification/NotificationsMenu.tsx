import { Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { lazy } from '../../app/lazy-page';
import { PartErrorBoundary } from '../../components/PartErrorBoundary';
import { BellPanelLoading } from './BellPanelLoading';
import { bellLabel, useUnreadCount } from './useNotifications';

const POPOVER_ID = 'top-bar-notifications';
const BellPanel = lazy(() => import('./BellPanel'));

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
          onPointerEnter={BellPanel.prefetch}
          onFocus={BellPanel.prefetch}
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
        {open && (
          // Offline (or after a deploy), the panel says in the popover that it could not be loaded.
          <PartErrorBoundary sx={{ m: 2 }}>
            <Suspense fallback={<BellPanelLoading />}>
              <BellPanel titleId={`${POPOVER_ID}-title`} unread={unread} onClose={() => setAnchor(null)} />
            </Suspense>
          </PartErrorBoundary>
        )}
      </Popover>
    </>
  );
}
