import { loadConfig } from '../../config/config.js';
import type { AddressPolicy } from './address-policy.js';
import type { ExtractedArticle } from './extract.js';
import { extractInWorker } from './extract-pool.js';
import { fetchPage, type FetchOptions } from './fetch-page.js';

/**
 * The article fetcher's settings: ARTICLE_FETCH_ALLOW_PRIVATE from the configuration (read once,
 * on first use; the config refuses it in production), unless a test installed its own.
 */
let installed: FetchOptions | undefined;

export function setArticleFetchOptions(options: FetchOptions | null): void {
  installed = options ?? undefined;
}

export function articleFetchOptions(): FetchOptions {
  if (!installed) {
    const policy: AddressPolicy = { allowPrivate: loadConfig().articleFetch.allowPrivate };
    installed = policy;
  }
  return installed;
}

export interface FetchedArticle extends ExtractedArticle {
  /** The page URL after redirects. */
  finalUrl: string;
}

/** Fetch (SSRF-guarded, see fetch-page.ts) and extract (extract.ts, in a worker thread) one article page. */
export async function fetchArticle(url: string, options: FetchOptions = articleFetchOptions()): Promise<FetchedArticle> {
  const page = await fetchPage(url, options);
  return { ...(await extractInWorker(page.body, page.url, page.contentType)), finalUrl: page.url };
}
