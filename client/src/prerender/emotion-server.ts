import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '../app/emotion-cache';

/**
 * The emotion side of drawing one page on the server (MUI's server-rendering guide): a cache for
 * the render, and the `<style data-emotion>` tags of the styles the finished HTML uses.
 */
export function pageEmotion() {
  const cache = createEmotionCache();
  const server = createEmotionServer(cache);
  return { cache, styleTags: (html: string) => server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}
