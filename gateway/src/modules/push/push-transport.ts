import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { checkAddress } from '../../ingest/article/address-policy.js';
import { blockedError, guardedLookup, PageFetchError } from '../../ingest/article/fetch-page.js';
import { addressPolicy, vetEndpoint, type PushPolicy } from './push.subscription.js';

/**
 * One push message to one push service (RFC 8030 §5: a POST to the subscription's endpoint),
 * through the article fetcher's SSRF guard: the endpoint is vetted again (https on the standard
 * port), its host resolved and every answer checked (no loopback, private, link-local or metadata
 * address; loopback only with WEB_PUSH_ALLOW_LOOPBACK), the socket pinned to the checked address,
 * no redirects followed, 10 s at most, and at most 4 KB of the answer read. web-push builds the
 * request (VAPID, aes128gcm); this sends it, so no request leaves without the guard.
 */
export const PUSH_TIMEOUT_MS = 10_000;
const ANSWER_MAX_BYTES = 4096;

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export interface PushAnswer {
  status: number;
  /** The start of the push service's answer, for the log. */
  text: string;
}

/** A failure before any answer: the guard refused the address, DNS, the network, or the time limit. */
export class PushTransportError extends Error {
  constructor(
    message: string,
    /** False when trying again cannot help (the guard refused the address). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PushTransportError';
  }
}

export function postPush(request: PushRequest, policy: PushPolicy, timeoutMs = PUSH_TIMEOUT_MS): Promise<PushAnswer> {
  let url: URL;
  try {
    url = vetEndpoint(request.endpoint, policy);
  } catch (err) {
    return Promise.reject(new PushTransportError(err instanceof Error ? err.message : 'The endpoint is not one the portal sends to.', false));
  }
  const addresses = addressPolicy(policy);
  return new Promise<PushAnswer>((resolve, reject) => {
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    // An IP literal skips DNS (and so the lookup hook): check it here.
    if (net.isIP(host)) {
      const verdict = checkAddress(host, addresses);
      if (!verdict.ok) return reject(new PushTransportError(blockedError(verdict.reason).message, false));
    }
    const client = url.protocol === 'https:' ? https : http;
    const body = request.body ?? Buffer.alloc(0);
    const req = client.request(
      url,
      {
        method: 'POST',
        signal: AbortSignal.timeout(timeoutMs),
        lookup: guardedLookup(addresses, url.port),
        agent: false,
        headers: { ...request.headers, 'content-length': String(body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < ANSWER_MAX_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size > ANSWER_MAX_BYTES) res.destroy();
        });
        const done = () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).subarray(0, ANSWER_MAX_BYTES).toString('utf8') });
        res.on('end', done);
        res.on('close', done);
        res.on('error', () => done());
      },
    );
    req.on('error', (err) => {
      if (err instanceof PageFetchError) reject(new PushTransportError(err.message, err.reason !== 'BLOCKED_ADDRESS' && err.reason !== 'UNSUPPORTED_PORT'));
      else if (err.name === 'TimeoutError' || err.name === 'AbortError') reject(new PushTransportError(`The push service took longer than ${timeoutMs / 1000} s to answer.`, true));
      else reject(new PushTransportError(`The push service could not be reached: ${err.message}`, true));
    });
    req.end(body);
  });
}
