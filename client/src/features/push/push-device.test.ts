import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { fakePushBrowser, vapidKey, type FakePushBrowser } from '../../test/push-browser';
import { SubscribePushDocument, UnsubscribePushDocument, VapidPublicKeyDocument } from './push.generated';
import { base64UrlToBytes, refreshPushOnStart, stopPushesOnSignOut, turnPushOn } from './push-device';

const KEY = vapidKey(7);

/** A client whose gateway publishes `key` and records the subscriptions and endpoints it is sent. */
function gateway(key = KEY, { unsubscribeDelay = 0, unsubscribeFails = false } = {}) {
  const subscribed = vi.fn();
  const unsubscribed = vi.fn();
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: VapidPublicKeyDocument }, result: { data: { vapidPublicKey: key } }, maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 },
    {
      request: { query: SubscribePushDocument, variables: () => true },
      result: (variables) => {
        subscribed(variables);
        return { data: { subscribePush: { __typename: 'PushDevice', id: 'device-1', created: false } } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: 0,
    },
    {
      request: { query: UnsubscribePushDocument, variables: () => true },
      result: (variables) => {
        unsubscribed(variables);
        return unsubscribeFails ? { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] } : { data: { unsubscribePush: true } };
      },
      delay: unsubscribeDelay,
    },
  ];
  const client = new ApolloClient({ link: new MockLink(mocks, { showWarnings: false }), cache: new InMemoryCache() });
  return { client, subscribed, unsubscribed };
}

let browser: FakePushBrowser | null = null;
afterEach(() => {
  browser?.restore();
  browser = null;
});

describe('base64UrlToBytes', () => {
  it('decodes the unpadded base64url the gateway publishes', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes(KEY)).toHaveLength(65);
    expect(base64UrlToBytes(KEY)[0]).toBe(4);
  });
});

describe('on start', () => {
  it('sends the subscription again where notifications are granted', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    const subscription = browser.subscribed(KEY);
    const { client, subscribed } = gateway();
    await refreshPushOnStart(client, 'member-a');
    expect(subscribed).toHaveBeenCalledWith({ input: subscription.toJSON() });
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    // Once per page load.
    await refreshPushOnStart(client, 'member-a');
    expect(subscribed).toHaveBeenCalledTimes(1);
  });

  it('subscribes again with the published key when the subscription was made with another', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    const old = browser.subscribed(vapidKey(3));
    const { client, subscribed } = gateway();
    await refreshPushOnStart(client, 'member-b');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscription).not.toBe(old);
    expect(subscribed).toHaveBeenCalledWith({ input: browser.subscription!.toJSON() });
  });

  it('does nothing, asking nothing, where notifications are not granted', async () => {
    browser = fakePushBrowser({ permission: 'default' });
    const { client, subscribed } = gateway();
    await refreshPushOnStart(client, 'member-c');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(subscribed).not.toHaveBeenCalled();
  });

  it('drops a subscription another member turned on, instead of sending it for whoever signed in next', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    const { client, subscribed } = gateway();
    await turnPushOn(client, 'member-d');
    const theirs = browser.subscription!;
    subscribed.mockClear();
    await refreshPushOnStart(client, 'member-e');
    expect(theirs.unsubscribe).toHaveBeenCalled();
    expect(browser.subscription).toBeNull();
    expect(subscribed).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  it('takes the subscription back at the gateway, then in the browser', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    const subscription = browser.subscribed(KEY);
    const { client, unsubscribed } = gateway();
    await stopPushesOnSignOut(client);
    expect(unsubscribed).toHaveBeenCalledWith({ endpoint: subscription.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(browser.subscription).toBeNull();
  });

  it('drops the browser’s subscription even when the gateway refuses or does not answer, within 2 s', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    const refused = browser.subscribed(KEY);
    await stopPushesOnSignOut(gateway(KEY, { unsubscribeFails: true }).client);
    expect(refused.unsubscribe).toHaveBeenCalled();

    const hanging = browser.subscribed(KEY);
    const started = Date.now();
    await stopPushesOnSignOut(gateway(KEY, { unsubscribeDelay: 10_000 }).client);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(hanging.unsubscribe).toHaveBeenCalled();
    expect(browser.subscription).toBeNull();
  });
});
