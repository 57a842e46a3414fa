import { useEffect } from 'react';

/**
 * Marks <html data-ready="true"> once the page is interactive (hydrated or rendered), and lets a
 * member page the gateway drew take input (main.tsx holds it `inert` until then). Placed beside the
 * app in both the browser's tree (boot.tsx) and the prerendered one (prerender/render.tsx), so the
 * two trees keep the same shape (and React's generated ids match). End-to-end tests wait for it.
 */
export function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    if (root?.dataset.ssr !== undefined) root.removeAttribute('aria-hidden');
  }, []);
  return null;
}
