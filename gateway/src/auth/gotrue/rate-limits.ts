import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { authErrors, sendAuthError } from './errors.js';
import { normalizeEmail } from './users.js';

const MINUTE = 60_000;

/**
 * Request rate limits of /auth/v1 (AUTH_RATE_LIMITS, on by default). Generous for people, tight
 * enough to stop scripted guessing: per client IP on every limited endpoint, and per account on
 * password sign-in. Emails are additionally limited to one per kind per user per minute by the
 * service itself (over_email_send_rate_limit). In-memory counters: one gateway process.
 */
export const AUTH_RATE_LIMITS = {
  /** Sign-ins and token refreshes from one IP. */
  tokenPerIp: { limit: 300, windowMs: 5 * MINUTE },
  /** Password attempts against one account, from anywhere. */
  passwordPerEmail: { limit: 30, windowMs: 5 * MINUTE },
  signupPerIp: { limit: 100, windowMs: 10 * MINUTE },
  otpPerIp: { limit: 60, windowMs: 10 * MINUTE },
  recoverPerIp: { limit: 60, windowMs: 10 * MINUTE },
} as const;

export interface AuthRateLimiters {
  token: RequestHandler[];
  signup: RequestHandler[];
  otp: RequestHandler[];
  recover: RequestHandler[];
}

export function createRateLimiters(enabled: boolean): AuthRateLimiters {
  if (!enabled) return { token: [], signup: [], otp: [], recover: [] };
  const common = {
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    handler: (_req: Request, res: Parameters<RequestHandler>[1]) => sendAuthError(res, authErrors.requestRateLimit()),
    // The portal does not trust proxy headers (app.set('trust proxy', false)); a dev proxy may
    // still add X-Forwarded-For, which is fine to ignore.
    validate: { xForwardedForHeader: false, forwardedHeader: false },
  };
  const perIp = (opts: { limit: number; windowMs: number }) => rateLimit({ ...common, ...opts });
  const emailOf = (req: Request) => normalizeEmail((req.body as { email?: unknown } | undefined)?.email);
  const passwordPerEmail = rateLimit({
    ...common,
    ...AUTH_RATE_LIMITS.passwordPerEmail,
    skip: (req) => req.query.grant_type !== 'password' || !emailOf(req),
    keyGenerator: (req) => `password:${emailOf(req)}`,
  });
  return {
    token: [perIp(AUTH_RATE_LIMITS.tokenPerIp), passwordPerEmail],
    signup: [perIp(AUTH_RATE_LIMITS.signupPerIp)],
    otp: [perIp(AUTH_RATE_LIMITS.otpPerIp)],
    recover: [perIp(AUTH_RATE_LIMITS.recoverPerIp)],
  };
}
