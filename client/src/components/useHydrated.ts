import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while the browser hydrates it, true once the page's code is
 * running (at once for pages rendered in the browser). Prerendered forms keep their submit button
 * disabled until then: submitted natively, before the app could handle it, a form would send its
 * fields to the server in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
