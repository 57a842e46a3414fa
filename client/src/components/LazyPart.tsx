import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { PartErrorBoundary } from './PartErrorBoundary';
import { pageState, settlePage } from './Ready';

/** A lazy part of the page is not shown yet: the page is not ready until the returned call. */
function holdPage(): () => void {
  pageState.partsPending += 1;
  let held = true;
  return () => {
    if (held) {
      held = false;
      pageState.partsPending -= 1;
      settlePage();
    }
  };
}

/** One LazyPart: whether its content is shown, and the page's hold while it is not. */
interface Part {
  shown: boolean;
  release: (() => void) | null;
}

/** The part is shown (or has failed, and says so): it no longer holds the page. */
function partDone(part: Part) {
  part.shown = true;
  part.release?.();
  part.release = null;
}

/** After a lazy part's content, inside its boundary: the part is shown. */
function PartShown({ part }: { part: Part }) {
  useEffect(() => partDone(part), [part]);
  return null;
}

/**
 * A Suspense boundary for a part of a page whose code loads lazily. React hydrates such a boundary
 * only once the part's code has arrived, after the page around it, and a tap on the part meanwhile
 * is lost: so the page is not ready (./Ready.tsx: html[data-ready], and a page the gateway drew
 * takes no input) until the part's content is shown. `fallback` as for Suspense; `failed` and
 * `retryKey` as `fallback` and `retryKey` of PartErrorBoundary.
 */
export function LazyPart({
  fallback = null,
  failed,
  retryKey,
  children,
}: {
  fallback?: ReactNode;
  /** Shown when the part's code cannot be fetched, instead of the alert with Try again (PartErrorBoundary). */
  failed?: ReactNode;
  /** A new value tries a failed part again. */
  retryKey?: string | number;
  children: ReactNode;
}) {
  const [part] = useState<Part>(() => ({ shown: false, release: null }));
  useEffect(() => {
    // Effects run children first: a part shown in the same commit has already said so.
    if (part.shown) return;
    part.release = holdPage();
    return () => {
      part.release?.();
      part.release = null;
    };
  }, [part]);
  // A part whose code cannot be fetched says so in its place (with Try again) and no longer holds
  // the page back.
  return (
    <PartErrorBoundary onError={() => partDone(part)} fallback={failed} retryKey={retryKey}>
      <Suspense fallback={fallback}>
        {children}
        <PartShown part={part} />
      </Suspense>
    </PartErrorBoundary>
  );
}
