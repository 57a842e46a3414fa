import { fetchPage, PageFetchError, type AcceptedContent, type FetchOptions } from '../ingest/article/fetch-page.js';

/**
 * Fetches a picture for the image store through the article fetcher's SSRF guard
 * (ingest/article/fetch-page.ts): http(s) on the standard ports, every hop's address checked
 * after DNS and the socket pinned to it (no private, loopback, link-local or metadata address
 * unless ARTICLE_FETCH_ALLOW_PRIVATE for tests), at most 5 redirects each checked the same way,
 * 10 s in all, and at most IMAGE_LIMITS.maxBytes after any transfer decompression. Only raster
 * image types are taken (never SVG, which can carry scripts and references); what the bytes
 * really are is checked again when they are decoded (resize-image.ts).
 */
export const IMAGE_LIMITS = {
  /** Bytes of one fetched file. News sites' pictures are far below this. */
  maxBytes: 8 * 1024 * 1024,
  /** Pixels of a decoded image: refuses decompression bombs before they are decoded. */
  maxPixels: 40_000_000,
  timeoutMs: 10_000,
} as const;

const RASTER: AcceptedContent = {
  header: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1',
  // application/octet-stream: some hosts send pictures untyped; the decoder decides.
  mediaTypes: new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/octet-stream']),
  refusal: { reason: 'UNSUPPORTED_TYPE', message: 'This URL does not point to a picture (JPEG, PNG, WebP, GIF or AVIF).' },
  userAgent: 'MemberPortalImageFetcher/1.0 (+images shown in the member portal)',
};

export interface FetchedImage {
  /** The URL after redirects. */
  url: string;
  body: Buffer;
}

export async function fetchImage(url: string, options: FetchOptions): Promise<FetchedImage> {
  const page = await fetchPage(url, { timeoutMs: IMAGE_LIMITS.timeoutMs, maxBytes: IMAGE_LIMITS.maxBytes, ...options, accept: RASTER });
  return { url: page.url, body: page.body };
}

/** Failures that will not change by asking again (the URL is refused), as opposed to a network hiccup. */
export function isPermanent(err: unknown): boolean {
  if (!(err instanceof PageFetchError)) return true;
  if (err.reason === 'HTTP_STATUS') return err.status !== undefined && err.status < 500 && err.status !== 408 && err.status !== 429;
  return !['TIMEOUT', 'NETWORK', 'DNS_FAILED'].includes(err.reason);
}
