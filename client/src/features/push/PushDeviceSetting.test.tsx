import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { NotificationSettingsDocument } from '../notification/notifications.generated';
import NotificationSettings from '../notification/NotificationSettings';
import { healthyMock, member, renderWithProviders } from '../../test/render';
import { fakePushBrowser, vapidKey, type FakePushBrowser } from '../../test/push-browser';
import { SubscribePushDocument, UnsubscribePushDocument, VapidPublicKeyDocument } from './push.generated';
import { PUSH_SWITCH_LABEL } from './PushDeviceSetting';

const KEY = vapidKey(7);

const settings: MockLink.MockedResponse = {
  request: { query: NotificationSettingsDocument },
  result: {
    data: {
      notificationPreferences: {
        __typename: 'NotificationPreferences',
        timeZone: 'America/New_York',
        digestHour: 8,
        email: [
          {
            __typename: 'EmailPreference',
            kind: 'STORY_INVITE',
            mode: 'IMMEDIATE',
            defaultMode: 'IMMEDIATE',
            push: true,
            defaultPush: true,
            label: 'Invitations',
            description: 'Someone invites you to work on a story.',
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
};
const published = (key = KEY): MockLink.MockedResponse => ({
  request: { query: VapidPublicKeyDocument },
  result: { data: { vapidPublicKey: key } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});

/** The gateway's subscribePush, answering `errorMessage` as a refusal when given; records what it was sent. */
function subscribeMock(errorMessage?: string) {
  const sent = vi.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: SubscribePushDocument, variables: () => true },
    result: (variables) => {
      sent(variables);
      return errorMessage
        ? { errors: [{ message: errorMessage, extensions: { code: 'BAD_USER_INPUT' } }] }
        : { data: { subscribePush: { __typename: 'PushDevice', id: 'device-1', created: true } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  };
  return { sent, mock };
}

function unsubscribeMock() {
  const sent = vi.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: UnsubscribePushDocument, variables: () => true },
    result: (variables) => {
      sent(variables);
      return { data: { unsubscribePush: true } };
    },
    delay: 0,
  };
  return { sent, mock };
}

function renderSettings(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<NotificationSettings />, { session: { user: member }, mocks: [healthyMock, settings, published(), ...mocks] });
}

const region = () => screen.getByRole('region', { name: 'Push notifications' });
const deviceSwitch = () => within(region()).findByRole('switch', { name: PUSH_SWITCH_LABEL });
/** The switch once this device has been read (its status no longer says it is checking). */
async function readSwitch() {
  const control = await deviceSwitch();
  await waitFor(() => expect(within(region()).getByRole('status').textContent).not.toContain('Checking'));
  return control as HTMLInputElement;
}

let browser: FakePushBrowser | null = null;
afterEach(() => {
  browser?.restore();
  browser = null;
  vi.restoreAllMocks();
});

describe('push notifications on this device', () => {
  it('asks for permission only when the member turns the switch on, then subscribes and sends toJSON()', async () => {
    browser = fakePushBrowser({ permission: 'default', answer: 'granted' });
    const subscribe = subscribeMock();
    renderSettings([subscribe.mock]);

    const control = await readSwitch();
    expect(control.checked).toBe(false);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();

    fireEvent.click(control);
    expect(await screen.findByText('Push notifications are on for this device')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    // The key as bytes: what the published base64url string decodes to.
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(atob(KEY.replace(/-/gu, '+').replace(/_/gu, '/')), (c) => c.charCodeAt(0)));
    expect(subscribe.sent).toHaveBeenCalledTimes(1);
    expect(subscribe.sent).toHaveBeenCalledWith({ input: browser.subscription!.toJSON() });
    expect(control.checked).toBe(true);
    expect(browser.subscription).not.toBeNull();
  });

  it('keeps no browser subscription when the gateway refuses it, and says why', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    const subscribe = subscribeMock('The subscription’s endpoint must use https.');
    renderSettings([subscribe.mock]);

    fireEvent.click(await readSwitch());
    expect(await screen.findByText('Could not turn on push notifications')).toBeTruthy();
    expect(screen.getByText('The subscription’s endpoint must use https.')).toBeTruthy();
    expect(subscribe.sent).toHaveBeenCalledTimes(1);
    const made = browser.subscribe.mock.results[0]!.value as Promise<{ unsubscribe: () => unknown; unsubscribed: boolean }>;
    expect((await made).unsubscribed).toBe(true);
    expect(browser.subscription).toBeNull();
    await waitFor(async () => expect(((await deviceSwitch()) as HTMLInputElement).checked).toBe(false));
  });

  it('is on where this device has a subscription made with the published key; off takes it back at the gateway, then in the browser', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    const subscription = browser.subscribed(KEY);
    const unsubscribe = unsubscribeMock();
    renderSettings([unsubscribe.mock]);

    const control = await readSwitch();
    expect(control.checked).toBe(true);
    fireEvent.click(control);
    expect(await screen.findByText('Push notifications are off for this device')).toBeTruthy();
    expect(unsubscribe.sent).toHaveBeenCalledWith({ endpoint: subscription.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscription).toBeNull();
    expect(control.checked).toBe(false);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('is off where the subscription was made with a key since replaced', async () => {
    browser = fakePushBrowser({ permission: 'granted' });
    browser.subscribed(vapidKey(3));
    renderSettings([]);
    expect((await readSwitch()).checked).toBe(false);
  });

  it('says the site is blocked, with no switch, when the member declines the prompt', async () => {
    browser = fakePushBrowser({ permission: 'default', answer: 'denied' });
    renderSettings([]);
    fireEvent.click(await readSwitch());
    expect(await within(region()).findByText(/Notifications are blocked for this site/u)).toBeTruthy();
    expect(within(region()).queryByRole('switch')).toBeNull();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('says so when no service worker becomes active, and subscribes nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      browser = fakePushBrowser({ permission: 'granted', withServiceWorker: false });
      renderSettings([]);
      fireEvent.click(await readSwitch());
      expect(await within(region()).findByText('Turning on push notifications…')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByText('Could not turn on push notifications')).toBeTruthy();
      expect(screen.getByText(/has not finished setting up the portal for notifications/u)).toBeTruthy();
      expect(browser.subscribe).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('on an iPhone whose Safari has no web push outside the Home Screen, says how to install the portal', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
    );
    renderSettings([]);
    expect(await within(await screen.findByRole('region', { name: 'Push notifications' })).findByText(/add the portal to your Home Screen: tap Share, then Add to Home Screen/u)).toBeTruthy();
    expect(within(region()).queryByRole('switch')).toBeNull();
  });

  it('elsewhere without web push, says it is not available in this browser', async () => {
    renderSettings([]);
    expect(await within(await screen.findByRole('region', { name: 'Push notifications' })).findByText('Push notifications are not available in this browser.')).toBeTruthy();
    expect(within(region()).queryByRole('switch')).toBeNull();
  });
});
