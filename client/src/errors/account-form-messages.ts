/**
 * The account screens' texts shown before any request is made — the form checks, a session that
 * has ended, the connection failure — a section of the one error table (./messages.ts, through
 * ./account-messages.ts, which includes it). A module of its own so the sign-in page, which needs
 * only these until a request is made, does not load the account screens' other texts (issue #12's
 * 150 KB budget for public pages).
 */
export const ACCOUNT_FORM_MESSAGES = {
  /** Client-only: fetch failed, the gateway is down, or a proxy answered instead of it. */
  CONNECTION_ERROR: 'Cannot connect to backend server. Make sure the backend server is running on port 8000.',
  /** Issue #14: the server no longer accepts the session (signed out elsewhere, password changed, refresh refused). */
  SESSION_ENDED: 'Your session has ended. Please sign in again.',
  SIGNUP_PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long.',
  SIGNUP_PASSWORDS_MISMATCH: 'Passwords do not match.',
  RESET_PASSWORD_TOO_SHORT: 'Password must be at least 8 characters long',
  RESET_PASSWORDS_MISMATCH: 'Passwords do not match',
  /** An emailed link (PKCE) opened in another browser than the one that asked for it: no code verifier there. */
  LINK_OTHER_BROWSER: 'Open the link in the browser you asked for it from, or sign in here.',
  SIGN_IN_LINK_EXPIRED: 'Your sign-in link has expired or was already used. Please sign in or request a new one.',
  SIGN_IN_LINK_INVALID: 'This sign-in link cannot be used. Please sign in or request a new one.',
} as const;

/** The sign-in page, opened by an emailed link that could not sign anyone in (`#error_code=…`, as GoTrue and the gateway write it). */
export function signInLinkErrorMessage(code: string | null): string {
  if (code === 'pkce_code_verifier_not_found') return ACCOUNT_FORM_MESSAGES.LINK_OTHER_BROWSER;
  if (code === 'otp_expired' || code === 'flow_state_not_found' || code === 'flow_state_expired') return ACCOUNT_FORM_MESSAGES.SIGN_IN_LINK_EXPIRED;
  return ACCOUNT_FORM_MESSAGES.SIGN_IN_LINK_INVALID;
}
