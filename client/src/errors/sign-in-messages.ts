import { ACCOUNT_FORM_MESSAGES } from './account-form-messages';

/**
 * The sign-in page's texts for a sign-in that failed (SPEC §8 Login), a section of the one error
 * table (./messages.ts, through ./account-messages.ts, which includes it). A module of its own so
 * only the sign-in page loads them (issue #12's 150 KB budget for public pages).
 */
export const SIGN_IN_MESSAGES = {
  LOGIN_INVALID_CREDENTIALS: 'Invalid email or password. Please try again.',
  LOGIN_EMAIL_NOT_CONFIRMED: 'Please confirm your email address before logging in. Check your inbox for a confirmation link.',
  LOGIN_FAILED: 'Failed to sign in. Please try again later.',
} as const;

/**
 * A sign-in that failed, by the auth service's error code: the one mapping for the sign-in made in
 * the browser (./auth.ts loginErrorMessage) and for the form posted to the gateway before the
 * page's code arrived (`#signin_error=…`; 'connection' when the gateway could not reach the auth
 * service).
 */
export function signInFormErrorMessage(code: string | null | undefined): string {
  if (code === 'invalid_credentials') return SIGN_IN_MESSAGES.LOGIN_INVALID_CREDENTIALS;
  if (code === 'email_not_confirmed') return SIGN_IN_MESSAGES.LOGIN_EMAIL_NOT_CONFIRMED;
  if (code === 'connection') return ACCOUNT_FORM_MESSAGES.CONNECTION_ERROR;
  return SIGN_IN_MESSAGES.LOGIN_FAILED;
}
