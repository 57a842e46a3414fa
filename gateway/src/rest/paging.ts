import type { Request } from 'express';

/**
 * A paged list over REST keeps the SPEC's body (the list itself) and says where it continues the
 * way GitHub's API does: `Link: <…?cursor=…>; rel="next"` (absent on the last page) and
 * `X-Total-Count`. `?limit=` (1–50) and `?cursor=` are the GraphQL field's `first` and `after`.
 */
export function pageHeaders(req: Request, page: { totalCount: number; nextCursor: string | null }): Record<string, string> {
  const headers: Record<string, string> = { 'X-Total-Count': String(page.totalCount) };
  if (page.nextCursor) {
    const url = new URL(req.originalUrl, 'http://portal.invalid');
    url.searchParams.set('cursor', page.nextCursor);
    headers.Link = `<${url.pathname}${url.search}>; rel="next"`;
  }
  return headers;
}

/** ?limit= and ?cursor= as the operation's first and after (undefined when absent: the field's defaults). */
export function pageParams(req: Request): { first?: unknown; after?: unknown } {
  const limit = req.query.limit;
  const out: { first?: unknown; after?: unknown } = {};
  if (limit !== undefined && limit !== '') out.first = typeof limit === 'string' && /^-?\d+$/.test(limit) ? Number(limit) : limit;
  if (req.query.cursor !== undefined && req.query.cursor !== '') out.after = req.query.cursor;
  return out;
}
