import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { Redirect } from './Redirect';
import { PageLoader } from '../../components/PageLoader';
import { justSignedOut, useSession, type Session } from '../session-context';
import { SESSION_ENDED, type LoginState } from './login-state';

export { SESSION_ENDED, type LoginState };

/**
 * Where a guard sends someone who is not signed in (SPEC §2.1): /login, replacing this entry, with
 * `state.from` so sign-in returns here; home right after signing out here (SPEC §2.2). When the
 * session has just ended by itself, SessionEndedRedirect is already on its way to /login.
 */
export function SignedOutRedirect({ session }: { session: Session }) {
  const location = useLocation();
  if (session.sessionEnded) return <PageLoader label="Your session has ended…" />;
  if (justSignedOut(session)) return <Redirect to="/" replace />;
  return <Redirect to="/login" replace state={{ from: location } satisfies LoginState} />;
}

/**
 * Rendered once at the root of the app: when the session ends without this tab signing out
 * (signed out on another device, password changed, refresh refused), go to /login with the
 * reason and the page to return to, from whatever page this was (guarded or not).
 */
export function SessionEndedRedirect() {
  const { user, sessionEnded } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The history entry already sent on its way, so one page is redirected once. Per entry, not once
  // for good: a navigation that overtakes the redirect (the member clicked a link while /login was
  // loading) lands on a new entry, which is redirected in turn instead of waiting there forever.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionEnded) {
      handled.current = null;
      return;
    }
    if (user || handled.current === location.key) return;
    handled.current = location.key;
    if (location.pathname === '/login') return;
    navigate('/login', { replace: true, state: { from: location, reason: SESSION_ENDED } satisfies LoginState });
  }, [sessionEnded, user, location, navigate]);
  return null;
}
