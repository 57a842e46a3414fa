import { useEffect } from 'react';
import { pageTitle } from '../app/brand';

/** The title the last rendered page asked for, while prerendering (see prerender/render.tsx). */
let serverTitle: string | undefined;

/** Sets the browser tab title for the current screen. */
export function usePageTitle(title?: string) {
  // Prerendering runs no effects: the page's title is recorded for its <title> instead.
  if (import.meta.env.SSR) serverTitle = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** The title recorded by the page just prerendered (then forgotten), if it set one. */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}
