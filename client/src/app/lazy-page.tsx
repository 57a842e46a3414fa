import { lazy as reactLazy, useState, type ComponentProps, type ComponentType } from 'react';

/** What makes each lazy component whose download failed try again on its next mount. */
const failedLoads = new Set<() => void>();

/** Try again after a failed download (components/PartErrorBoundary.tsx): the next mounts load again. */
export function retryFailedLoads(): void {
  for (const retry of failedLoads) retry();
  failedLoads.clear();
}

/**
 * A page loaded on demand that can also be loaded ahead (`Page.preload()`, or `Page.prefetch()`
 * where nothing waits for it): both apps' route tables
 * (./routes.tsx, ./PublicApp.tsx) declare their pages with it, and load the matched page before the
 * first render, so a page whose bundle has arrived renders at once — no spinner in between, and a
 * prerendered page hydrates without suspending.
 */
export function lazy<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | null = null;
  let loaded: T | null = null;
  const load = () => {
    if (!loading) {
      loading = factory().then((module) => {
        loaded = module.default;
        return module;
      });
      // A failed download (offline) is tried again by the next call. React.lazy keeps its first
      // outcome, failure included, so a render keeps failing until Try again
      // (components/PartErrorBoundary.tsx) gives the next mount a fresh one — not at once, which
      // would retry in a loop while the network is down.
      loading.catch(() => {
        loading = null;
        failedLoads.add(renew);
      });
    }
    return loading;
  };
  const renew = () => {
    Lazy = reactLazy(load);
  };
  let Lazy = reactLazy(load);
  // Once loaded, the page itself; before, React.lazy (which always suspends on its first render).
  // Chosen once per mount, so a page never remounts when its bundle arrives.
  function LazyPage(props: ComponentProps<T>) {
    const [Page] = useState<ComponentType<any>>(() => loaded ?? Lazy);
    return <Page {...props} />;
  }
  // `prefetch`: load ahead of use (on hover, focus, when idle) — a failure then is not an error of
  // its own: it shows, in the part's boundary, if the part is rendered while the code is missing.
  const prefetch = () => void load().catch(() => undefined);
  return Object.assign(LazyPage, { preload: load, prefetch });
}
