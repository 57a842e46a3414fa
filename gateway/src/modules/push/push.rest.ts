import type { Request } from 'express';
import { body } from '../../rest/route-helpers.js';

/**
 * The REST forms of push subscriptions (the "// Push" rows of push.routes.ts): the body is the
 * browser's PushSubscription JSON as it comes (subscription.toJSON()); only its fields go to
 * GraphQL, so a browser that adds one does not make the request fail.
 */
const keysOf = (keys: unknown) => (keys && typeof keys === 'object' && !Array.isArray(keys) ? { p256dh: (keys as any).p256dh, auth: (keys as any).auth } : keys);

export function subscriptionInput(req: Request) {
  const b = body(req);
  return { input: { endpoint: b.endpoint, expirationTime: b.expirationTime ?? null, keys: keysOf(b.keys) } };
}

/** DELETE body: the PushSubscription JSON, or just {endpoint}. */
export const endpointVariables = (req: Request) => ({ endpoint: body(req).endpoint });
