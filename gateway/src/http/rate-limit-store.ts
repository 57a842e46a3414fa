import { isIPv6 } from 'node:net';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/**
 * The one place rate limits are kept: rate-limiter-flexible's PostgreSQL store on the table
 * `rate_limits` (migrations/1764600000000-SharedRateLimits.ts), so every gateway on the database
 * counts against the same budget — with N gateways a member still gets N actions, not N × N.
 * Used by the API limits (http/rate-limit.ts) and the /auth/v1 limits (auth/gotrue/rate-limits.ts).
 */
export const RATE_LIMIT_TABLE = 'rate_limits';

export interface SharedLimit {
  /** Counts one action for `key`. Resolves with the seconds to wait when over the limit, else 0. */
  hit(key: string): Promise<number>;
}

/** A limit of `points` actions per `durationSeconds`, named by `prefix` (part of every key). */
export function sharedLimit(dataSource: DataSource, prefix: string, points: number, durationSeconds: number): SharedLimit {
  const limiter = new RateLimiterPostgres({
    storeClient: dataSource,
    storeType: 'typeorm',
    tableName: RATE_LIMIT_TABLE,
    // The migration creates the table; the library never runs DDL.
    tableCreated: true,
    keyPrefix: prefix,
    points,
    duration: durationSeconds,
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (res) {
        // A RateLimiterRes is "over the limit"; anything else (the database is down) propagates.
        if (!(res instanceof RateLimiterRes)) throw res;
        return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      }
    },
  };
}

/**
 * The client address as a limit key: IPv4 as is, IPv6 by its /64 network (one subscriber usually
 * holds a whole /64, so counting single addresses would let one caller rotate through them).
 */
export function ipKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
