import { SERVER_STATE_ID } from '../app/server-state';
import { hasSessionCookie } from './cookie-names';
import { landingLocation } from './landing';

/** Who is signed in, as far as the page tells before supabase-js has loaded. */
export interface InitialUser {
  id: string;
  email?: string;
}

/**
 * The page was opened with an emailed link's answer in its address (an error in the fragment, a
 * code in the query): only supabase-js can tell who is signed in then.
 */
export function landedWithAuthRedirect(): boolean {
  const { hash, search } = landingLocation();
  return /(?:^#|&)(?:access_token|error|error_description)=/.test(hash) || /[?&]code=/.test(search);
}

/**
 * What the first render may assume, before supabase-js has loaded (its code is not on the critical
 * path): the member the gateway drew the page for (#portal-state[data-drawn-for], the session its
 * cookie holds, verified there); nobody, when the browser holds no session cookie; otherwise
 * "wait for supabase-js", which reads the session from its cookie and renews it if need be.
 */
export function initialSessionUser(): { checked: true; user: InitialUser | null } | { checked: false } {
  // Prerendering (no browser): the public pages are rendered for a signed-out visitor.
  if (typeof window === 'undefined') return { checked: true, user: null };
  if (landedWithAuthRedirect()) return { checked: false };
  const drawn = document.getElementById(SERVER_STATE_ID)?.dataset;
  if (drawn?.drawnFor) return { checked: true, user: { id: drawn.drawnFor, email: drawn.drawnEmail } };
  return hasSessionCookie() ? { checked: false } : { checked: true, user: null };
}

/** supabase-js renews a token this long before it expires; a drawn page's is used no closer to it. */
const EXPIRY_MARGIN_MS = 90_000;

/**
 * The access token a drawn page was drawn with (#portal-state[data-drawn-token]), while it is good
 * for more than the renewal margin: the page's first requests send it, so they do not wait for
 * supabase-js, which loads once the page is idle and answers from then on (apollo/links.ts).
 */
export function drawnAccessToken(now = Date.now()): string | undefined {
  const drawn = typeof document === 'undefined' ? undefined : document.getElementById(SERVER_STATE_ID)?.dataset;
  const expiresAt = Number(drawn?.drawnTokenExpiresAt);
  return drawn?.drawnToken && expiresAt * 1000 - now > EXPIRY_MARGIN_MS ? drawn.drawnToken : undefined;
}
