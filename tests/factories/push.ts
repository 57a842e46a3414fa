import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import webpush from 'web-push';

/** A VAPID pair made for this run (production refuses to start without one; none is kept in the repository). */
export function vapidEnv(): { WEB_PUSH_VAPID_PUBLIC_KEY: string; WEB_PUSH_VAPID_PRIVATE_KEY: string } {
  const keys = webpush.generateVAPIDKeys();
  return { WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey };
}

/** A browser's side of a push subscription: its ECDH key pair and auth secret (RFC 8291), made with node:crypto. */
export interface TestDevice {
  ecdh: ECDH;
  auth: Buffer;
  /** The PushSubscription JSON a browser would send (subscription.toJSON()). */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function buildDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}
