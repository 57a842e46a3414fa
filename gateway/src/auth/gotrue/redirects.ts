/**
 * Where an emailed link may send the browser (contract §2.5, GoTrue's GetReferrer): the site's own
 * origin, localhost on any port, or an allow-listed URL; anything else falls back to the site URL
 * so a crafted link cannot hand tokens to another site.
 */
const LOCALHOST = new Set(['localhost', '127.0.0.1', '[::1]']);

export function safeRedirect(requested: unknown, siteUrl: string, allowList: readonly string[]): string {
  if (typeof requested !== 'string' || requested === '') return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl;
  if (url.username || url.password) return siteUrl;
  url.hash = '';
  // Normalised (what a browser would parse), without the slash URL adds after a bare origin.
  const href = url.pathname === '/' && !url.search && !requested.split('#')[0].endsWith('/') ? url.origin : url.href;
  if (url.origin === new URL(siteUrl).origin) return href;
  if (LOCALHOST.has(url.hostname)) return href;
  if (allowList.some((pattern) => matchesAllowListEntry(href, url, pattern))) return href;
  return siteUrl;
}

/**
 * An allow-list entry is a URL (its origin and path prefix must match) or a glob where `*`
 * matches within one path segment or host label and `**` matches anything.
 */
export function matchesAllowListEntry(href: string, url: URL, pattern: string): boolean {
  if (pattern.includes('*')) {
    const re = pattern
      .split('**')
      .map((part) => part.split('*').map(escapeRegExp).join('[^/.]*'))
      .join('.*');
    return new RegExp(`^${re}$`).test(href) || new RegExp(`^${re}$`).test(href.replace(/\/$/, ''));
  }
  let entry: URL;
  try {
    entry = new URL(pattern);
  } catch {
    return false;
  }
  if (entry.origin !== url.origin) return false;
  const prefix = entry.pathname.endsWith('/') ? entry.pathname : `${entry.pathname}/`;
  return entry.pathname === '/' || url.pathname === entry.pathname || url.pathname.startsWith(prefix);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** `<redirect>#k=v&…` with keys sorted, as GoTrue builds it with url.Values.Encode(). */
export function withFragment(redirect: string, params: Record<string, string | number>): string {
  const sorted = new URLSearchParams(
    Object.keys(params)
      .sort()
      .map((k): [string, string] => [k, String(params[k])]),
  );
  return `${redirect.split('#')[0]}#${sorted.toString()}`;
}

/** `<redirect>?…&k=v` without its fragment: GoTrue's PKCE redirects (`?code=`, or the error). */
export function withQuery(redirect: string, params: Record<string, string>): string {
  const url = new URL(redirect);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.hash = '';
  return url.toString();
}
