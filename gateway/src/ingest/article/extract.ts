import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import keywordExtractor from 'keyword-extractor';
import parseSrcset from 'parse-srcset';
import sanitizeHtml from 'sanitize-html';
import { canonicalUrl } from './canonical-url.js';

/**
 * Article extraction from a fetched HTML page:
 * - title, site name (publication), published date and readable content from Mozilla Readability
 *   (the Firefox Reader View engine) on a jsdom document, with DOM-read fallbacks for the date
 *   (itemprop=datePublished, <time datetime>, common publisher meta tags);
 * - main image from the page's Open Graph / Twitter card / JSON-LD declarations;
 * - canonical URL from og:url / link rel=canonical (same-site only) else the fetched URL;
 * - content HTML sanitized with an allow-list (sanitize-html) before it is stored;
 * - tags: the page's own keywords (article:tag, news_keywords, keywords), completed with keywords
 *   extracted from title and text (keyword-extractor stop-word lists, ranked by frequency).
 * A page without a usable title gets "host/path" of its URL.
 */
export interface ExtractedArticle {
  title: string;
  publication: string | null;
  publishedAt: Date | null;
  imageUrl: string | null;
  content: string | null;
  canonicalUrl: string;
  tags: string[];
  lang: string | null;
}

export const MAX_TAGS = 5;
const MAX_TITLE = 500;

/** Allow-list for article HTML: structure, emphasis, links, images, tables; no scripts, styles, handlers or iframes. */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'q', 'cite', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'em', 'strong', 'b', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
    'a', 'img', 'figure', 'figcaption', 'picture', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
    'abbr', 'time', 'span', 'div', 'section', 'article',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    time: ['datetime'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    img: (tagName, attribs) => ({ tagName, attribs: attribs.src ? attribs : { ...attribs, src: pictureFromSrcset(attribs.srcset) ?? '' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};
// rel/target are added by the transform above; let them through.
(SANITIZE_OPTIONS.allowedAttributes as Record<string, string[]>).a.push('rel', 'target');

/** A responsive picture without `src` (lazy-loading pages): its widest candidate up to 2000 px, else its narrowest. */
function pictureFromSrcset(srcset: string | undefined): string | null {
  const widths = parseSrcset(srcset ?? '').map((c) => ({ url: c.url, w: c.w ?? (c.d ?? 1) * 1000 }));
  const fitting = widths.filter((c) => c.w <= 2000).sort((a, b) => b.w - a.w);
  return (fitting[0] ?? widths.sort((a, b) => a.w - b.w)[0])?.url ?? null;
}

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** "host/path" of a URL: the title of a page that has none. */
export function fallbackTitle(url: string): string {
  const u = new URL(url);
  const path = decodeURIComponent(u.pathname).replace(/\/+$/, '');
  return (u.hostname.replace(/^www\./, '') + path).slice(0, MAX_TITLE);
}

const clean = (s: string | null | undefined): string | null => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

/**
 * A publication date from what pages put in their metadata: ISO-8601 (with or without offset;
 * without one it is read as UTC), "YYYY-MM-DD hh:mm:ss", compact "YYYYMMDD[hhmmss]" (nytimes
 * pdate/ptime), or anything Date understands. Implausible years are dropped.
 */
export function parsePublishedDate(raw: string | null | undefined): Date | null {
  const s = raw?.trim();
  if (!s) return null;
  let d: Date | null = null;
  const compact = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?$/.exec(s);
  if (compact) {
    const [, y, mo, da, h = '00', mi = '00', se = '00'] = compact;
    d = new Date(`${y}-${mo}-${da}T${h}:${mi}:${se}Z`);
  } else {
    const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(s);
    if (iso) {
      const [, date, time = '00:00:00', frac = '', zone] = iso;
      const ms = frac ? '.' + frac.slice(1, 4).padEnd(3, '0') : '';
      const offset = !zone ? 'Z' : zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
      d = new Date(`${date}T${time.length === 5 ? time + ':00' : time}${ms}${offset}`);
    } else {
      d = new Date(s);
    }
  }
  if (!d || Number.isNaN(d.getTime())) return null;
  const year = d.getUTCFullYear();
  return year >= 1990 && year <= new Date().getUTCFullYear() + 1 ? d : null;
}

function metaContent(doc: Document, selectors: string[]): string | null {
  for (const sel of selectors) {
    for (const el of doc.querySelectorAll(sel)) {
      const v = clean(el.getAttribute('content') ?? el.getAttribute('datetime') ?? el.getAttribute('href') ?? el.getAttribute('src'));
      if (v) return v;
    }
  }
  return null;
}

/** JSON-LD objects of the page (graphs flattened); malformed blocks are skipped. */
function jsonLd(doc: Document): Record<string, any>[] {
  const out: Record<string, any>[] = [];
  const visit = (v: any) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      out.push(v);
      if (v['@graph']) visit(v['@graph']);
    }
  };
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(s.textContent ?? ''));
    } catch {
      /* not JSON: ignore */
    }
  }
  return out;
}

