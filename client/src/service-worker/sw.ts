/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { OFFLINE_PAGE, notificationOf, openTarget } from './push-message';

/**
 * The portal's service worker (issue #59; docs/push.md), built by vite-plugin-pwa (`injectManifest`)
 * into /sw.js and registered on every page by its /registerSW.js.
 *
 * - Precached: the app shell's hashed assets (JS, CSS, fonts: what every page starts with), the
 *   icons and the offline page, listed by the build (`self.__WB_MANIFEST`, client/vite.config.ts
 *   appShellOnly); the other hashed assets are kept as they are first used. A deploy's new worker
 *   takes over at once (skipWaiting, clientsClaim), so the next page a member opens is the new
 *   version; an open page keeps the code it has.
 * - Pages are always asked of the network and never cached: a member page is drawn with the
 *   member's data (private, no-store). Only when the network fails is the offline page shown.
 * - Member data (/graphql, /api, /auth) is not handled here at all: the browser asks the gateway.
 * - A push shows its notification (one per `tag`, so a story's newer articles replace its
 *   earlier one); a click opens the page it is about in a portal tab (./push-message.ts).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NavigationRoute(new NetworkOnly(), { denylist: [/^\/(api|auth|graphql|rest|dev)(\/|$)/] });
pages.setCatchHandler(async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error());
registerRoute(pages);

// The rest of the app's hashed code, kept as it is first used (a hashed file never changes): the
// newest 300, so old deploys' files do not pile up.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'portal-assets', plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);

self.addEventListener('push', (event) => {
  const shown = notificationOf(event.data);
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

// The push service replaced this device's subscription: subscribe again with the same key. The app
// sends the new one to the gateway the next time the member opens it (features/push), and the old
// endpoint's 404/410 removes it there; the worker holds no session to send it itself.
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription?.options;
  if (options?.applicationServerKey) event.waitUntil(self.registration.pushManager.subscribe(options).then(() => undefined, () => undefined));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTarget(self, event.notification.data));
});
