import type { RestRoute } from '../../rest/route-types.js';
import * as pr from './push.rest.js';

/**
 * REST rows — Web push: the key browsers subscribe with, and this device's subscription. Each runs
 * one GraphQL operation (rest/operations/push.graphql) and has its row in docs/rest.md.
 */
export const pushRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/push/vapid-public-key',
    operation: 'VapidPublicKey',
    shape: (d) => ({ data: { publicKey: d.vapidPublicKey } }),
    summary: 'The VAPID public key (base64url) browsers subscribe with as applicationServerKey → {data: {publicKey}}.',
  },
  {
    method: 'POST',
    path: '/api/users/me/push-subscriptions',
    operation: 'SubscribePush',
    variables: pr.subscriptionInput,
    shape: (d) => ({ data: d.subscribePush }),
    status: (d) => (d.subscribePush?.created ? 201 : 200),
    summary: 'Body: the browser’s PushSubscription JSON {endpoint, expirationTime, keys: {p256dh, auth}} → 201 {data: device} (200 when already subscribed); 400 naming what is wrong.',
  },
  {
    method: 'DELETE',
    path: '/api/users/me/push-subscriptions',
    operation: 'UnsubscribePush',
    variables: pr.endpointVariables,
    shape: (d) => ({ data: { removed: d.unsubscribePush } }),
    summary: 'Body {endpoint} (or the whole PushSubscription JSON) → {data: {removed}}; false when it was not subscribed for the caller.',
  },
];
