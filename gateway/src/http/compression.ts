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
 * The levels are chosen for CPU, not for the last percent: they are paid on every response, and
 * the biggest answer, the staff legislators list (all 537 current legislators, 1.6 MB of REST JSON),
 * has issue #13's budget of 15 ms of extra CPU. Measured on this 2-core VM (Node 24), `npm run
 * bench:compression` (zlib alone) and the gateway's own CPU per request (all threads, 80 requests
 * per encoding taking turns, with and without Accept-Encoding):
 *   brotli quality 1: 4.0 ms → 240 KB; in the gateway +3.0 to +6.2 ms
 *   brotli quality 2: 7.5 ms → 234 KB; in the gateway +8.2 to +14.6 ms
 *   gzip level 1:     8.8 ms → 293 KB; in the gateway +9.5 to +10.6 ms
 *   gzip level 3:    10.0 ms → 278 KB; in the gateway +9.4 to +14.6 ms
 * gzip costs about the same at every level up to 3 (deflate's floor for this body here), and
 * strategies (RLE, Huffman only, filtered) are no cheaper. On members' usual answers (1–5 KB of
 * JSON) quality 1 sends 0–45 bytes more than quality 2; on a 137 KB drawn member page about 4 %.
 * Static assets do not pay this: they are compressed once at build time at the highest levels.
 * COMPRESSION_BROTLI_QUALITY and COMPRESSION_GZIP_LEVEL (config/http.ts) change the levels.
 *
 * zlib hands its output over in COMPRESSION_CHUNK_BYTES pieces, each a trip from the zlib thread and
 * a write on the socket: at zlib's default 16 KB the dashboard's gzip answer is 20 of them, at 64 KB
 * 6. Measured 11-28 (gateway CPU per uncached `GET /api/legislators`, five runs of 80–120 requests
 * per encoding taking turns, means): gzip's extra 9.0–9.5 ms (one run 14.1) against 10.3–16.8 at
 * 16 KB, brotli's 2.0–3.8 (one 9.4) against 5.5–10.2; zlib alone 10.2 against 11.0 ms. A small
 * answer allocates one 64 KB output buffer instead of 16 KB, once per response. (WASM builds of
 * libdeflate and pure-JS deflate measured the same day: libdeflate level 1 9.2 ms, zlib level 1
 * 8.8 ms, fflate 27 ms — nothing cheaper than Node's own zlib here.)
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export interface CompressionLevels {
  /** Brotli quality, 0–11. */
  brotliQuality: number;
  /** Gzip level, 1–9. */
  gzipLevel: number;
}

/** The size of zlib's output pieces (its default is 16 KB): see above. */
export const COMPRESSION_CHUNK_BYTES = 64 * 1024;

export function responseCompression(levels: CompressionLevels): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    level: levels.gzipLevel,
    chunkSize: COMPRESSION_CHUNK_BYTES,
    brotli: { chunkSize: COMPRESSION_CHUNK_BYTES, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality } },
  });
}
