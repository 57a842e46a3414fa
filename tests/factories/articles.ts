import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';

export { buildArticle } from './stories.js';

/** A commentary row as the API would write it, on an article or (keyVoteId instead) a key vote. */
export async function buildCommentary(
  ds: DataSource,
  c: ({ articleId: string; keyVoteId?: undefined } | { articleId?: undefined; keyVoteId: string }) & {
    authorId: string;
    content?: string;
    type?: 'regular' | 'staff' | 'owner';
    isPublic?: boolean;
    createdAt?: Date;
  },
): Promise<string> {
  const [{ id }] = await ds.query(
    `INSERT INTO commentaries (article_id, key_vote_id, author_id, content, commentary_type, is_public, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [c.articleId ?? null, c.keyVoteId ?? null, c.authorId, c.content ?? 'A thought', c.type ?? 'regular', c.isPublic ?? true, c.createdAt ?? new Date()],
  );
  return id;
}

export async function voteOnCommentary(ds: DataSource, commentaryId: string, memberId: string, vote: 'up' | 'down'): Promise<void> {
  await ds.query('INSERT INTO commentary_votes (commentary_id, member_id, vote) VALUES ($1, $2, $3)', [commentaryId, memberId, vote]);
}

export type PageHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A throwaway HTTP server on 127.0.0.1 (random port) for pages the article fetcher reads. */
export async function startPageServer(routes: Record<string, PageHandler>): Promise<{ url: (path: string) => string; port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const handler = routes[path];
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/html' }).end('<html><head><title>Not found</title></head><body>Not found</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html = (body: string, type = 'text/html; charset=utf-8'): PageHandler => (_req, res) => {
  res.writeHead(200, { 'content-type': type }).end(body);
};

export const articlePage = (o: { title?: string; ogUrl?: string; canonical?: string; image?: string; site?: string; published?: string; body?: string }) => `<!doctype html>
<html lang="en"><head>
${o.title ? `<title>${o.title}</title><meta property="og:title" content="${o.title}">` : ''}
${o.ogUrl ? `<meta property="og:url" content="${o.ogUrl}">` : ''}
${o.canonical ? `<link rel="canonical" href="${o.canonical}">` : ''}
${o.image ? `<meta property="og:image" content="${o.image}">` : ''}
${o.site ? `<meta property="og:site_name" content="${o.site}">` : ''}
${o.published ? `<meta property="article:published_time" content="${o.published}">` : ''}
</head><body><article>
${o.body ?? `<h1>${o.title ?? ''}</h1>
<p>City council members debated the housing budget on Tuesday, weighing rent assistance against new construction funding for the coming fiscal year.</p>
<p>Advocates for tenants said the housing budget must prioritise rent assistance, while developers argued construction funding would lower rents over time.</p>
<p>The council will vote on the housing budget next month after public hearings in every district. Tenants and developers are expected to testify.</p>
<script>alert('x')</script><p onclick="steal()">Click <a href="javascript:alert(1)">here</a> or <a href="https://example.org/more">read more</a>.</p>`}
</article></body></html>`;
