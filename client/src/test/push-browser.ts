import { vi } from 'vitest';

/** A VAPID public key as the gateway publishes it (base64url): 65 bytes, an uncompressed point. */
export function vapidKey(seed: number): string {
  const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * seed) % 256));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

const keyBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/gu, '+').replace(/_/gu, '/')), (c) => c.charCodeAt(0));

let made = 0;

/** A PushSubscription as the browser's push service hands it out. */
export class FakeSubscription {
  readonly endpoint: string;
  readonly options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer };
  unsubscribed = false;

  constructor(
    private readonly browser: FakePushBrowser,
    key: BufferSource,
  ) {
    made += 1;
    this.endpoint = `https://push.example.net/send/device-${made}`;
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
    this.options = { userVisibleOnly: true, applicationServerKey: bytes.slice().buffer };
  }

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: `p256dh-of-${this.endpoint.slice(-8)}`, auth: 'YXV0aC1zZWNyZXQtMTY' } };
  }

  unsubscribe = vi.fn(async () => {
    this.unsubscribed = true;
    if (this.browser.subscription === this) this.browser.subscription = null;
    return true;
  });
}

export interface FakePushBrowser {
  permission: NotificationPermission;
  subscription: FakeSubscription | null;
  requestPermission: ReturnType<typeof vi.fn<() => Promise<NotificationPermission>>>;
  subscribe: ReturnType<typeof vi.fn<(options: PushSubscriptionOptionsInit) => Promise<FakeSubscription>>>;
  /** A subscription that was made with `key` before the page opened. */
  subscribed(key: string): FakeSubscription;
  restore(): void;
}

/**
 * A browser with web push (service worker, PushManager, Notification): `answer` is what the
 * permission prompt answers. `withServiceWorker: false` leaves the registration pending for ever.
 */
export function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  withServiceWorker = true,
}: { permission?: NotificationPermission; answer?: NotificationPermission; withServiceWorker?: boolean } = {}): FakePushBrowser {
  const browser: FakePushBrowser = {
    permission,
    subscription: null,
    requestPermission: vi.fn(async () => {
      browser.permission = answer;
      return answer;
    }),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      browser.subscription = new FakeSubscription(browser, options.applicationServerKey as BufferSource);
      return browser.subscription;
    }),
    subscribed(key) {
      browser.subscription = new FakeSubscription(browser, keyBytes(key));
      return browser.subscription;
    },
    restore() {
      vi.unstubAllGlobals();
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      window.localStorage.clear();
    },
  };
  const registration = {
    pushManager: {
      getSubscription: async () => browser.subscription,
      subscribe: browser.subscribe,
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: withServiceWorker ? Promise.resolve(registration) : new Promise(() => {}),
      getRegistration: async () => (withServiceWorker ? registration : undefined),
    },
  });
  vi.stubGlobal('PushManager', class PushManager {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: browser.requestPermission,
  });
  return browser;
}
