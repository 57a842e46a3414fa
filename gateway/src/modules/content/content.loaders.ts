import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { perViewer } from '../article/article.loaders.js';
import type { ContentType } from './content.enums.js';

/** Keys are `${type}|${id}` (content_likes is polymorphic). */
export const likeKey = (type: ContentType, id: string) => `${type}|${id}`;

const split = (keys: readonly string[]) => ({
  types: keys.map((k) => k.slice(0, k.indexOf('|'))),
  ids: keys.map((k) => k.slice(k.indexOf('|') + 1)),
});

export function contentLoaders(ds: DataSource) {
  return {
    likeCountByContent: new DataLoader<string, number>(async (keys) => {
      const { types, ids } = split(keys);
      const rows: { k: string; n: number }[] = await ds.query(
        `SELECT l.content_type || '|' || l.content_id AS k, count(*)::int AS n
           FROM content_likes l JOIN unnest($1::text[], $2::uuid[]) AS t(type, id) ON l.content_type = t.type AND l.content_id = t.id
          GROUP BY l.content_type, l.content_id`,
        [types, ids],
      );
      const byKey = new Map(rows.map((r) => [r.k, r.n]));
      return keys.map((k) => byKey.get(k) ?? 0);
    }),
    likedByViewer: perViewer(
      (viewer) =>
        new DataLoader<string, boolean>(async (keys) => {
          const { types, ids } = split(keys);
          const rows: { k: string }[] = await ds.query(
            `SELECT l.content_type || '|' || l.content_id AS k
               FROM content_likes l JOIN unnest($1::text[], $2::uuid[]) AS t(type, id) ON l.content_type = t.type AND l.content_id = t.id
              WHERE l.member_id = $3`,
            [types, ids, viewer.id],
          );
          const liked = new Set(rows.map((r) => r.k));
          return keys.map((k) => liked.has(k));
        }),
    ),
  };
}
