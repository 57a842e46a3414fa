import express from 'express';
import type { DataSource } from 'typeorm';
import escapeHtml from 'escape-html';

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
  created_at: Date;
}

/**
 * The local outbox, for people and tests (never mounted in production): GET /dev/mail (HTML)
 * and GET /dev/mail.json (newest first: to, subject, text, links, headers, createdAt). `?to=`
 * filters by recipient, `?limit=` caps the list (default 50, at most 500). GET /dev/mail/{id}
 * shows one email's HTML part as a mail client would render it.
 */
export function createDevMailRouter(dataSource: DataSource) {
  const router = express.Router();

  async function load(query: Record<string, unknown>): Promise<OutboxRow[]> {
    const to = typeof query.to === 'string' && query.to ? query.to.trim().toLowerCase() : null;
    const limit = Math.min(Math.max(Number.parseInt(String(query.limit ?? '50'), 10) || 50, 1), 500);
    return dataSource.query(
      `SELECT id, "to", subject, text, links, headers, created_at FROM auth_mail_outbox
        WHERE $1::text IS NULL OR lower("to") = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [to, limit],
    );
  }

  router.get('/mail.json', async (req, res) => {
    const rows = await load(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, links: r.links, headers: r.headers, createdAt: r.created_at.toISOString() })));
  });

  router.get('/mail/:id', async (req, res) => {
    const rows: { html: string }[] = /^[0-9a-f-]{36}$/i.test(req.params.id)
      ? await dataSource.query('SELECT html FROM auth_mail_outbox WHERE id = $1', [req.params.id])
      : [];
    res.setHeader('Cache-Control', 'no-store');
    if (!rows.length) return res.status(404).type('text/plain').send('No such email in the outbox.');
    res.type('html').send(rows[0]!.html);
  });

  router.get('/mail', async (req, res) => {
    const rows = await load(req.query);
    const items = rows
      .map(
        (r) => `<article>
  <h2>${escapeHtml(r.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(r.to)}</strong> · <time datetime="${r.created_at.toISOString()}">${escapeHtml(r.created_at.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
  <p><a href="/dev/mail/${escapeHtml(r.id)}">View the email as the member sees it</a></p>
  <ul>${r.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
  ${Object.keys(r.headers ?? {}).length ? `<details><summary>Headers</summary><pre>${escapeHtml(Object.entries(r.headers).map(([k, v]) => `${k}: ${v}`).join('\n'))}</pre></details>` : ''}
  <details><summary>Full text</summary><pre>${escapeHtml(r.text)}</pre></details>
</article>`,
      )
      .join('\n');
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox · Member Portal</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #ddd; border-radius: 6px; padding: 0.5rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0.5rem 0; } .meta { color: #555; margin: 0; } a { word-break: break-all; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.5rem; }
</style></head>
<body>
<h1>Local outbox</h1>
<p>Emails the portal would have sent (newest first). Not available in production. <a href="/dev/mail">Refresh</a> · <a href="/dev/mail.json">JSON</a></p>
${items || '<p>No emails yet.</p>'}
</body></html>`);
  });

  return router;
}
