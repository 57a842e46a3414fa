import type { ApolloClient } from '@apollo/client';
import type { PushSubscriptionInput } from '../../__generated__/types';
import { PUSH_MESSAGES } from '../../errors/push-messages';
import {
  SubscribePushDocument,
  UnsubscribePushDocument,
  VapidPublicKeyDocument,
  type SubscribePushMutation,
  type SubscribePushMutationVariables,
  type UnsubscribePushMutation,
  type UnsubscribePushMutationVariables,
  type VapidPublicKeyQuery,
} from './push.generated';

/*
 * This device's push subscription, in the browser and at the gateway (issue #59, docs/push.md).
 * The two are changed together: the gateway is told of a subscription the browser made, or the
 * browser drops it again; the gateway is told first when one is taken back, while the member is
 * still signed in.
 */

/** How long turning push on waits for the portal's service worker to be active. */
export const SERVICE_WORKER_WAIT_MS = 10_000;
/** How long signing out waits for the gateway to forget this device (app/session.tsx signOut waits ~2 s at most in all). */
export const SIGN_OUT_UNSUBSCRIBE_MS = 1_500;

/** A step of turning push on that failed in the browser; its message is for the member. */
export class PushSetupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PushSetupError';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The VAPID key (base64url, as the gateway publishes it) as the bytes PushManager takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/gu, '+').replace(/_/gu, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether `subscription` was made with `key`: one made with a key since replaced gets no pushes. */
export function madeWithKey(subscription: PushSubscription, key: string): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const a = new Uint8Array(current);
  const b = base64UrlToBytes(key);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** What the gateway is sent: `subscription.toJSON()`, in the fields its input has. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushSetupError(PUSH_MESSAGES.PUSH_SUBSCRIPTION_INCOMPLETE);
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/*
 * Who turned push on on this device. A member whose session ended without signing out (it
 * expired, or was ended elsewhere) leaves the subscription behind; whoever signs in next on the
 * browser does not inherit their pushes: the subscription is dropped (the push service then refuses
 * the gateway's messages, and the gateway removes the device).
 */
const OWNER_KEY = 'push-device-member';

function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(memberId: string | null) {
  try {
    if (memberId) window.localStorage.setItem(OWNER_KEY, memberId);
    else window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage refused (a private window's quota): the check above then trusts the subscription.
  }
}

async function publishedKey(client: ApolloClient, fetchPolicy: 'cache-first' | 'network-only'): Promise<string> {
  const { data } = await client.query<VapidPublicKeyQuery>({ query: VapidPublicKeyDocument, fetchPolicy });
  if (!data) throw new PushSetupError(PUSH_MESSAGES.PUSH_SERVICE_FAILED);
  return data.vapidPublicKey;
}

function tellGateway(client: ApolloClient, subscription: PushSubscription) {
  return client.mutate<SubscribePushMutation, SubscribePushMutationVariables>({
    mutation: SubscribePushDocument,
    variables: { input: subscriptionInput(subscription) },
  });
}

function forgetAtGateway(client: ApolloClient, subscription: PushSubscription) {
  return client.mutate<UnsubscribePushMutation, UnsubscribePushMutationVariables>({
    mutation: UnsubscribePushDocument,
    variables: { endpoint: subscription.endpoint },
  });
}

/** The browser's subscription with `key`; a refusal by the browser becomes a message for the member. */
async function subscribeBrowser(registration: ServiceWorkerRegistration, key: string): Promise<PushSubscription> {
  try {
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) });
  } catch (cause) {
    const denied = (cause as { name?: unknown } | null)?.name === 'NotAllowedError';
    throw new PushSetupError(denied ? PUSH_MESSAGES.PUSH_BLOCKED : PUSH_MESSAGES.PUSH_SERVICE_FAILED, { cause });
  }
}

