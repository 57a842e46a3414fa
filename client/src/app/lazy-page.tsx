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
 * where nothing waits for it): both apps' routers
 * (./routes.tsx, ./PublicApp.tsx) make the route table's pages with it (tablePages), and load the matched page before the
 * first render, so a page whose bundle has arrived renders at once — no spinner in between, and a
 * prerendered page hydrates without suspending. `settled()` (with `subscribe`, for
 * useSyncExternalStore) tells when its first download has arrived or failed, for a page that waits
 * to show a part until its code is there (features/dashboard/DashboardPage.tsx).
 */
export function lazy<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | null = null;
  let loaded: T | null = null;
  let settled = false;
  const listeners = new Set<() => void>();
  const settle = () => {
    if (settled) return;
    settled = true;
    for (const listener of listeners) listener();
  };
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
      loading.then(settle, settle);
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
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return Object.assign(LazyPage, { preload: load, prefetch, settled: () => settled, subscribe });
}

type PageModules = Record<string, () => Promise<{ default: ComponentType<any> }>>;

/**
 * The pages of the route table (./route-table.ts), loaded on demand from `modules`: an
 * `import.meta.glob` made in this folder (its keys are paths from src/app/), so the build splits
 * each page into a bundle of its own. `pageOf('features/story/StoryPage')` is that page, one lazy
 * component per module however many addresses show it.
 */
export function tablePages(modules: PageModules) {
  const byPage = new Map(
    Object.entries(modules).map(([file, load]) => [file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/').replace(/\.tsx$/, ''), load]),
  );
  const made = new Map<string, ReturnType<typeof lazy>>();
  return function pageOf(page: string) {
    const load = byPage.get(page);
    if (!load) throw new Error(`The route table names ${page}, which is not among this app's page modules`);
    let Page = made.get(page);
    if (!Page) made.set(page, (Page = lazy(load)));
    return Page;
  };
}
