import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/*
 * "The page has drawn its first data" (issue #12): the top bar's extras (the bell, invitations)
 * wait for it, so on a phone the first seconds' network and main thread go to the page itself —
 * its code, its queries, its largest element — and the extras' code and queries come right after.
 *
 * A query read with useSlicedFirstData inside the page's region (<FirstContentScope>, the members'
 * layout's <main>) reports when its first data is on screen; the top bar's own queries, outside the
 * region, do not. A page with no such query lets the extras load after a short wait.
 */
const Report = createContext<(() => void) | null>(null);

let shown = false;
const listeners = new Set<() => void>();

function report() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Around the page's content: the queries read in it report their first data. */
export function FirstContentScope({ children }: { children: ReactNode }) {
  return <Report.Provider value={report}>{children}</Report.Provider>;
}

/** Called by useSlicedFirstData once a query's first data is on screen. */
export function useReportFirstContent(): (() => void) | null {
  return useContext(Report);
}

/** For a page with no data to wait for: its first content is on screen once it has been drawn. */
export function useNoFirstData(): void {
  const report = useContext(Report);
  useEffect(() => report?.(), [report]);
}

/**
 * True once the page has drawn its first data, or `maxWaitMs` after mounting, whichever is first.
 * The change is a transition: what it mounts (the extras, their lazily loaded code, the phone's
 * drawer) is rendered in slices that give way to input, not in one long task right after the page
 * has hydrated.
 */
export function useFirstContentShown(maxWaitMs: number): boolean {
  const [ready, setReady] = useState(shown);
  useEffect(() => {
    if (ready) return;
    const done = () => startTransition(() => setReady(true));
    listeners.add(done);
    const timer = setTimeout(done, maxWaitMs);
    return () => {
      listeners.delete(done);
      clearTimeout(timer);
    };
  }, [ready, maxWaitMs]);
  return ready;
}

/** A part loaded on demand (./lazy-page.tsx): its code can be fetched ahead of its first render. */
interface PreloadablePart {
  preload: () => Promise<unknown>;
}

/**
 * How many of `parts` may be mounted: none until `ready`; then, once all their code has arrived
 * (or failed to: a part's error boundary then shows it), one more per commit, each commit in a task
 * of its own. Mounted together, the top bar's extras were one commit of ~60 ms on this machine's
 * phone-speed runs (their styles inserted, their first queries sent: ~130 ms at 4× slowdown) that
 * React started from its Suspense reveal timer, not in the slices a transition gets — what mounts
 * a part whose code has arrived renders it at once, without suspending.
 */
export function useOneAtATime(ready: boolean, parts: readonly PreloadablePart[]): number {
  const [loaded, setLoaded] = useState(false);
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (!ready || loaded) return;
    let live = true;
    void Promise.allSettled(parts.map((part) => part.preload())).then(() => {
      if (live) startTransition(() => setLoaded(true));
    });
    return () => {
      live = false;
    };
  }, [ready, loaded, parts]);
  useEffect(() => {
    if (!loaded || mounted >= parts.length) return;
    const timer = setTimeout(() => startTransition(() => setMounted((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [loaded, mounted, parts.length]);
  return mounted;
}
