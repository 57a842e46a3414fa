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
/** Widths remembered per member: a phone and a laptop, say, with room to spare. */
const WIDTHS_KEPT = 4;

/**
 * The panel's height depends on the window's width (its text wraps), so it is remembered per
 * width: a member who saw it on a laptop gets no wrong-sized space on their phone (Lighthouse
 * measured a 0.37 shift that way). Stored as [[width, px], …], the latest last.
 */
function readHeights(userId: string): Array<[number, number]> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(heightKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is [number, number] => Array.isArray(e) && e.length === 2) : [];
  } catch {
    return [];
  }
}

export function rememberWelcomeHeight(userId: string, px: number): void {
  const width = window.innerWidth;
  const height = Math.round(px);
  const heights = readHeights(userId);
  if (heights.some(([w, h]) => w === width && h === height)) return;
  const kept = [...heights.filter(([w]) => w !== width), [width, height]].slice(-WIDTHS_KEPT);
  try {
    window.localStorage.setItem(heightKey(userId), JSON.stringify(kept));
  } catch {
    // No storage (private browsing): the space is just not held next time.
  }
}

/**
 * Whether this browser has shown this member the dashboard at this width before (the welcome
 * panel's height, or that it was not shown, is remembered). Not yet: DashboardPage holds the page's
 * parts until the welcome panel's answers are in, so the panel does not push them down.
 */
export function welcomeRemembered(userId: string): boolean {
  return readHeights(userId).some(([w]) => w === window.innerWidth);
}

function readWelcomeHeight(userId: string): number {
  const px = Number(readHeights(userId).find(([w]) => w === window.innerWidth)?.[1]);
  return Number.isFinite(px) && px > 0 && px < 2000 ? px : 0;
}

/** The space the welcome panel is expected to take while it loads (nothing when not expected). */
export function WelcomeSpace() {
  const { user } = useSession();
  const height = user ? readWelcomeHeight(user.id) : 0;
  return height ? <Skeleton variant="rounded" height={height} aria-hidden sx={{ bgcolor: 'rgba(27, 54, 93, 0.12)' }} /> : null;
}
