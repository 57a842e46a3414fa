import { isAlreadyRegistered } from '../auth/sign-up';
import { signInFormErrorMessage } from './sign-in-messages';
import { ACCOUNT_MESSAGES, formatAccountMessage } from './account-messages';

/**
 * SPEC §8 authentication texts in one place. supabase-js reports failures as AuthError objects
 * with the GoTrue `code` (auth-contract §1); these functions turn them into what people read.
 */
export interface AuthErrorLike {
  code?: string;
  status?: number;
  message?: string;
  name?: string;
}

function details(error: unknown): AuthErrorLike {
  if (!error || typeof error !== 'object') return typeof error === 'string' ? { message: error } : {};
  const { code, status, message, name } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' && code ? code : undefined,
    status: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' ? message : undefined,
    name: typeof name === 'string' ? name : undefined,
  };
}

/**
 * The auth service could not be reached at all: supabase-js reports a failed fetch (network down,
 * gateway stopped, CORS) as AuthRetryableFetchError with status 0.
 */
export function isAuthConnectionFailure(error: unknown): boolean {
  const { name, status, message } = details(error);
  if (name === 'AuthRetryableFetchError' && (status === 0 || status === undefined)) return true;
  return name === 'TypeError' && typeof message === 'string' && /fetch|network/i.test(message);
}

/**
 * GoTrue code → SPEC §8 mapper text. GoTrue answers a wrong password and an unknown email alike
 * (`invalid_credentials`), so 'Incorrect password.' is kept only for a service that does tell them
 * apart; the login screen has its own texts for `invalid_credentials`. Nothing in GoTrue is
 * "cancelled" (that was a closed sign-in popup), so that text has no code here.
 */
const MAPPED: Record<string, string> = {
  email_address_invalid: ACCOUNT_MESSAGES.AUTH_INVALID_EMAIL,
  user_banned: ACCOUNT_MESSAGES.AUTH_USER_DISABLED,
  user_not_found: ACCOUNT_MESSAGES.AUTH_USER_NOT_FOUND,
  // signInWithOtp({ shouldCreateUser: false }) for an address with no account.
  otp_disabled: ACCOUNT_MESSAGES.AUTH_USER_NOT_FOUND,
  wrong_password: ACCOUNT_MESSAGES.AUTH_WRONG_PASSWORD,
  user_already_exists: ACCOUNT_MESSAGES.AUTH_EMAIL_IN_USE,
  email_exists: ACCOUNT_MESSAGES.AUTH_EMAIL_IN_USE,
  weak_password: ACCOUNT_MESSAGES.AUTH_WEAK_PASSWORD,
  same_password: ACCOUNT_MESSAGES.AUTH_SAME_PASSWORD,
};

/**
 * An account form the gateway answered (gateway/src/http/account-forms.ts), by the code it sent
 * back in the address: the mapper's text for a code it knows, else the general one, so a made-up
 * link cannot put its own words on the page.
 */
export function postedAuthErrorMessage(code: string): string {
  if (code === 'connection') return ACCOUNT_MESSAGES.CONNECTION_ERROR;
  return Object.hasOwn(MAPPED, code) ? MAPPED[code]! : ACCOUNT_MESSAGES.UNEXPECTED;
}

/** The SPEC §8 authentication mapper. */
export function mapAuthError(error: unknown): string {
  if (isAuthConnectionFailure(error)) return ACCOUNT_MESSAGES.CONNECTION_ERROR;
  const { code, message } = details(error);
  if (code && MAPPED[code]) return MAPPED[code];
  if (code === 'validation_failed' && message && /email/i.test(message)) return ACCOUNT_MESSAGES.AUTH_INVALID_EMAIL;
  if (code) return formatAccountMessage.authCoded(code, message ?? '');
  return message || ACCOUNT_MESSAGES.UNKNOWN;
}

/**
 * A failed sign-in, magic link or sign-out, rethrown with the mapped message (SPEC §8) while
 * keeping the code and status so screens can choose their own texts.
 */
export class AuthFailure extends Error {
  readonly code?: string;
  readonly status?: number;
  /** The service's own message, before mapping. */
  readonly detail: string;

  constructor(error: unknown) {
    super(mapAuthError(error), { cause: error });
    this.name = 'AuthFailure';
    const { code, status, message } = details(error);
    this.code = code;
    this.status = status;
    this.detail = message ?? '';
  }
}

/** Login screen (SPEC §8 Login). */
export function loginErrorMessage(error: unknown): string {
  const { code } = details(error);
  return signInFormErrorMessage(code === 'connection' ? undefined : code);
}

/** Signup screen (SPEC §8 Signup); `detail` is the service's own message (e.g. why a password is weak). */
export function signupErrorMessage(error: unknown): string {
  if (isAlreadyRegistered(error)) return ACCOUNT_MESSAGES.SIGNUP_ALREADY_REGISTERED;
  if (isAuthConnectionFailure(error)) return ACCOUNT_MESSAGES.CONNECTION_ERROR;
  const detail = details(error).message || ACCOUNT_MESSAGES.UNKNOWN;
  if (/password/i.test(detail)) return formatAccountMessage.signupPasswordError(detail);
  if (/email/i.test(detail)) return formatAccountMessage.signupEmailError(detail);
  return formatAccountMessage.signupFailed(detail);
}

/** Forgot-password screen (SPEC §8 Forgot password). */
export function forgotPasswordErrorMessage(error: unknown): string {
  const { code, status, message } = details(error);
  if (message === 'Email not found' || code === 'user_not_found') return ACCOUNT_MESSAGES.FORGOT_EMAIL_NOT_FOUND;
  if (status === 429 || (code && code.startsWith('over_')) || /rate limit/i.test(message ?? '')) return ACCOUNT_MESSAGES.FORGOT_RATE_LIMITED;
  return ACCOUNT_MESSAGES.FORGOT_FAILED;
}

/** Reset-password screen: the error an emailed link carried back (`#error_code=…&error_description=…`). */
export function resetLinkErrorMessage(code: string | null | undefined, description: string | null | undefined): string {
  if (code === 'otp_expired') return ACCOUNT_MESSAGES.RESET_LINK_EXPIRED;
  if (description) return formatAccountMessage.resetLinkError(description);
  return ACCOUNT_MESSAGES.RESET_LINK_INVALID;
}
