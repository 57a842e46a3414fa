import createCache, { type EmotionCache } from '@emotion/cache';

/** The emotion cache key on both sides: the class names of a drawn page are the browser's. */
export const EMOTION_CACHE_KEY = 'css';

/**
 * The attribute of the <style> tags that carry a drawn page's styles (prerender/emotion-styles.ts):
 * `css id id …`, as emotion's own `data-emotion` would say it. Not emotion's attribute, so that its
 * caches leave the tags where they are (see below).
 */
export const DRAWN_STYLES_ATTRIBUTE = 'data-drawn-styles';

/**
 * The browser's emotion cache for a page drawn by the gateway or prerendered (issue #12), which
 * knows the styles the page arrived with: hydration does not serialize and insert them again.
 *
 * Emotion can adopt such styles itself, from `<style data-emotion="css …">` tags, but it adopts
 * them by moving each tag to the end of <head>, twice (once when @emotion/react is imported, once
 * when the cache takes the tags over): every move takes a stylesheet out of the document and puts
 * it back, and the browser recomputes every element's style — on a phone, a long task as the app
 * starts. Here the tags stay where the server put them and only their ids are read.
 */
export function drawnPageEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  for (const tag of document.querySelectorAll(`style[${DRAWN_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (tag.getAttribute(DRAWN_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== EMOTION_CACHE_KEY) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * Whether the page arrived with its global styles (CssBaseline's), which the server sends as
 * `<style data-drawn-styles="css-global …">` (prerender/emotion-styles.ts). They stay in <head> for
 * the life of the page: nothing takes them over or removes them.
 */
export function pageArrivedWithGlobalStyles(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`style[${DRAWN_STYLES_ATTRIBUTE}^="${EMOTION_CACHE_KEY}-global "]`) !== null
  );
}
