import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compression of dynamic responses (issue #12 item 1): HTML, JSON from /graphql, /api and /auth/v1,
 * and any other compressible text of 1 KB or more, with brotli when the client accepts it, else gzip,
 * always with `Vary: Accept-Encoding`. Built on the `compression` middleware (negotiation, streaming,
 * `Cache-Control: no-transform`, HEAD requests), which leaves alone:
 *   - bodies under COMPRESSION_THRESHOLD_BYTES (the framing costs more than it saves);
 *   - types that do not compress (images, fonts, archives: the `compressible` list);
 *   - responses that already carry a Content-Encoding — the client build's precompressed files
 *     (http/client-assets.ts serves the .br/.gz written at build time, never compressed per request);
 *   - requests with `Accept-Encoding: identity`, or none at all.
 *
 * The levels are chosen for CPU, not for the last percent: they are paid on every response. Measured
 * with `npm run bench:compression` on the staff legislators list (all 537 current legislators, 1.6 MB
 * as REST JSON, 0.8 MB as the dashboard's GraphQL answer), CPU per response:
 *   brotli quality 2: 9.0 ms → 234 KB (REST), 6.1 ms → 171 KB (GraphQL)
 *   brotli quality 4: 18.3 ms → 202 KB,        8.6 ms → 159 KB   (over issue #13's 15 ms budget)
 *   gzip level 3:    11.1 ms → 278 KB,         6.8 ms → 191 KB
 *   gzip level 6:    19.0 ms → 245 KB,        11.2 ms → 174 KB
 * Static assets do not pay this: they are compressed once at build time at the highest levels.
 * COMPRESSION_BROTLI_QUALITY and COMPRESSION_GZIP_LEVEL (config.ts) change the levels.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export interface CompressionLevels {
  /** Brotli quality, 0–11. */
  brotliQuality: number;
  /** Gzip level, 1–9. */
  gzipLevel: number;
}

export function responseCompression(levels: CompressionLevels): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    level: levels.gzipLevel,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality } },
  });
}
