import { isIP } from 'node:net';
import { z } from 'zod';
import { bool } from './env-values.js';

/**
 * The HTTP settings (.env.example, HTTP): CORS, the proxies in front, rate limits, the response
 * cache, worker processes, server-drawn member pages and compression.
 */
export const httpEnv = z.object({
  CORS_ORIGINS: z
    .string()
    .refine((v) => list(v).every(isOrigin), 'must be comma-separated origins such as https://members.example.org (scheme, host, optional port; no path)')
    .optional(),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, 'must be false, true, a number of proxy hops, or comma-separated IP addresses/CIDR ranges (or loopback, linklocal, uniquelocal)')
    .optional(),
  API_RATE_LIMITS: bool.default(true),
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  MEMBER_PAGE_RENDER_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  COMPRESSION_BROTLI_QUALITY: z.coerce.number().int().min(0).max(11).default(1),
  COMPRESSION_GZIP_LEVEL: z.coerce.number().int().min(1).max(9).default(1),
});

export type HttpEnv = z.output<typeof httpEnv>;

export interface HttpConfig {
  /** Origins allowed by CORS; empty = same-origin only. */
  corsOrigins: string[];
  /** Express 'trust proxy': false (default), true, hop count, or addresses/CIDRs of trusted proxies. */
  trustProxy: boolean | number | string[];
  /** Rate limits on votes, comments and URL submission (http/rate-limit.ts). */
  apiRateLimits: boolean;
  /** Memory for cached staff-dashboard responses (http/response-cache.ts), in bytes; 0 turns the cache off. */
  responseCacheBytes: number;
  /** Gateway processes sharing the port (cluster.ts): GATEWAY_WORKERS, default 1; one per core in production. */
  workers: number;
  /** Levels of per-response compression (http/compression.ts); static assets are compressed at build time. */
  compression: { brotliQuality: number; gzipLevel: number };
  /**
   * How long the gateway may take to draw a member page with its data (http/member-pages.ts)
   * before it sends the route's shell instead; 0 turns server-drawn member pages off.
   */
  memberPageRenderMs: number;
}

export function httpConfig(env: HttpEnv): HttpConfig {
  return {
    corsOrigins: list(env.CORS_ORIGINS ?? '').map((o) => o.replace(/\/$/, '')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? 'false'),
    apiRateLimits: env.API_RATE_LIMITS,
    responseCacheBytes: env.RESPONSE_CACHE_MB * 2 ** 20,
    workers: env.GATEWAY_WORKERS,
    compression: { brotliQuality: env.COMPRESSION_BROTLI_QUALITY, gzipLevel: env.COMPRESSION_GZIP_LEVEL },
    memberPageRenderMs: env.MEMBER_PAGE_RENDER_MS,
  };
}

function list(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustProxy(value: string): boolean {
  if (/^(true|false|\d{1,2})$/.test(value.trim())) return true;
  const items = list(value);
  return (
    items.length > 0 &&
    items.every((item) => {
      if (PROXY_NAMES.has(item)) return true;
      const [ip, prefix, ...rest] = item.split('/');
      const version = isIP(ip!);
      if (!version || rest.length) return false;
      return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
    })
  );
}

/** TRUST_PROXY → the value app.set('trust proxy', …) takes (Express docs, "Express behind proxies"). */
function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return list(v);
}
