import { ACCOUNT_FORM_MESSAGES } from './account-form-messages';
import { SIGN_IN_MESSAGES } from './sign-in-messages';

/**
 * The first sections of the one error table (./messages.ts): the general texts and the account
 * screens' (sign in, sign up, password recovery), SPEC §8. A module of their own so the public
 * pages, which need nothing else, do not load the whole table (issue #12's 150 KB budget: the
 * table is ~3 KB gzip). MESSAGES and formatMessage include them: import those everywhere else.
 */
export const ACCOUNT_MESSAGES = {
  // The texts shown before any request is made: ./account-form-messages.ts
  ...ACCOUNT_FORM_MESSAGES,
  // A sign-in that failed: ./sign-in-messages.ts
  ...SIGN_IN_MESSAGES,

  // General
  /** Client-only: an unformattable date. */
  INVALID_DATE: 'Invalid date',
  UNKNOWN: 'An unknown error occurred',
  UNEXPECTED: 'An unexpected error occurred. Please try again later.',
  /** The gateway's rate limits (429 / RATE_LIMITED); its own message is shown when it sends one. */
  RATE_LIMITED: 'Too many requests. Please try again later.',

  // Authentication mapper (SPEC §8), keyed by the GoTrue error code supabase-js reports
  AUTH_INVALID_EMAIL: 'The email address is invalid.',
  AUTH_USER_DISABLED: 'This user account has been disabled.',
  AUTH_USER_NOT_FOUND: 'No user found with this email address.',
  AUTH_WRONG_PASSWORD: 'Incorrect password.',
  AUTH_EMAIL_IN_USE: 'This email is already registered.',
  AUTH_WEAK_PASSWORD: 'The password is too weak.',
  AUTH_SAME_PASSWORD: 'Your new password must be different from your current one.',
  AUTH_CANCELLED: 'Authentication was cancelled.',

  // Login
  LOGIN_CHECK_USER_EMAIL_REQUIRED: 'Please enter an email address to check',

  // Signup (SPEC §5, §8)
  SIGNUP_ALREADY_REGISTERED: 'You already have an account. You can now log in.',

  // Forgot password
  FORGOT_EMAIL_NOT_FOUND: 'Email address not found. Please check your email or sign up for a new account.',
  FORGOT_RATE_LIMITED: 'Too many reset attempts. Please try again later.',
  FORGOT_FAILED: 'Failed to send password reset email. Please try again later.',
  FORGOT_SUCCESS:
    'Password reset instructions have been sent to your email. Please check your inbox and spam folder. Click the link in the email to reset your password.',

  // Reset password (SPEC §5, §8)
  RESET_LINK_EXPIRED: 'Your password reset link has expired. Please request a new one.',
  RESET_LINK_INVALID: 'Invalid reset link. Please request a new one.',
  RESET_MISSING_PARAMS: 'Invalid password reset link. Please request a new one.',
  RESET_LINK_PROBLEM: 'There was a problem processing your password reset link.',
  RESET_NO_ACCESS_TOKEN: 'No access token found in URL. Please request a new password reset link.',
  RESET_SESSION_RECOVERED: 'Session recovered successfully. You can now reset your password.',
  RESET_SUCCESS: 'Your password has been successfully reset. You will be redirected to the login page.',
} as const;

/** SPEC §8 account texts with a part filled in. */
export const formatAccountMessage = {
  authCoded: (code: string, message: string) => `Authentication error (${code}): ${message}`,
  signupPasswordError: (detail: string) => `Password error: ${detail}`,
  signupEmailError: (detail: string) => `Email error: ${detail}`,
  signupFailed: (detail: string) => `Failed to create account: ${detail}`,
  resetLinkError: (description: string) => `Error: ${description}`,
  resetRecoveryFailed: (message: string) => `Session recovery failed: ${message}`,
  resetRecoveryError: (message: string) => `Session recovery error: ${message}`,
} as const;
