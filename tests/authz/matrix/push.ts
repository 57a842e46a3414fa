// Matrix rows: web push (issue #59): the public key is public; devices are one's own.
import { randomUUID } from 'node:crypto';
import { buildDevice } from '../../factories/push.js';
import { anyone, q, r, signedIn, type GqlRow, type RestRow } from './shared.js';

export const GQL: GqlRow[] = [
  { field: 'Query.vapidPublicKey', expect: anyone, call: () => q('{ vapidPublicKey }') },
  {
    field: 'Mutation.subscribePush',
    expect: signedIn,
    target: () => Promise.resolve(buildDevice(`https://push.example.com/send/${randomUUID()}`).subscription),
    call: (_w, sub) => q('mutation($i: PushSubscriptionInput!) { subscribePush(input: $i) { id created } }', { i: sub }),
  },
  { field: 'Mutation.unsubscribePush', expect: signedIn, call: () => q('mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: `https://push.example.com/send/${randomUUID()}` }) },
];

export const REST: RestRow[] = [
  r('GET /api/push/vapid-public-key', 'Query.vapidPublicKey', () => ({ path: '/api/push/vapid-public-key' })),
  r('POST /api/users/me/push-subscriptions', 'Mutation.subscribePush', (_w, sub) => ({ path: '/api/users/me/push-subscriptions', body: sub })),
  r('DELETE /api/users/me/push-subscriptions', 'Mutation.unsubscribePush', () => ({ path: '/api/users/me/push-subscriptions', body: { endpoint: `https://push.example.com/send/${randomUUID()}` } })),
];
