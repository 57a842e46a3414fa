import { useEffect } from 'react';

/**
 * Marks <html data-ready="true"> once the page is interactive (hydrated or rendered). Placed beside
 * the app in both the browser's tree (boot.tsx) and the prerendered one (prerender/render.tsx), so
 * the two trees keep the same shape (and React's generated ids match). End-to-end tests wait for it.
 */
export function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}
