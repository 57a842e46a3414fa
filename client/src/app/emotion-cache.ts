import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The emotion cache of one render, as MUI's server-rendering guide has it: a new one for every
 * page drawn on the server (the gateway's member pages, the prerendered public pages) and one in
 * the browser, under the same key. The server sends the styles the page used as emotion's
 * `<style data-emotion="css …">` tags (prerender/render.tsx, prerender/member-render.tsx); the
 * browser's cache, created with the same key, takes them over as it starts, so hydration inserts
 * nothing the page arrived with.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}
