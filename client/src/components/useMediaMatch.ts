import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/**
 * Whether a media query matches: `undefined` while rendering on the server, while hydrating what
 * the server drew (which cannot know the screen) and in a component's first render, true or false
 * from then on. Markup that differs by screen size is drawn for both sizes and told apart with CSS
 * while it is `undefined`, so a page drawn by the gateway hydrates without a difference and without
 * moving (issue #12).
 *
 * The real answer comes in a background render (useDeferredValue's initial value), which React
 * renders in slices: useSyncExternalStore would force a synchronous render of the whole layout
 * right after hydrating (one ~200 ms task on a phone-speed CPU, measured).
 */
export function useMediaMatch(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean | null>(() => (typeof window === 'undefined' ? null : window.matchMedia(query).matches));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  // null (not undefined, which React takes as "no initial value") until the background render.
  return useDeferredValue(matches, null) ?? undefined;
}
