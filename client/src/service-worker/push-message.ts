/// <reference lib="webworker" />

/** The page shown for a page that cannot be fetched (client/public/offline.html, precached). */
export const OFFLINE_PAGE = '/offline.html';

/** What the gateway pushes (gateway/src/modules/push/push-payload.ts PushMessage). */
interface PushMessage {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  url: string;
  tag: string;
  at: string;
}

/** What a notification carries to its click. */
export interface NotificationTarget {
  url: string;
  id: string;
}

/**
 * The notification a push shows; null for a push that is not one of the portal's (nothing is
 * shown). Its click goes only to a path on the portal's own origin.
 */
export function notificationOf(data: PushMessageData | null): { title: string; options: NotificationOptions } | null {
  let message: Partial<PushMessage>;
  try {
    message = (data?.json() ?? {}) as Partial<PushMessage>;
  } catch {
    return null;
  }
  if (typeof message.title !== 'string' || !message.title) return null;
  const target: NotificationTarget = { url: portalPath(message.url), id: typeof message.id === 'string' ? message.id : '' };
  const at = typeof message.at === 'string' ? Date.parse(message.at) : Number.NaN;
  return {
    title: message.title,
    options: {
      body: typeof message.body === 'string' ? message.body : undefined,
      tag: typeof message.tag === 'string' && message.tag ? message.tag : undefined,
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: target,
      ...(Number.isFinite(at) ? { timestamp: at } : {}),
    } as NotificationOptions,
  };
}

/** A path on the portal's origin (`/articles/1`), else the notifications page. */
export function portalPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/notifications';
  return url;
}

/** Opens a notification's page: in a portal tab already open (brought forward), else in a new one. */
export async function openTarget(scope: ServiceWorkerGlobalScope, data: unknown): Promise<void> {
  const url = new URL(portalPath((data as Partial<NotificationTarget> | null)?.url), scope.location.origin).href;
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === scope.location.origin);
  if (tab) {
    const shown = await tab.navigate(url).catch(() => null);
    await (shown ?? tab).focus().catch(() => undefined);
    if (shown) return;
  }
  await scope.clients.openWindow(url);
}
