import sanitizeHtml from 'sanitize-html';
import { SANITIZE_OPTIONS } from '../ingest/article/extract.js';
import type { ImageRef } from './image.types.js';

/**
 * The pictures inside an article's (or a tip's) extracted text. The text is stored as extracted,
 * its `<img src>` naming the source's host; the portal's CSP lets the browser load pictures only
 * from the portal itself, so every read hands out the text with each picture replaced by the
 * store's copy (image-store.ts): `src` and `srcset` on `/media/`, the stored size as `width` and
 * `height` (no jump while it loads). A picture the store does not hold — not fetched yet, or
 * refused — is left out, and so is a `<picture>` or `<figure>` (caption included) that held only
 * pictures left out: no broken icon, no gap.
 */

/** Pictures of one text that are stored and shown; the rest are left out. */
export const MAX_INLINE_IMAGES = 40;
/** The article column is at most ~720 px wide; phones use the full width. */
const SIZES = '(max-width: 760px) 100vw, 720px';

/** The source URLs of the pictures in stored article HTML, in order, without repeats. */
export function inlineImageSources(html: string | null | undefined): string[] {
  if (!html || !html.includes('<img')) return [];
  const found = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag(name, attribs) {
      if (name === 'img' && attribs.src && found.size < MAX_INLINE_IMAGES) found.add(attribs.src);
    },
  });
  return [...found];
}

const IMG_ATTRIBUTES = ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'];

/** The HTML with each picture served by the portal (`images`: source URL → stored copy or null). */
export function withPortalImages(html: string, images: ReadonlyMap<string, ImageRef | null>): string {
  /** Open figures: whether each held a picture, and whether one of them is kept. */
  const figures: { pictures: number; kept: number }[] = [];
  let closedFigure: { pictures: number; kept: number } | undefined;
  const stored = (src: string | undefined) => (src ? (images.get(src) ?? null) : null);

  return sanitizeHtml(html, {
    ...SANITIZE_OPTIONS,
    allowedAttributes: { ...SANITIZE_OPTIONS.allowedAttributes, img: IMG_ATTRIBUTES },
    transformTags: {
      ...SANITIZE_OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const image = stored(attribs.src);
        if (!image) return { tagName, attribs: {} };
        const out: Record<string, string> = { src: image.src, loading: 'lazy', decoding: 'async' };
        if (image.srcSet) {
          out.srcset = image.srcSet;
          out.sizes = SIZES;
        }
        if (image.width && image.height) {
          out.width = String(image.width);
          out.height = String(image.height);
        }
        if (attribs.alt !== undefined) out.alt = attribs.alt;
        if (attribs.title) out.title = attribs.title;
        return { tagName, attribs: out };
      },
    },
    onOpenTag(name, attribs) {
      if (name === 'figure') figures.push({ pictures: 0, kept: 0 });
      else if (name === 'img') {
        const figure = figures.at(-1);
        if (figure) {
          figure.pictures += 1;
          if (stored(attribs.src)) figure.kept += 1;
        }
      }
    },
    onCloseTag(name) {
      if (name === 'figure') closedFigure = figures.pop();
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return !frame.attribs.src;
      if (frame.tag === 'picture') return frame.mediaChildren.length === 0;
      if (frame.tag === 'figure') return closedFigure !== undefined && closedFigure.pictures > 0 && closedFigure.kept === 0;
      return false;
    },
  }).trim();
}
