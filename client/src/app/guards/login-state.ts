import type { Location } from 'react-router-dom';

/*
 * What /login is told when a member is sent to it (history state). A module of its own so the
 * sign-in page does not load the guards that send them (SignedOutRedirect.tsx) with it.
 */

/** `location.state.reason` on /login when the session ended by itself (the login page says so). */
export const SESSION_ENDED = 'session-ended';

/** What /login receives: where to return after sign-in, and why the visitor was sent there. */
export interface LoginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  reason?: typeof SESSION_ENDED;
}
