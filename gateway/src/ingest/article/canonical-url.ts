/**
 * The dedupe key of an article: its URL without what does not identify the page — the fragment,
 * tracking parameters, default ports, a trailing slash — with a lower-case host and sorted query
 * parameters, so https://Example.com/a/?utm_source=x#top and https://example.com/a are one article.
 */

const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_', 'hsa_', 'oly_'];
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'ref_src',
  'ref_url',
  'smid',
  'smtyp',
  'cmpid',
  'ocid',
  'icid',
  'ncid',
  'sr_share',
  'xtor',
  'at_medium',
  'at_campaign',
  'ito',
  'vero_id',
  'spm',
  's_cid',
  'wt_mc',
]);

const isTracking = (name: string) => {
  const n = name.toLowerCase();
  return TRACKING_PARAMS.has(n) || TRACKING_PREFIXES.some((p) => n.startsWith(p));
};

/** Normalised form of an http(s) URL, or null when it is not one. */
export function normaliseUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const kept = [...url.searchParams.entries()].filter(([k]) => !isTracking(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = '';
  for (const [k, v] of kept) url.searchParams.append(k, v);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}

/** Hosts that are the same site for canonical purposes: equal after dropping www./m./amp., or one a subdomain of the other. */
function sameSite(a: string, b: string): boolean {
  const strip = (h: string) => h.toLowerCase().replace(/^(www\d*|m|amp|mobile)\./, '');
  const x = strip(a);
  const y = strip(b);
  return x === y || x.endsWith('.' + y) || y.endsWith('.' + x);
}

/**
 * The canonical URL of a fetched page: og:url, else <link rel=canonical>, else the fetched URL —
 * a declared canonical is used only when it is on the same site as the page, so a page cannot
 * claim to be another site's article and capture its submissions.
 */
export function canonicalUrl(fetchedUrl: string, declared: (string | null | undefined)[]): string {
  const own = normaliseUrl(fetchedUrl)!;
  const ownHost = new URL(own).hostname;
  for (const candidate of declared) {
    if (!candidate) continue;
    const c = normaliseUrl(candidate, fetchedUrl);
    if (c && sameSite(new URL(c).hostname, ownHost)) return c;
  }
  return own;
}
