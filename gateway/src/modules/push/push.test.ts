import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.js';
import { DomainError } from '../../errors/errors.js';
import { NotificationKind } from '../notification/notification.enums.js';
import { defaultPush } from '../notification/preferences.js';
import { verdictOf } from './push-delivery.js';
import { pushMessage, tagOf, topicOf, URGENCY } from './push-payload.js';
import { SUBSCRIPTION_MESSAGES, vetEndpoint, vetSubscription } from './push.subscription.js';

const device = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const FCM = 'https://fcm.googleapis.com/fcm/send/abc:APA91bH';
const strict = { allowLoopback: false };
const loopback = { allowLoopback: true };

function refusal(run: () => unknown): { message: string; field?: unknown } {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return { message: (err as DomainError).message, field: ((err as DomainError).extensions.details as { field?: unknown } | undefined)?.field };
  }
  throw new Error('expected a refusal');
}

describe('a browser’s PushSubscription', () => {
  it('is taken as the browser sends it: https endpoint, P-256 key, 16-byte secret', () => {
    const keys = device();
    const at = Date.now() + 86_400_000;
    expect(vetSubscription({ endpoint: ` ${FCM} `, expirationTime: at, keys }, strict)).toEqual({ endpoint: FCM, p256dh: keys.p256dh, auth: keys.auth, expiresAt: new Date(at) });
    expect(vetSubscription({ endpoint: FCM, expirationTime: null, keys }, strict).expiresAt).toBeNull();
  });

  it.each([
    ['http://updates.push.services.mozilla.com/wpush/v2/x', SUBSCRIPTION_MESSAGES.endpoint],
    ['https://fcm.googleapis.com:8443/fcm/send/x', SUBSCRIPTION_MESSAGES.endpoint],
    ['https://user:pw@fcm.googleapis.com/x', SUBSCRIPTION_MESSAGES.endpoint],
    ['ftp://fcm.googleapis.com/x', SUBSCRIPTION_MESSAGES.endpoint],
    ['not a url', SUBSCRIPTION_MESSAGES.endpoint],
    ['https://127.0.0.1/push', SUBSCRIPTION_MESSAGES.blocked],
    ['https://[::1]/push', SUBSCRIPTION_MESSAGES.blocked],
    ['https://10.1.2.3/push', SUBSCRIPTION_MESSAGES.blocked],
    ['https://169.254.169.254/latest', SUBSCRIPTION_MESSAGES.blocked],
    ['https://localhost/push', SUBSCRIPTION_MESSAGES.blocked],
    [`https://fcm.googleapis.com/${'x'.repeat(2100)}`, SUBSCRIPTION_MESSAGES.endpointLength],
  ])('refuses the endpoint %s with a 400 saying why', (endpoint, message) => {
    expect(refusal(() => vetSubscription({ endpoint, keys: device() }, strict))).toEqual({ message, field: 'endpoint' });
  });

  it('with WEB_PUSH_ALLOW_LOOPBACK: loopback over http on any port, and still no private network', () => {
    expect(vetEndpoint('http://127.0.0.1:41234/push/abc', loopback).port).toBe('41234');
    expect(vetEndpoint('http://localhost:8080/p', loopback).hostname).toBe('localhost');
    expect(refusal(() => vetEndpoint('http://10.0.0.5:8080/p', loopback)).message).toBe(SUBSCRIPTION_MESSAGES.endpoint);
    expect(refusal(() => vetEndpoint('https://192.168.1.1/p', loopback)).message).toBe(SUBSCRIPTION_MESSAGES.blocked);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, and an expired subscription', () => {
    const keys = device();
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    for (const p256dh of ['', 'not base64!', randomBytes(64).toString('base64url'), offCurve.toString('base64url')]) {
      expect(refusal(() => vetSubscription({ endpoint: FCM, keys: { ...keys, p256dh } }, strict))).toEqual({ message: SUBSCRIPTION_MESSAGES.p256dh, field: 'keys.p256dh' });
    }
    for (const auth of ['', randomBytes(15).toString('base64url'), randomBytes(32).toString('base64url')]) {
      expect(refusal(() => vetSubscription({ endpoint: FCM, keys: { ...keys, auth } }, strict))).toEqual({ message: SUBSCRIPTION_MESSAGES.auth, field: 'keys.auth' });
    }
    expect(refusal(() => vetSubscription({ endpoint: FCM, expirationTime: Date.now() - 1000, keys }, strict)).message).toBe(SUBSCRIPTION_MESSAGES.expired);
    expect(refusal(() => vetSubscription({ endpoint: FCM, expirationTime: Number.NaN, keys }, strict)).message).toBe(SUBSCRIPTION_MESSAGES.expirationTime);
  });
});