/** The portal's service worker once active; it registers itself on every page (/registerSW.js). */
function activeRegistration(): Promise<ServiceWorkerRegistration> {
  return withTimeout(navigator.serviceWorker.ready, SERVICE_WORKER_WAIT_MS, () => new PushSetupError(PUSH_MESSAGES.PUSH_NO_SERVICE_WORKER));
}

/** This device's subscription, without waiting for a service worker (none registered: none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Whether this device gets `memberId`'s pushes: it has a subscription made with the published key,
 * and not one left by another member.
 */
export async function pushIsOn(client: ApolloClient, memberId: string): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) return false;
  const owner = readOwner();
  if (owner && owner !== memberId) return false;
  return madeWithKey(subscription, await publishedKey(client, 'cache-first'));
}

/** Members whose subscription this page load has sent already (by turning push on, or at start). */
const sentThisLoad = new Set<string>();

export type PushOnOutcome = 'on' | 'dismissed' | 'blocked';

/**
 * Turns push on for this device, for the member who asked: the browser's permission (asked here
 * and nowhere else), the service worker, the published key, the browser's subscription, then the
 * gateway's. A subscription the gateway does not take is dropped again: nothing is left half done.
 */
export async function turnPushOn(client: ApolloClient, memberId: string, onStep?: (step: 'permission' | 'subscribing') => void): Promise<PushOnOutcome> {
  onStep?.('permission');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  onStep?.('subscribing');
  const registration = await activeRegistration();
  const key = await publishedKey(client, 'network-only');
  let subscription = await registration.pushManager.getSubscription();
  // A browser keeps one subscription per service worker: one made with a replaced key goes first.
  if (subscription && !madeWithKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await subscribeBrowser(registration, key);
  try {
    await tellGateway(client, subscription);
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  writeOwner(memberId);
  sentThisLoad.add(memberId);
  return 'on';
}

/** Turns push off for this device: the gateway forgets it, then the browser drops it. */
export async function turnPushOff(client: ApolloClient): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) {
    await forgetAtGateway(client, subscription);
    await subscription.unsubscribe();
  }
  writeOwner(null);
}

/**
 * At start, once per page load and member, where notifications are granted: the subscription is
 * sent again (the gateway refreshes its keys and keeps the device among the member's most recent),
 * or made again when the key it was made with is no longer the published one. A subscription another
 * member left is dropped. A subscription the gateway could not be told of is kept: the next start
 * tries again.
 */
export async function refreshPushOnStart(client: ApolloClient, memberId: string): Promise<void> {
  if (sentThisLoad.has(memberId) || !hasGrantedPush()) return;
  sentThisLoad.add(memberId);
  const registration = await navigator.serviceWorker.getRegistration();
  let subscription = await registration?.pushManager.getSubscription();
  if (!registration || !subscription) return;
  const owner = readOwner();
  if (owner && owner !== memberId) {
    await subscription.unsubscribe();
    writeOwner(null);
    return;
  }
  const key = await publishedKey(client, 'network-only');
  if (!madeWithKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = await subscribeBrowser(registration, key);
  }
  await tellGateway(client, subscription);
  writeOwner(memberId);
}

/**
 * Signing out (app/session.tsx): this device stops receiving the member's pushes, so a shared
 * computer does not show them to whoever uses it next. The gateway is asked while the member is
 * still signed in, for at most SIGN_OUT_UNSUBSCRIBE_MS; the browser's subscription is dropped
 * whatever it answers (the push service then refuses the gateway's messages, and the gateway removes
 * the device). Never throws.
 */
export async function stopPushesOnSignOut(client: ApolloClient): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (subscription) {
    await withTimeout(forgetAtGateway(client, subscription), SIGN_OUT_UNSUBSCRIBE_MS, () => new Error('timed out')).catch(() => undefined);
    await subscription.unsubscribe().catch(() => false);
  }
  writeOwner(null);
}

/** Whether this browser can have a push subscription at all: web push, and notifications granted. */
export function hasGrantedPush(): boolean {
  return typeof Notification !== 'undefined' && 'serviceWorker' in navigator && Notification.permission === 'granted';
}
