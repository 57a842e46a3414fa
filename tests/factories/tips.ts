import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** A pending tip as submitTip would store it (page already extracted). */
export async function buildTip(
  ds: DataSource,
  t: { memberId: string; title?: string; url?: string; note?: string | null; status?: 'pending' | 'published' | 'declined' },
): Promise<{ id: string; url: string; title: string }> {
  const url = t.url ?? `https://news.example.org/tips/${randomUUID()}`;
  const title = t.title ?? `Tip ${randomUUID().slice(0, 6)}`;
  const decided = t.status && t.status !== 'pending';
  const [{ id }] = await ds.query(
    `INSERT INTO tips (member_id, url, canonical_url, title, content, publication, note, status, decided_at)
     VALUES ($1, $2, $2, $3, '<p>Tip body</p>', 'Example News', $4, $5, $6) RETURNING id`,
    [t.memberId, url, title, t.note ?? null, t.status ?? 'pending', decided ? new Date() : null],
  );
  return { id, url, title };
}
