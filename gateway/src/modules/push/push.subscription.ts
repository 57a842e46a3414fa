import { createPublicKey } from 'node:crypto';
import net from 'node:net';
import { badInput } from '../../errors/errors.js';
import { checkAddress, type AddressPolicy } from '../../ingest/article/address-policy.js';

/**
 * What a browser's PushSubscription must be for the portal to store it (POST
 * /api/users/me/push-subscriptions, subscribePush) and to send to it (push-transport.ts checks the
 * endpoint again, and the address it resolves to, at every send):
 *
 * - endpoint: an https:// URL on the standard port, without credentials, at most 2048 characters;
 *   an IP literal must be a public address. With WEB_PUSH_ALLOW_LOOPBACK (tests; refused in
 *   production) also http:// or https:// on a loopback address or `localhost`, on any port.
 * - keys.p256dh: the device's ECDH public key, base64url, an uncompressed point on P-256 (65 bytes).
 * - keys.auth: the device's authentication secret, base64url, 16 bytes (RFC 8291).
 * - expirationTime: null, or when the push service will drop it (milliseconds since 1970), not past.
 */
export const ENDPOINT_MAX = 2048;

export const SUBSCRIPTION_MESSAGES = {
  endpoint: 'The push subscription’s endpoint must be the https:// address the browser’s push service gave it.',
  endpointLength: `The push subscription’s endpoint may be at most ${ENDPOINT_MAX} characters long.`,
  blocked: 'The push subscription’s endpoint points to an address the portal does not send to.',
  p256dh: 'The push subscription’s keys.p256dh must be the browser’s P-256 public key (base64url, 65 bytes).',
  auth: 'The push subscription’s keys.auth must be the browser’s 16-byte secret (base64url).',
  expired: 'This push subscription has already expired: subscribe again.',
  expirationTime: 'The push subscription’s expirationTime must be a time in milliseconds, or null.',
} as const;

export interface PushPolicy {
  allowLoopback: boolean;
}

const LOOPBACK_NAMES = new Set(['localhost']);
const bare = (hostname: string) => (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname);

function isLoopbackHost(hostname: string): boolean {
  const host = bare(hostname).toLowerCase();
  if (LOOPBACK_NAMES.has(host)) return true;
  return net.isIP(host) !== 0 && checkAddress(host, { allowPrivate: false, allowLoopback: true }).ok && !checkAddress(host, { allowPrivate: false }).ok;
}

/** The endpoint as a URL the sender may POST to, or a 400 saying what is wrong. */
export function vetEndpoint(raw: string, policy: PushPolicy): URL {
  if (raw.length > ENDPOINT_MAX) throw badInput(SUBSCRIPTION_MESSAGES.endpointLength, { field: 'endpoint' });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput(SUBSCRIPTION_MESSAGES.endpoint, { field: 'endpoint' });
  }
  if (url.username || url.password || !url.hostname) throw badInput(SUBSCRIPTION_MESSAGES.endpoint, { field: 'endpoint' });
  const loopback = policy.allowLoopback && isLoopbackHost(url.hostname);
  if (!loopback) {
    // https on the standard port only: push services (FCM, Mozilla, Apple, Microsoft) all are.
    if (url.protocol !== 'https:' || url.port !== '') throw badInput(SUBSCRIPTION_MESSAGES.endpoint, { field: 'endpoint' });
    if (LOOPBACK_NAMES.has(bare(url.hostname).toLowerCase())) throw badInput(SUBSCRIPTION_MESSAGES.blocked, { field: 'endpoint' });
    const host = bare(url.hostname);
    if (net.isIP(host) && !checkAddress(host, addressPolicy(policy)).ok) throw badInput(SUBSCRIPTION_MESSAGES.blocked, { field: 'endpoint' });
  } else if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw badInput(SUBSCRIPTION_MESSAGES.endpoint, { field: 'endpoint' });
  }
  return url;
}

/** The SSRF guard's rules for push endpoints: never private ranges; loopback only when allowed. */
export const addressPolicy = (policy: PushPolicy): AddressPolicy => ({ allowPrivate: false, allowLoopback: policy.allowLoopback });

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decode(value: string): Buffer | null {
  const v = value.trim();
  if (!BASE64URL.test(v)) return null;
  return Buffer.from(v.replace(/=+$/, ''), 'base64url');
}

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface VettedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
}

/** The subscription as stored (keys in unpadded base64url), or a 400 naming the field. */
export function vetSubscription(input: PushSubscriptionJson, policy: PushPolicy, now = Date.now()): VettedSubscription {
  const url = vetEndpoint(input.endpoint.trim(), policy);
  const point = decode(input.keys.p256dh);
  if (!point || point.length !== 65 || point[0] !== 0x04 || !onCurve(point)) throw badInput(SUBSCRIPTION_MESSAGES.p256dh, { field: 'keys.p256dh' });
  const auth = decode(input.keys.auth);
  if (!auth || auth.length !== 16) throw badInput(SUBSCRIPTION_MESSAGES.auth, { field: 'keys.auth' });
  let expiresAt: Date | null = null;
  if (input.expirationTime !== null && input.expirationTime !== undefined) {
    if (!Number.isFinite(input.expirationTime) || input.expirationTime < 0 || input.expirationTime > 8.64e15) throw badInput(SUBSCRIPTION_MESSAGES.expirationTime, { field: 'expirationTime' });
    if (input.expirationTime <= now) throw badInput(SUBSCRIPTION_MESSAGES.expired, { field: 'expirationTime' });
    expiresAt = new Date(input.expirationTime);
  }
  void url;
  return { endpoint: input.endpoint.trim(), p256dh: point.toString('base64url'), auth: auth.toString('base64url'), expiresAt };
}

/** Whether 65 bytes 04‖x‖y are a point on P-256 (node:crypto refuses any other). */
function onCurve(point: Buffer): boolean {
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
