import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../graphql/viewer.js';
import { derived } from '../article/article.loaders.js';
import type { ContentType } from './content.enums.js';

/** Keys are `${type}|${id}` (content_likes is polymorphic). */
export const likeKey = (type: ContentType, id: string) => `${type}|${id}`;

const split = (keys: readonly string[]) => ({
  types: keys.map((k) => k.slice(0, k.indexOf('|'))),
  ids: keys.map((k) => k.slice(k.indexOf('|') + 1)),
});

export function contentLoaders(ds: DataSource, viewer: Viewer | null) {
  // The count and the request viewer's own like come from one statement (the feed shows both).
  const likes = new DataLoader<string, { n: number; mine: boolean }>(async (keys) => {
    const { types, ids } = split(keys);
    const rows: { k: string; n: number; mine: boolean }[] = await ds.query(
      `SELECT l.content_type || '|' || l.content_id AS k, count(*)::int AS n, ${viewer ? 'bool_or(l.member_id = $3)' : 'false'} AS mine
         FROM content_likes l JOIN unnest($1::text[], $2::uuid[]) AS t(type, id) ON l.content_type = t.type AND l.content_id = t.id
        GROUP BY l.content_type, l.content_id`,
      viewer ? [types, ids, viewer.id] : [types, ids],
    );
    const byKey = new Map(rows.map((r) => [r.k, r]));
    return keys.map((k) => byKey.get(k) ?? { n: 0, mine: false });
  });
  return {
    likeCountByContent: derived(likes, (r) => r.n),
    /** Has the request's viewer liked it (false without a viewer)? */
    viewerLiked: derived(likes, (r) => r.mine),
    /** A like count and the viewer's own like read by another statement (the feed's). */
    primeLikes: (key: string, row: { n: number; mine: boolean }) => void likes.prime(key, row),
  };
}