describe('what a push says to the push service', () => {
  const story = '0f8e2a4c-1b3d-4e5f-9a7b-6c5d4e3f2a1b';
  it('new articles of one story share one topic (RFC 8030: ≤ 32 URL-safe characters) and one tag; other kinds are one each', () => {
    const a = topicOf({ id: 'n1', kind: NotificationKind.STORY_ARTICLE, story_id: story });
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(topicOf({ id: 'n2', kind: NotificationKind.STORY_ARTICLE, story_id: story })).toBe(a);
    expect(topicOf({ id: 'n3', kind: NotificationKind.STORY_ARTICLE, story_id: '1f8e2a4c-1b3d-4e5f-9a7b-6c5d4e3f2a1b' })).not.toBe(a);
    expect(topicOf({ id: 'n4', kind: NotificationKind.STORY_INVITE, story_id: story })).toBeUndefined();
    expect(tagOf({ id: 'n1', kind: NotificationKind.STORY_ARTICLE, story_id: story })).toBe(`story:${story}`);
    expect(tagOf({ id: 'n4', kind: NotificationKind.KEY_VOTE, story_id: null })).toBe('notification:n4');
  });

  it('urgency by kind: take action high, followed stories low; every kind has one', () => {
    expect(URGENCY[NotificationKind.TAKE_ACTION]).toBe('high');
    expect(URGENCY[NotificationKind.STORY_ARTICLE]).toBe('low');
    for (const kind of Object.values(NotificationKind)) expect(['very-low', 'low', 'normal', 'high']).toContain(URGENCY[kind]);
  });

  it('pushed by default: what is emailed right away by default', () => {
    expect(defaultPush(NotificationKind.TAKE_ACTION)).toBe(true);
    expect(defaultPush(NotificationKind.STORY_INVITE)).toBe(true);
    expect(defaultPush(NotificationKind.STORY_ARTICLE)).toBe(false);
  });

  it('a long second line is shortened, so the payload stays well inside the 4 KB push limit', () => {
    const m = pushMessage({ id: 'n', kind: NotificationKind.KEY_VOTE, story_id: null, created_at: new Date(0) }, { title: 'T', body: 'x'.repeat(5000), link: '/key-votes/1' });
    expect(m.body!.length).toBe(500);
    expect(Buffer.byteLength(JSON.stringify(m))).toBeLessThan(3000);
  });

  it('acts on the push service’s answer: 2xx sent, 404/410 gone, 429/5xx later, other 4xx never', () => {
    expect([201, 202, 404, 410, 429, 500, 503, 400, 403, 413].map(verdictOf)).toEqual(['sent', 'sent', 'gone', 'gone', 'retry', 'retry', 'retry', 'refused', 'refused', 'refused']);
  });
});

describe('configuration', () => {
  const prod = { NODE_ENV: 'production', SUPABASE_ANON_KEY: 'anon', EMAIL_LINK_SECRET: 'x'.repeat(40) };
  const pair = { WEB_PUSH_VAPID_PUBLIC_KEY: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'), WEB_PUSH_VAPID_PRIVATE_KEY: randomBytes(32).toString('base64url') };

  it('production refuses to start without the VAPID pair, or with loopback push', () => {
    expect(() => loadConfig(prod)).toThrow(/WEB_PUSH_VAPID_PUBLIC_KEY is required in production/);
    expect(() => loadConfig({ ...prod, WEB_PUSH_VAPID_PUBLIC_KEY: pair.WEB_PUSH_VAPID_PUBLIC_KEY })).toThrow(/WEB_PUSH_VAPID_PRIVATE_KEY is required in production/);
    expect(() => loadConfig({ ...prod, ...pair, WEB_PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(/WEB_PUSH_ALLOW_LOOPBACK is refused in production/);
    expect(loadConfig({ ...prod, ...pair }).push).toMatchObject({ vapid: { publicKey: pair.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: pair.WEB_PUSH_VAPID_PRIVATE_KEY }, allowLoopback: false });
  });

  it('elsewhere the pair is optional (generated and kept in the database), but never half of one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).push.vapid).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', WEB_PUSH_VAPID_PRIVATE_KEY: pair.WEB_PUSH_VAPID_PRIVATE_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', WEB_PUSH_VAPID_PUBLIC_KEY: 'short', WEB_PUSH_VAPID_PRIVATE_KEY: pair.WEB_PUSH_VAPID_PRIVATE_KEY })).toThrow(/WEB_PUSH_VAPID_PUBLIC_KEY must be the base64url public key/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...pair, WEB_PUSH_VAPID_PRIVATE_KEY: randomBytes(31).toString('base64url') })).toThrow(/WEB_PUSH_VAPID_PRIVATE_KEY must be the base64url private key/);
    expect(loadConfig({ NODE_ENV: 'test', WEB_PUSH_ALLOW_LOOPBACK: 'true' }).push.allowLoopback).toBe(true);
  });

  it('the VAPID contact defaults to the sender address', () => {
    expect(loadConfig({ NODE_ENV: 'test', MAIL_FROM: 'Portal <news@example.org>' }).push.subject).toBe('mailto:news@example.org');
    expect(loadConfig({ NODE_ENV: 'test', WEB_PUSH_SUBJECT: 'https://example.org/contact' }).push.subject).toBe('https://example.org/contact');
  });
});
