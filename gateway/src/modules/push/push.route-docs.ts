import { z } from 'zod';
import { obj } from '../../rest/openapi/json-schema.js';
import { R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of web push (docs/push.md): the key browsers subscribe with, and
 * this device's subscription (push.routes.ts): what each takes and answers (RouteDoc), keyed
 * `${method} ${path}` exactly as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const pushRouteDocs: Record<string, RouteDoc> = {
  'GET /api/push/vapid-public-key': { response: (d) => dataOf(obj({ publicKey: R(d, 'vapidPublicKey') })) },
  'POST /api/users/me/push-subscriptions': {
    body: z.object({
      endpoint: z.string().describe('The push service’s URL for this device: https on the standard port, at most 2048 characters.'),
      expirationTime: z.number().nullable().optional().describe('When the push service drops it (milliseconds since 1970), or null.'),
      keys: z.object({
        p256dh: z.string().describe('The device’s P-256 public key, base64url (65 bytes).'),
        auth: z.string().describe('The device’s authentication secret, base64url (16 bytes).'),
      }),
    }),
    response: (d) => dataOf(R(d, 'subscribePush')),
    rateLimit: 'subscribePush',
  },
  'DELETE /api/users/me/push-subscriptions': {
    body: z.object({ endpoint: z.string().describe('The endpoint of the PushSubscription to stop (the whole PushSubscription JSON is accepted too).') }),
    response: (d) => dataOf(obj({ removed: R(d, 'unsubscribePush') })),
  },
};
