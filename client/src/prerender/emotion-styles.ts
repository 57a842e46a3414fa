import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';
import { DRAWN_STYLES_ATTRIBUTE } from '../app/drawn-styles';

type EmotionServer = ReturnType<typeof createEmotionServer>;

/** Emotion's name for a @keyframes rule (its `keyframes` helper): referenced from class rules. */
const isKeyframes = (id: string) => id.startsWith('animation-');

/**
 * The <style> tags for a page drawn on the server (public pages at build time, member pages by the
 * gateway), which the browser's emotion cache then knows without inserting them again
 * (app/drawn-styles.ts):
 *
 * - the styles its HTML uses (emotion's critical CSS), with the @keyframes they name;
 * - the styles those were composed from. A styled component that wraps another (MUI's AppBar wraps
 *   Paper, every `sx`) serializes its own styles first, then the inner one merges them into the
 *   class the element gets. Only that class is in the HTML, so emotion's extraction leaves the
 *   first out, and the browser, hydrating the same tree, serialized and inserted every one of them
 *   again (on /stories 130 rules, parsed during hydration: tens of milliseconds on a phone). A style
 *   is sent as one of these when its text is part of a class the HTML uses, so only styles the page
 *   drew are sent; the text repeats the page's own, which compression all but removes;
 * - global styles (CssBaseline's), marked with their key, `css-global`. The browser's app does not
 *   render its baseline again on such a page (app/Baseline.tsx): emotion's Global would have taken
 *   the tag over by moving it to the end of <head>, and the browser restyles the whole page when a
 *   stylesheet moves (17–26 ms on a drawn dashboard in Lighthouse's traces on a 2-core
 *   machine, four times that in its simulation of a phone).
 */
export function pageStyleTags(emotion: EmotionServer, cache: EmotionCache, html: string): string {
  const chunks = emotion.extractCriticalToChunks(html).styles;
  const regular = chunks.filter((chunk) => chunk.key === cache.key);
  const used = new Set(regular.flatMap((chunk) => chunk.ids));
  const usedStyles = [...used].map((id) => cache.registered[`${cache.key}-${id}`] ?? '');
  const composed = Object.keys(cache.inserted).filter((id) => {
    const styles = cache.registered[`${cache.key}-${id}`];
    const css = cache.inserted[id];
    return !used.has(id) && typeof css === 'string' && css !== '' && styles !== undefined && usedStyles.some((s) => s.includes(styles));
  });
  const others = chunks.filter((chunk) => chunk.key !== cache.key);
  const keyframes = others.filter((chunk) => chunk.ids.every(isKeyframes));
  const globals = others.filter((chunk) => !chunk.ids.every(isKeyframes));
  const drawn = [...keyframes, ...regular, { ids: composed, css: composed.map((id) => cache.inserted[id] as string).join('') }];
  // Globals under their own key, everything else (its @keyframes too) under the cache's.
  return [...globals, ...drawn.map((chunk) => ({ ...chunk, key: cache.key }))]
    .filter((chunk) => chunk.css !== '')
    .map((chunk) => `<style ${DRAWN_STYLES_ATTRIBUTE}="${chunk.key} ${chunk.ids.join(' ')}">${chunk.css}</style>`)
    .join('');
}
