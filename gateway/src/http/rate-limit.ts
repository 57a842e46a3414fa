import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import { DomainError } from '../errors/errors.js';
import type { Context } from '../graphql/context.js';

/**
 * Rate limits on the API's write actions people repeat (issue #7 item 3), in addition to the
 * /auth/v1 limits (auth/gotrue/rate-limits.ts). Counted per signed-in member, or per client IP
 * for anonymous calls, in one gateway process (in memory). Applied at the resolver
 * (`@RateLimit('vote')`), so POST /graphql and the REST routes share one budget; a refusal is
 * DomainError RATE_LIMITED → HTTP 429 on REST (with Retry-After) and extensions.code
 * RATE_LIMITED on GraphQL. Generous for people, tight for scripts. API_RATE_LIMITS=false
 * turns them off (load tests).
 */
export const API_RATE_LIMITS = {
  /** Article, commentary and proposal votes; likes and unlikes. */
  vote: { points: 120, durationSeconds: 60, message: 'You are voting too fast. Please wait a moment and try again.' },
  /** New commentary on articles and staff notes on legislators. */
  comment: { points: 20, durationSeconds: 60, message: 'You are commenting too fast. Please wait a moment and try again.' },
  /** Article submission by URL (each one fetches a page from the internet). */
  submitUrl: { points: 10, durationSeconds: 60, message: 'You are submitting links too fast. Please wait a moment and try again.' },
} as const;

export type RateLimitKind = keyof typeof API_RATE_LIMITS;

export interface ApiRateLimiter {
  /** Counts one action; throws DomainError RATE_LIMITED (details.retryAfterSeconds) when over the limit. */
  consume(kind: RateLimitKind, key: string): Promise<void>;
}

export function createApiRateLimiter(limits: { [K in RateLimitKind]: { points: number; durationSeconds: number; message: string } } = API_RATE_LIMITS): ApiRateLimiter {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([kind, l]) => [kind, new RateLimiterMemory({ keyPrefix: kind, points: l.points, duration: l.durationSeconds })]),
  ) as Record<RateLimitKind, RateLimiterMemory>;
  return {
    async consume(kind, key) {
      try {
        await limiters[kind].consume(key);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        throw new DomainError('RATE_LIMITED', limits[kind].message, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
      }
    },
  };
}

/** Who a call counts against: the member when signed in, else the client IP (see TRUST_PROXY). */
export function rateLimitKey(ctx: Pick<Context, 'viewer' | 'ip'>): string {
  return ctx.viewer ? `member:${ctx.viewer.id}` : `ip:${ctx.ip ?? 'unknown'}`;
}

/** Resolver decorator: counts the call against the caller's `kind` budget (after @Auth). */
export function RateLimit(kind: RateLimitKind): MethodDecorator {
  const middleware: MiddlewareFn<Context> = async ({ context }, next) => {
    await context.rateLimiter?.consume(kind, rateLimitKey(context));
    return next();
  };
  return UseMiddleware(middleware);
}
