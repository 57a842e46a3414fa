import { useEffect } from 'react';

/*
 * When a page is ready for input. <html data-ready="true"> says so (end-to-end tests and the
 * Lighthouse harness wait for it), and a member page the gateway drew, held `inert` by main.tsx
 * until then, takes taps, keys and focus from that moment.
 *
 * A page rendered in the browser is ready when the app's first render commits (`Ready`). A page
 * drawn on the server or at build time is ready only when the page itself has hydrated: React
 * hydrates the frame outside a Suspense boundary first and commits it, and hydrates each boundary
 * (the layouts' one holding the page) in a later, lower-priority pass. Until then the page's
 * buttons do nothing and what is typed into its fields is replaced when they hydrate — the
 * access-request reason a member had typed arrived empty. So the layouts place `PageReady` after
 * the page, inside their Suspense boundary, and a screen that fails (RouteErrorBoundary) marks
 * the page ready itself. A part of a page loaded lazily inside a boundary of its own (the
 * dashboard's invitations, Access Denied's request form) hydrates later still, once its code has
 * arrived: such parts are wrapped in `LazyPart`, and the page is ready when they are shown too.
 */

/** Whether the page has hydrated (PageReady), and how many of its lazy parts are not shown yet (./LazyPart.tsx). */
export const pageState = { shown: false, partsPending: 0 };

/** Marks the page ready once it and its lazy parts are shown. */
export function settlePage(): void {
  if (pageState.shown && pageState.partsPending === 0) markPageReady();
}

/** A CSS selector for the document once the page is ready: styles that should wait for it (`${PAGE_READY} &`). */
export const PAGE_READY = 'html[data-ready]';

/** Whether the page has been marked ready (<html data-ready>); false where there is no document (the server). */
export function pageMarkedReady(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.ready !== undefined;
}

/** Marks the page ready: <html data-ready>, and a held page takes input. Idempotent. */
export function markPageReady(): void {
  document.documentElement.dataset.ready = 'true';
  // main.tsx holds a drawn page until it is hydrated (app/after-first-paint.ts lets it go should the code not arrive).
  const root = document.getElementById('root');
  if (root?.inert) root.inert = false;
  if (root?.dataset.ssr !== undefined) root.removeAttribute('aria-hidden');
}

/**
 * Beside the app at its root, in the browser's tree (boot.tsx, public-boot.tsx) and the
 * prerendered one (prerender/*.tsx), so the two trees keep the same shape (and React's generated
 * ids match). `hydrating`: the app hydrates a page drawn before it ran (by the gateway, or
 * prerendered at build time) rather than rendering it. Renders nothing.
 */
export function Ready({ hydrating = false }: { hydrating?: boolean }) {
  useEffect(() => {
    // A hydrated page is marked by its layout's PageReady (and boot.tsx lets a held one go after a
    // while should none ever run).
    if (!hydrating) markPageReady();
  }, [hydrating]);
  return null;
}

/**
 * After the page inside a layout's Suspense boundary: marks the page ready once it has hydrated (or
 * rendered), after every effect of that commit has run. `onShown` runs first, at the same moment:
 * the members' layout ends its cache preference there (app/useCacheFirstUntilHydrated.ts), so the
 * first action taken uses each query's own policy. Renders nothing.
 */
export function PageReady({ onShown }: { onShown?: () => void }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      onShown?.();
      pageState.shown = true;
      settlePage();
    }, 0);
    return () => clearTimeout(timer);
  }, [onShown]);
  return null;
}
