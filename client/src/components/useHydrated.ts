import { useState, useSyncExternalStore } from 'react';
import { pageMarkedReady } from './Ready';

/** Nothing to listen to: the value is read again on each render. */
export const noSubscription = () => () => {};

/**
 * A value only the browser can read (storage, the address, what has loaded), read on each render;
 * `whileHydrating` in a page rendered ahead (prerendered or drawn by the portal) and while the
 * browser hydrates it, so the first render matches the HTML and React does not draw the page again.
 */
export function useBrowserSnapshot<T>(read: () => T, whileHydrating: T): T {
  return useSyncExternalStore(noSubscription, read, () => whileHydrating);
}

/**
 * False in the prerendered HTML and while the browser hydrates it, true once the page's code is
 * running (at once for pages rendered in the browser). Prerendered forms keep their submit button
 * disabled until then: submitted natively, before the app could handle it, a form would send its
 * fields to the server in the URL.
 */
export function useHydrated(): boolean {
  return useBrowserSnapshot(() => true, false);
}

/**
 * True for a component first rendered on the server, or as the browser hydrates a page the portal
 * drew (until the page is marked ready, components/Ready.tsx), for the component's whole life;
 * false for one the browser rendered itself (after a link was followed, on a page not drawn).
 */
export function useDrawnPage(): boolean {
  const [drawn] = useState(
    () => typeof document === 'undefined' || (document.getElementById('root')?.dataset.ssr !== undefined && !pageMarkedReady()),
  );
  return drawn;
}
