import { useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Redirect } from './Redirect';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../session-context';

/**
 * Pages for signed-out visitors (/login, /signup, /forgot-password). Someone who arrives already
 * signed in goes to /dashboard (or back to the page that sent them to /login).
 *
 * The check is made on arrival only: when someone signs in *on* one of these pages, the page
 * decides what comes next (login returns to `state.from`, signup shows its message and redirects
 * after 2 s), so this guard does not yank them away mid-flow.
 */
export function AnonymousOnly({ children }: { children?: ReactNode }) {
  const { user, userLoading } = useSession();
  const location = useLocation();
  const decided = useRef<{ key: string; signedInOnArrival: boolean } | null>(null);

  if (decided.current?.key !== location.key) {
    // Only the arrival waits for the session: a sign-in made on the page itself (which makes the
    // session load the new member's roles) must not unmount the page and its messages.
    if (userLoading) return <PageLoader label="Checking your session…" />;
    decided.current = { key: location.key, signedInOnArrival: user !== null };
  }
  if (decided.current.signedInOnArrival) {
    const from = (location.state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
    const target = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/dashboard';
    return <Redirect to={target} replace />;
  }
  return children ?? <Outlet />;
}