const ARTICLE_TYPES = /Article|BlogPosting|NewsArticle|Report|WebPage/i;

function ldImage(items: Record<string, any>[]): string | null {
  for (const it of items) {
    if (!ARTICLE_TYPES.test(String(it['@type'] ?? ''))) continue;
    const img = it.image ?? it.thumbnailUrl;
    const pick = (v: any): string | null =>
      typeof v === 'string' ? v : Array.isArray(v) ? pick(v[0]) : v && typeof v === 'object' ? (v.url ?? v.contentUrl ?? null) : null;
    const u = pick(img);
    if (u) return u;
  }
  return null;
}

function absoluteHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const u = new URL(value, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

type KeywordLanguage = NonNullable<NonNullable<Parameters<typeof keywordExtractor.extract>[1]>['language']>;
/** Stop-word lists keyword-extractor has, by ISO 639-1 code. */
const KEYWORD_LANGS = new Set<string>(['ar', 'cs', 'da', 'de', 'en', 'es', 'fa', 'fr', 'gl', 'it', 'ko', 'nl', 'pl', 'pt', 'ro', 'ru', 'sv', 'tr', 'vi']);

export function generateTags(title: string, text: string, declared: string[], lang: string | null): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (t: string) => {
    const tag = t.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, 50);
    if (tag.length < 2 || tag === 'null' || tag === 'undefined' || seen.has(tag) || tags.length >= MAX_TAGS) return;
    seen.add(tag);
    tags.push(tag);
  };
  for (const d of declared) add(d);
  if (tags.length >= MAX_TAGS) return tags;
  const code = (lang ?? 'en').slice(0, 2).toLowerCase();
  const language = (KEYWORD_LANGS.has(code) ? code : 'en') as KeywordLanguage;
  const words = (s: string) =>
    keywordExtractor.extract(s, { language, remove_digits: true, return_changed_case: true, remove_duplicates: false }) as string[];
  const score = new Map<string, number>();
  const bump = (w: string, by: number) => {
    const k = w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (k.length < 4 || /^\p{N}+$/u.test(k)) return;
    score.set(k, (score.get(k) ?? 0) + by);
  };
  for (const w of words(title)) bump(w, 3);
  for (const w of words(text.slice(0, 20_000))) bump(w, 1);
  const ranked = [...score.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [w] of ranked) add(w);
  return tags;
}

/**
 * The content type jsdom decodes the page with. A charset from the server wins (as in browsers);
 * without one, bytes that are valid UTF-8 are read as UTF-8 — jsdom would otherwise look for a
 * <meta charset> only in the first 1024 bytes and fall back to windows-1252, garbling pages that
 * declare UTF-8 further down — and anything else is left to jsdom's standard sniffing.
 */
