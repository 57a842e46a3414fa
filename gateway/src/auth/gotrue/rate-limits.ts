import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import { ipKey, sharedLimit } from '../../http/rate-limit-store.js';
import { authErrors, sendAuthError } from './errors.js';
import { normalizeEmail } from './users.js';

const MINUTE = 60;

/**
 * Request rate limits of /auth/v1 (AUTH_RATE_LIMITS, on by default). Generous for people, tight
 * enough to stop scripted guessing: per client IP on every limited endpoint, and per account on
 * password sign-in. Emails are additionally limited to one per kind per user per minute by the
 * service itself (over_email_send_rate_limit). Kept in PostgreSQL with the API limits
 * (http/rate-limit-store.ts), so they hold across every gateway on the database.
 */
export const AUTH_RATE_LIMITS = {
  /** Sign-ins and token refreshes from one IP. */
  tokenPerIp: { points: 300, durationSeconds: 5 * MINUTE },
  /** Password attempts against one account, from anywhere. */
  passwordPerEmail: { points: 30, durationSeconds: 5 * MINUTE },
  signupPerIp: { points: 100, durationSeconds: 10 * MINUTE },
  otpPerIp: { points: 60, durationSeconds: 10 * MINUTE },
  recoverPerIp: { points: 60, durationSeconds: 10 * MINUTE },
} as const;

export interface AuthRateLimiters {
  token: RequestHandler[];
  signup: RequestHandler[];
  otp: RequestHandler[];
  recover: RequestHandler[];
}

type Name = keyof typeof AUTH_RATE_LIMITS;

/** `clientIp`: the address a request is counted under (./client-ip.ts); the request's own by default. */
export function createRateLimiters(enabled: boolean, dataSource: DataSource, clientIp: (req: Request) => string | undefined = (req) => req.ip): AuthRateLimiters {
  if (!enabled) return { token: [], signup: [], otp: [], recover: [] };
  const storeOf = (name: Name) => sharedLimit(dataSource, `auth_${name}`, AUTH_RATE_LIMITS[name].points, AUTH_RATE_LIMITS[name].durationSeconds);
  /** Express middleware counting one request under `key(req)` (skipped when it gives undefined). */
  const limit = (name: Name, key: (req: Request) => string | undefined): RequestHandler => {
    const store = storeOf(name);
    return (req: Request, res: Response, next: NextFunction) => {
      const k = key(req);
      if (k === undefined) return next();
      store.hit(k).then((wait) => {
        if (wait === 0) return next();
        res.setHeader('Retry-After', String(wait));
        sendAuthError(res, authErrors.requestRateLimit());
      }, next);
    };
  };
  const perIp = (name: Name) => limit(name, (req) => ipKey(clientIp(req)));
  // Addresses are counted by a hash: the counters table holds no email addresses.
  const emailOf = (req: Request) => {
    const email = normalizeEmail((req.body as { email?: unknown } | undefined)?.email);
    return email && createHash('sha256').update(email).digest('base64url');
  };
  const passwordPerEmail = limit('passwordPerEmail', (req) => (req.query.grant_type === 'password' && emailOf(req)) || undefined);
  return {
    token: [perIp('tokenPerIp'), passwordPerEmail],
    signup: [perIp('signupPerIp')],
    otp: [perIp('otpPerIp')],
    recover: [perIp('recoverPerIp')],
  };
}
