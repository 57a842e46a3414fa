import { createHmac } from 'node:crypto';
import type { Request } from 'express';
import { sameSecret } from '../same-secret.js';

/**
 * The address a request to the built-in /auth/v1 is counted under by its per-IP limits.
 *
 * The gateway itself calls /auth/v1 over loopback on a member's behalf (auth/cookie-session.ts:
 * exchanging an emailed link's code, renewing a session to draw a page). Counted under the loopback
 * address, every member's would share one limit, and at a real organization's size emailed links
 * would start failing; so the gateway names the member's address in a header, signed with
 * EMAIL_LINK_SECRET (the gateway's own secret, the same in every process), and the limits count the
 * named address only when the signature holds. Anyone else's header is ignored.
 */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';
export const CLIENT_IP_SIGNATURE_HEADER = 'x-portal-client-ip-signature';

const sign = (secret: string, ip: string) => createHmac('sha256', secret).update(`auth client ip\n${ip}`).digest('base64url');

/** The headers the gateway sends with its own call to /auth/v1 for the member at `ip`. */
export function clientIpHeaders(secret: string, ip: string | undefined): Record<string, string> {
  return ip ? { [CLIENT_IP_HEADER]: ip, [CLIENT_IP_SIGNATURE_HEADER]: sign(secret, ip) } : {};
}

/** The member's address the gateway named in a request it made itself, else the request's own. */
export function limitedIp(req: Request, secret: string): string | undefined {
  const named = req.get(CLIENT_IP_HEADER);
  const signature = req.get(CLIENT_IP_SIGNATURE_HEADER);
  if (named && signature && named.length <= 64 && sameSecret(signature, sign(secret, named))) return named;
  return req.ip;
}
