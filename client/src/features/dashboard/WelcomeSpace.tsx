import Skeleton from '@mui/material/Skeleton';
import { useSession } from '../../app/session';

/*
 * The welcome panel (WelcomePanel.tsx) can only decide whether to show once the member's address
 * and followed stories have loaded; appearing then, it pushed everything below it down (on a phone
 * the key votes moved 394 px: Lighthouse's layout shift 0.49 on /dashboard, issue #12 item 4). Its
 * height the last time this member saw it is remembered here, and that space is held while the
 * answers load. A member who had it hidden (done, or "Hide this") gets no space held.
 */
const heightKey = (userId: string) => `dashboard-welcome-height:${userId}`;

export function rememberWelcomeHeight(userId: string, px: number): void {
  try {
    window.localStorage.setItem(heightKey(userId), String(Math.round(px)));
  } catch {
    // No storage (private browsing): the space is just not held next time.
  }
}

function readWelcomeHeight(userId: string): number {
  try {
    const px = Number(window.localStorage.getItem(heightKey(userId)));
    return Number.isFinite(px) && px > 0 && px < 2000 ? px : 0;
  } catch {
    return 0;
  }
}

/** The space the welcome panel is expected to take while it loads (nothing when not expected). */
export function WelcomeSpace() {
  const { user } = useSession();
  const height = user ? readWelcomeHeight(user.id) : 0;
  return height ? <Skeleton variant="rounded" height={height} aria-hidden sx={{ bgcolor: 'rgba(27, 54, 93, 0.12)' }} /> : null;
}
