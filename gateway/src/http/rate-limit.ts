import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { DomainError } from '../errors/errors.js';
import type { Context } from '../graphql/context.js';
import { ipKey, sharedLimit, type SharedLimit } from './rate-limit-store.js';

/**
 * Rate limits on the API's write actions people repeat (issue #7 item 3), in addition to the
 * /auth/v1 limits (auth/gotrue/rate-limits.ts). Counted per signed-in member, or per client IP
 * for anonymous calls, in PostgreSQL (http/rate-limit-store.ts), so they hold across every
 * gateway on the database (issue #17). Applied at the resolver (`@RateLimit('vote')`) or in the
 * service where only some calls cost (submitUrl), so POST /graphql and the REST routes share one budget; a refusal is DomainError RATE_LIMITED → HTTP 429
 * on REST (with Retry-After) and extensions.code RATE_LIMITED on GraphQL. Generous for people,
 * tight for scripts. API_RATE_LIMITS=false turns them off (load tests).
 */
export const API_RATE_LIMITS = {
  /** Article, commentary and proposal votes; likes and unlikes. */
  vote: { points: 120, durationSeconds: 60, message: 'You are voting too fast. Please wait a moment and try again.' },
  /** New commentary on articles and staff notes on legislators. */
  comment: { points: 20, durationSeconds: 60, message: 'You are commenting too fast. Please wait a moment and try again.' },
  /** Pages fetched for a submitted URL (staff submission and tips): counted by fetchSubmittedPage, so a refused URL costs nothing. */
  submitUrl: { points: 10, durationSeconds: 60, message: 'You are submitting links too fast. Please wait a moment and try again.' },
  /** Outcomes of contacting one's legislators on a campaign (a member has at most a few targets and channels). */
  takeAction: { points: 30, durationSeconds: 60, message: 'You are recording outcomes too fast. Please wait a moment and try again.' },
  /** Reports of comments (issue #58 item 7): a member who reports more than this is more likely flooding staff than helping. */
  report: { points: 10, durationSeconds: 600, message: 'You are reporting comments too fast. Please wait a few minutes and try again.' },
  /** Devices subscribed to push (issue #59): a browser subscribes once per device and again only when its push service renews it. */
  subscribePush: { points: 10, durationSeconds: 600, message: 'You are turning on push notifications too often. Please wait a few minutes and try again.' },
} as const;

export type RateLimitKind = keyof typeof API_RATE_LIMITS;
type Limits = { [K in RateLimitKind]: { points: number; durationSeconds: number; message: string } };

export interface ApiRateLimiter {
  /** Counts one action; throws DomainError RATE_LIMITED (details.retryAfterSeconds) when over the limit. */
  consume(kind: RateLimitKind, key: string): Promise<void>;
}

export function createApiRateLimiter(dataSource: DataSource, limits: Limits = API_RATE_LIMITS): ApiRateLimiter {
  const store = Object.fromEntries(
    Object.entries(limits).map(([kind, l]) => [kind, sharedLimit(dataSource, kind, l.points, l.durationSeconds)]),
  ) as Record<RateLimitKind, SharedLimit>;
  return {
    async consume(kind, key) {
      const wait = await store[kind].hit(key);
      if (wait > 0) throw new DomainError('RATE_LIMITED', limits[kind].message, { retryAfterSeconds: wait });
    },
  };
}

/** Who a call counts against: the member when signed in, else the client IP (see TRUST_PROXY). */
export function rateLimitKey(ctx: Pick<Context, 'viewer' | 'ip'>): string {
  return ctx.viewer ? `member:${ctx.viewer.id}` : `ip:${ipKey(ctx.ip)}`;
}

/** Resolver decorator: counts the call against the caller's `kind` budget (after @Auth). */
export function RateLimit(kind: RateLimitKind): MethodDecorator {
  const middleware: MiddlewareFn<Context> = async ({ context }, next) => {
    await context.rateLimiter?.consume(kind, rateLimitKey(context));
    return next();
  };
  return UseMiddleware(middleware);
}
