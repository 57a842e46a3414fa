/**
 * Runs `load` (an app's import()) once the page's first contentful paint is on screen, having
 * preloaded the chunks the build lists in #root's data-modules (client/scripts/prerender.ts), so
 * they download side by side instead of one after another as the app imports them.
 *
 * Why after the paint: the browser reports it (Paint Timing) once the frame has been presented,
 * which on a slow device comes well after the frame was produced. Fetching the app's code earlier
 * let its download race the paint, and Lighthouse's simulation then counted ~140 KB of JavaScript
 * as needed for the first paint (the landing page's LCP 2.2–2.4 s instead of 1.4 s). A browser
 * without Paint Timing, or a page that reports none within a second, goes on after a frame.
 *
 * Should the code not arrive (offline), a page held inert until hydrated (main.tsx) becomes usable
 * as it is: its links work as links.
 */
export function afterFirstPaint(root: HTMLElement, load: () => Promise<unknown>, preload = true): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    const files = preload ? (root.dataset.modules ?? '').split(' ').filter(Boolean) : [];
    document.head.append(...files.map((file) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href: `/${file}`, crossOrigin: '' })));
    load().catch(() => {
      root.inert = false;
      root.removeAttribute('aria-hidden');
    });
  };
  const reportsPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const observer = reportsPaint
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      })
    : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(start, reportsPaint ? 1000 : 0));
}

/**
 * Each step's modules evaluated in a task of its own, in order, then `last`'s: a large module graph
 * imported at once is evaluated in one long task (docs/decisions/0107-the-member-app-starts-in-steps.md).
 */
export async function inSteps<T>(steps: Array<() => Promise<unknown>>, last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return last();
}
