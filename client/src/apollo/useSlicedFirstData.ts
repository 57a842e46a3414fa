import { startTransition, useEffect, useState } from 'react';
import { useReportFirstContent } from '../app/first-content';

/**
 * A query's result, with its first data rendered in the background (issue #12, Total Blocking
 * Time on a phone).
 *
 * Apollo Client delivers results through useSyncExternalStore, whose updates React always renders
 * synchronously: when a page's data arrives, the whole page (cards, lists, MUI styles) is rendered
 * in one long task, and on a phone nothing else can run until it ends. With this hook the render in
 * which the data arrives still shows the loading state (cheap: skeletons), and the data itself is
 * rendered right after as a transition, which React splits into slices of a few milliseconds.
 *
 * Only the first data is deferred: once it is on screen, later results (a vote, a follow, a
 * refetch) render at once as before. Data that is already there when the component mounts (from
 * the cache, on navigating back) is shown in the first render, without waiting.
 *
 * Inside the page's region (app/first-content.tsx) it also reports when the first data is on
 * screen, which the top bar's extras wait for.
 */
export function useSlicedFirstData<R extends { data?: unknown; loading: boolean }>(result: R): R {
  const hasData = result.data !== undefined;
  // Once true, true for good: only the first data waits for a background render.
  const [shown, setShown] = useState(hasData);
  const reportFirstContent = useReportFirstContent();
  useEffect(() => {
    if (hasData && !shown) startTransition(() => setShown(true));
    if (shown && hasData) reportFirstContent?.();
  }, [hasData, shown, reportFirstContent]);
  if (shown || !hasData) return result;
  return { ...result, data: undefined, loading: true };
}
