/**
 * What this browser can do about web push, read where the settings draw the switch:
 * - `available`: it has a service worker, PushManager and Notification, and the site is not blocked;
 * - `install`: an iPhone or iPad whose browser delivers web push only to the portal installed on the
 *   Home Screen (Safari 16.4+ exposes PushManager only there);
 * - `unsupported`: no web push at all;
 * - `blocked`: the member (or a policy) denied notifications for the site; only the browser's
 *   settings can undo that, no prompt can.
 */
export type PushSupport = 'available' | 'install' | 'unsupported' | 'blocked';

/** An iPhone, iPod or iPad, including iPadOS, whose Safari says it is a Mac (but has a touch screen). */
export function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /\b(iPhone|iPad|iPod)\b/u.test(userAgent) || (/\bMacintosh\b/u.test(userAgent) && maxTouchPoints > 1);
}

/** Opened from the Home Screen (iOS's `navigator.standalone`) or as an installed app elsewhere. */
export function isInstalled(): boolean {
  return (navigator as { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function hasWebPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Read in the browser only (the server that draws a page knows nothing of the device). */
export function pushSupport(): PushSupport {
  if (!hasWebPush()) return isAppleMobile() && !isInstalled() ? 'install' : 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}
