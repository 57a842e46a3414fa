/*
 * The server already sanitizes article HTML with an allow-list; this second pass keeps the page
 * safe even if something unsanitized ever reaches it (old rows, a future code path). DOMParser
 * documents are inert: nothing in them runs or loads while we walk them.
 */
export const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark', 'ol',
  'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'time', 'tr', 'u', 'ul',
]);
/** Dropped with everything inside them; other unknown tags are unwrapped (their text is kept). */
export const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'head', 'title', 'link', 'meta', 'base']);
export const ALLOWED_ATTRS: Record<string, string[]> = {
  a: ['href', 'title'],
  // The gateway hands out pictures from its own /media (srcset, sizes), lazily loaded.
  img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  time: ['datetime'],
  blockquote: ['cite'],
  q: ['cite'],
};
const URL_ATTRS = new Set(['href', 'src', 'cite']);

/** Every candidate of a srcset is one of the portal's own paths. */
function safeSrcset(value: string): boolean {
  return value.split(/,\s+/).every((candidate) => candidate.trim().startsWith('/') && !candidate.trim().startsWith('//'));
}

function safeUrl(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('/') || v.startsWith('#')) return true;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

function clean(node: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) continue; // text
    if (child.nodeType !== 1) {
      child.remove();
      continue;
    }
    const el = child as Element;
    const tag = el.tagName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      el.remove();
      continue;
    }
    clean(el, doc);
    if (!ALLOWED_TAGS.has(tag)) {
      const fragment = doc.createDocumentFragment();
      while (el.firstChild) fragment.appendChild(el.firstChild);
      el.replaceWith(fragment);
      continue;
    }
    const allowed = ALLOWED_ATTRS[tag] ?? [];
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!allowed.includes(name) || (URL_ATTRS.has(name) && !safeUrl(attr.value)) || (name === 'srcset' && !safeSrcset(attr.value))) {
        el.removeAttribute(attr.name);
      }
    }
    if (tag === 'a') {
      el.setAttribute('rel', 'noopener noreferrer nofollow');
      el.setAttribute('target', '_blank');
    }
  }
}

/**
 * Where there is no DOMParser — the gateway drawing a member page (prerender/member-render.tsx) —
 * the same allow-list is applied by the sanitizer it sets here.
 */
let serverSanitizer: ((html: string) => string) | null = null;
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/** Article HTML reduced to an allow-list of tags and attributes; '' when nothing readable is left. */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html || !html.trim()) return '';
  if (typeof DOMParser === 'undefined') {
    if (!serverSanitizer) throw new Error('No HTML sanitizer outside the browser');
    return serverSanitizer(html);
  }
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body, doc);
  const hasText = (doc.body.textContent ?? '').trim().length > 0 || doc.body.querySelector('img') !== null;
  return hasText ? doc.body.innerHTML : '';
}
