import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../../config/logger.js';
import { isDatabaseUnavailable, warnUnavailable } from '../../db/unavailable.js';
import { DEFAULT_MESSAGES } from '../../errors/errors.js';

/**
 * Errors of the local /auth/v1 in the two shapes hosted GoTrue answers (contract §1): to a request
 * that names API version 2024-01-01 or later in `X-Supabase-Api-Version` (supabase-js always
 * does), the 2024 body `{code, message}` plus a duplicate `error_code` (the client falls back to it
 * when it cannot read the version header) and the header echoed; to any other, the legacy body
 * `{code: <status>, error_code, msg}` without the header. `x-sb-error-code` in both.
 */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** Whether a request asked for API version 2024-01-01 or later (a date GoTrue can read). */
export function wantsApiVersion2024(req: Pick<Request, 'get'> | undefined): boolean {
  const asked = req?.get(API_VERSION_HEADER)?.trim();
  return !!asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) && asked >= API_VERSION;
}

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 72;

/** The errors the service raises, in one place, with GoTrue's statuses, codes and messages. */
export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  unsupportedGrantType: () => new AuthError(400, 'invalid_credentials', 'unsupported_grant_type'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidEmail: () => new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  passwordTooLong: () =>
    new AuthError(400, 'validation_failed', `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`),
  weakPassword: (reasons: string[]) =>
    new AuthError(422, 'weak_password', `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
      weak_password: { message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, reasons },
    }),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  userNotFoundEmail: () => new AuthError(404, 'user_not_found', 'Email not found'),
  emailThrottled: (seconds: number) =>
    new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  requestRateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  refreshTokenRequired: () =>
    new AuthError(400, 'validation_failed', 'refresh_token required', { error: 'invalid_request', error_description: 'refresh_token required' }),
  refreshTokenNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string, status = 403) =>
    new AuthError(status, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  audienceMismatch: () => new AuthError(400, 'validation_failed', "Token audience doesn't match request audience"),
  userNotFoundJwt: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  noApiKey: () => new AuthError(401, 'no_api_key', 'No API key found in request', { hint: 'No `apikey` request header or url param was found.' }),
  invalidApiKey: () => new AuthError(401, 'invalid_api_key', 'Invalid API key', { hint: 'Double check your Supabase `anon` or `service_role` API key.' }),
  notFound: (path: string) => new AuthError(404, 'not_found', `Nothing at ${path}.`),
  emailExists: () => new AuthError(422, 'email_exists', 'A member profile already uses this email address.'),
};

export function sendAuthError(res: Response, err: AuthError): void {
  res.setHeader('x-sb-error-code', err.code);
  if (wantsApiVersion2024(res.req)) {
    res.setHeader(API_VERSION_HEADER, API_VERSION);
    res.status(err.status).json({ code: err.code, error_code: err.code, message: err.message, ...err.extra });
  } else {
    res.removeHeader(API_VERSION_HEADER);
    res.status(err.status).json({ code: err.status, error_code: err.code, msg: err.message, ...err.extra });
  }
}

/**
 * Error middleware for /auth/v1: body-parser failures (malformed JSON, too large) and thrown
 * AuthErrors in the GoTrue shape; anything else is logged and answered 500 `unexpected_failure`.
 */
export function authErrorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    const e = err as { type?: string; status?: number; message?: string };
    if (err instanceof AuthError) return sendAuthError(res, err);
    if (e.type === 'entity.parse.failed') {
      return sendAuthError(res, new AuthError(400, 'bad_json', 'Could not parse request body as JSON'));
    }
    if (e.type === 'entity.too.large') {
      return sendAuthError(res, new AuthError(413, 'request_too_large', 'Request body is too large'));
    }
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      return sendAuthError(res, new AuthError(e.status, 'bad_request', e.message ?? 'Bad request'));
    }
    if (isDatabaseUnavailable(err)) {
      warnUnavailable(log, `auth ${req.method} ${req.path}`, err);
      return sendAuthError(res, new AuthError(503, 'service_unavailable', DEFAULT_MESSAGES.SERVICE_UNAVAILABLE));
    }
    log.error(`auth: unhandled error on ${req.method} ${req.path}`, err);
    sendAuthError(res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  };
}
