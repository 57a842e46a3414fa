import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import zlib from 'node:zlib';
import { checkAddress, isPrivateAddress, type AddressPolicy } from './address-policy.js';

/**
 * Fetches an article page for extraction, with the SSRF rules of issue 5 / SPEC §2.3:
 * http and https only, default ports only (80/443), every hop's address checked after DNS
 * resolution (address-policy.ts) and the socket pinned to that checked address, at most 5
 * redirects (each one checked like the first), 10 s for the whole fetch, a 5 MB body cap (after
 * decompression), and HTML content types only. Non-2xx answers are failures.
 *
 * The portal's image store (gateway/src/images) fetches pictures through the same guard, with its
 * own accepted types and size cap (`accept`, `maxBytes`).
 *
 * Node's own http/https clients are used rather than fetch() because they take a `lookup` hook:
 * the check runs inside the connection's DNS step, so what was checked is what is connected to.
 */

export const FETCH_LIMITS = { maxRedirects: 5, timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 } as const;

export type FetchFailure =
  | 'INVALID_URL'
  | 'UNSUPPORTED_SCHEME'
  | 'UNSUPPORTED_PORT'
  | 'BLOCKED_ADDRESS'
  | 'DNS_FAILED'
  | 'TOO_MANY_REDIRECTS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'NOT_HTML'
  | 'UNSUPPORTED_TYPE'
  | 'HTTP_STATUS'
  | 'NETWORK';

export class PageFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PageFetchError';
  }
}

export interface FetchedPage {
  /** The URL of the page after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export interface FetchOptions extends AddressPolicy {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS resolver (tests); defaults to the system resolver. */
  lookup?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /** What the caller can use (default: HTML pages, for article extraction). */
  accept?: AcceptedContent;
}

/** Content the caller accepts: the Accept header sent, the media types taken, the refusal otherwise. */
export interface AcceptedContent {
  header: string;
  mediaTypes: ReadonlySet<string>;
  /** Failure code and message for any other type. */
  refusal: { reason: FetchFailure; message: string };
  userAgent: string;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const HTML_PAGES: AcceptedContent = {
  header: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  mediaTypes: HTML_TYPES,
  refusal: { reason: 'NOT_HTML', message: 'This URL does not point to a web page (HTML). Please submit an article page.' },
  userAgent: 'MemberPortalArticleFetcher/1.0 (+article submission)',
};
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

const systemLookup = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Parses and vets a URL before any network use: scheme, credentials, port. */
export function vetUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageFetchError('INVALID_URL', 'Please enter a valid URL');
  }
  if (!(url.protocol in DEFAULT_PORT)) {
    throw new PageFetchError('UNSUPPORTED_SCHEME', 'Please enter a valid URL starting with http:// or https://');
  }
  if (url.username || url.password) throw new PageFetchError('INVALID_URL', 'URLs with a user name or password cannot be fetched.');
  if (!url.hostname) throw new PageFetchError('INVALID_URL', 'Please enter a valid URL');
  // A non-default port is refused, except on a private address a test run explicitly allows.
  if (url.port && url.port !== DEFAULT_PORT[url.protocol]) {
    const literal = bareHost(url.hostname);
    const privateLiteral = net.isIP(literal) !== 0 && isPrivateAddress(literal);
    if (!(policy.allowPrivate && (privateLiteral || literal === 'localhost'))) {
      throw new PageFetchError('UNSUPPORTED_PORT', 'Only pages on the standard web ports (80 and 443) can be fetched.');
    }
  }
  return url;
}

const bareHost = (hostname: string) => (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname);

export function blockedError(reason: 'private' | 'blocked' | 'invalid'): PageFetchError {
  return new PageFetchError(
    'BLOCKED_ADDRESS',
    reason === 'private' ? 'This address points to a private network and cannot be fetched.' : 'This address cannot be fetched.',
  );
}

/**
 * A `lookup` for http.request that resolves, checks every answer, and connects to a checked one.
 * Exported for the other outbound requests the portal makes to addresses members give it (web
 * push endpoints, modules/push/push-transport.ts).
 */
