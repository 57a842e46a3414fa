/*
 * Whether a sign-out was asked for in this tab (the Sign out button, the reset-password page), as
 * opposed to a session that ended on its own (another device, a refused refresh). Apart from
 * auth-service.ts, so the session provider (on every member page) can ask without loading the auth
 * screens' code, which loads when someone signs out.
 */

/** When this tab last asked to sign out (0: never). */
let signOutRequestedAt = 0;

export function noteSignOutRequested(now = Date.now()): void {
  signOutRequestedAt = now;
}

export function forgetSignOutRequest(): void {
  signOutRequestedAt = 0;
}

/** True for a sign-out this tab asked for within the last 10 seconds. */
export function signedOutOnPurpose(now = Date.now()): boolean {
  return now - signOutRequestedAt < 10_000;
}