function documentContentType(body: Buffer | string, header: string): string {
  const type = /html/i.test(header) ? header : 'text/html';
  if (typeof body === 'string' || /charset=/i.test(type)) return type;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return `${type.split(';')[0]}; charset=utf-8`;
  } catch {
    return type;
  }
}

export function extractArticle(html: Buffer | string, pageUrl: string, contentType = 'text/html'): ExtractedArticle {
  const virtualConsole = new VirtualConsole();
  const dom = new JSDOM(html, { url: pageUrl, contentType: documentContentType(html, contentType), virtualConsole });
  const doc = dom.window.document;
  try {
    // Read the declarations before Readability, which rewrites the document.
    const ld = jsonLd(doc);
    const ogUrl = metaContent(doc, ['meta[property="og:url"]', 'meta[name="og:url"]']);
    const linkCanonical = doc.querySelector('link[rel~="canonical"]')?.getAttribute('href') ?? null;
    const image =
      absoluteHttpUrl(
        metaContent(doc, [
          'meta[property="og:image"]',
          'meta[property="og:image:url"]',
          'meta[property="og:image:secure_url"]',
          'meta[name="og:image"]',
          'meta[name="twitter:image"]',
          'meta[property="twitter:image"]',
          'meta[name="twitter:image:src"]',
          'meta[itemprop="image"]',
          'link[rel="image_src"]',
        ]),
        pageUrl,
      ) ?? absoluteHttpUrl(ldImage(ld), pageUrl);
    const fallbackDate = metaContent(doc, [
      'meta[property="article:published_time"]',
      'meta[itemprop="datePublished"]',
      'time[itemprop="datePublished"]',
      'meta[name="pubdate"]',
      'meta[name="publishdate"]',
      'meta[name="publish-date"]',
      'meta[name="parsely-pub-date"]',
      'meta[name="sailthru.date"]',
      'meta[name="dc.date.issued"]',
      'meta[name="DC.date.issued"]',
      'meta[name="date"]',
      'meta[name="ptime"]',
      'meta[name="pdate"]',
      'meta[property="og:published_time"]',
    ]);
    const ldDate = ld.find((it) => ARTICLE_TYPES.test(String(it['@type'] ?? '')) && it.datePublished)?.datePublished;
    const declaredTags = [
      ...[...doc.querySelectorAll('meta[property="article:tag"]')].map((m) => m.getAttribute('content') ?? ''),
      ...(metaContent(doc, ['meta[name="news_keywords"]', 'meta[name="keywords"]']) ?? '').split(','),
    ].filter((t) => t.trim() && t.trim().length <= 50);
    const docTitle = clean(doc.title);
    const htmlLang = clean(doc.documentElement.getAttribute('lang'));

    let parsed: ReturnType<Readability['parse']> = null;
    try {
      parsed = new Readability(doc, { charThreshold: 250, maxElemsToParse: 60_000 }).parse();
    } catch {
      // An unreadable body still leaves the metadata read above and the page title.
    }
    const title = (clean(parsed?.title) ?? docTitle ?? fallbackTitle(pageUrl)).slice(0, MAX_TITLE);
    const content = parsed?.content ? sanitizeContent(parsed.content) : '';
    const text = clean(parsed?.textContent) ?? '';
    const lang = clean(parsed?.lang) ?? htmlLang;
    return {
      title,
      publication: clean(parsed?.siteName),
      publishedAt: parsePublishedDate(parsed?.publishedTime) ?? parsePublishedDate(typeof ldDate === 'string' ? ldDate : null) ?? parsePublishedDate(fallbackDate),
      imageUrl: image,
      content: content || null,
      canonicalUrl: canonicalUrl(pageUrl, [ogUrl, linkCanonical]),
      tags: generateTags(title, text, declaredTags, lang),
      lang,
    };
  } finally {
    dom.window.close();
  }
}