export function guardedLookup(options: FetchOptions, port: string): LookupFunction {
  const resolve = options.lookup ?? systemLookup;
  return ((hostname: string, _opts: unknown, callback: (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void) => {
    resolve(hostname)
      .then((answers) => {
        if (!answers.length) throw new PageFetchError('DNS_FAILED', 'The site could not be found. Please check the URL.');
        // Every answer must pass: a name that resolves to both a public and a private address is refused.
        for (const a of answers) {
          const verdict = checkAddress(a.address, options);
          if (!verdict.ok) throw blockedError(verdict.reason);
          if (port !== '' && !isPrivateAddress(a.address)) throw new PageFetchError('UNSUPPORTED_PORT', 'Only pages on the standard web ports (80 and 443) can be fetched.');
        }
        const wantAll = !!(_opts && typeof _opts === 'object' && (_opts as { all?: boolean }).all);
        if (wantAll) callback(null, answers.map((a) => ({ address: a.address, family: a.family })));
        else callback(null, answers[0].address, answers[0].family);
      })
      .catch((err: unknown) => {
        callback(err instanceof PageFetchError ? err : new PageFetchError('DNS_FAILED', 'The site could not be found. Please check the URL.'), '', 4);
      });
  }) as LookupFunction;
}

interface Hop {
  status: number;
  location?: string;
  contentType: string;
  body?: Buffer;
}

function requestOnce(url: URL, options: FetchOptions, signal: AbortSignal, maxBytes: number): Promise<Hop> {
  const accept = options.accept ?? HTML_PAGES;
  const tooLarge = () => new PageFetchError('TOO_LARGE', `The ${accept === HTML_PAGES ? 'page' : 'file'} is too large to import (over ${Math.round(maxBytes / 1024 / 1024)} MB).`);
  return new Promise<Hop>((resolve, reject) => {
    const host = bareHost(url.hostname);
    // An IP literal skips DNS (and so the lookup hook): check it here.
    if (net.isIP(host)) {
      const verdict = checkAddress(host, options);
      if (!verdict.ok) return reject(blockedError(verdict.reason));
    }
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(options, url.port),
        agent: false,
        headers: {
          'user-agent': accept.userAgent,
          accept: accept.header,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en;q=0.9,*;q=0.5',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(
            new PageFetchError(
              'HTTP_STATUS',
              status === 404 ? 'The page was not found (404). Please check the URL.' : `The site answered with an error (HTTP ${status}).`,
              status,
            ),
          );
        }
        const mime = contentType.split(';')[0].trim().toLowerCase();
        if (!accept.mediaTypes.has(mime)) {
          res.destroy();
          return reject(new PageFetchError(accept.refusal.reason, accept.refusal.message));
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          return reject(tooLarge());
        }
        const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
        let stream: NodeJS.ReadableStream = res;
        if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(zlib.createGunzip());
        else if (encoding === 'deflate') stream = res.pipe(zlib.createInflate());
        else if (encoding === 'br') stream = res.pipe(zlib.createBrotliDecompress());
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            if (stream !== res) (stream as unknown as { destroy(): void }).destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        stream.on('error', (err: Error) => reject(err));
        res.on('error', (err: Error) => reject(err));
        res.on('close', () => {
          if (!res.complete) reject(new PageFetchError('NETWORK', 'The connection closed before the page was complete.'));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** GET the page, following up to 5 redirects, each vetted like the first URL. */
export async function fetchPage(rawUrl: string, options: FetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = vetUrl(rawUrl, options);
    for (let redirects = 0; ; redirects++) {
      const hop = await requestOnce(url, options, controller.signal, maxBytes);
      if (hop.location === undefined) return { url: url.href, status: hop.status, contentType: hop.contentType, body: hop.body! };
      if (redirects >= maxRedirects) throw new PageFetchError('TOO_MANY_REDIRECTS', 'The page redirects too many times.');
      let next: string;
      try {
        next = new URL(hop.location, url).href;
      } catch {
        throw new PageFetchError('INVALID_URL', 'The page redirects to an invalid address.');
      }
      url = vetUrl(next, options);
    }
  } catch (err) {
    if (controller.signal.aborted) throw new PageFetchError('TIMEOUT', 'The site took too long to respond (over 10 seconds).');
    if (err instanceof PageFetchError) throw err;
    throw new PageFetchError('NETWORK', 'The page could not be fetched. Please check the URL and try again.');
  } finally {
    clearTimeout(timer);
  }
}
