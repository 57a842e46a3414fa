import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { requestImages } from './image-store.js';
import { isSameOriginPath, staticImageRef, storedImageRef, type ImageRef } from './image.types.js';

/**
 * Source URL → the picture as the portal serves it, or null while it is not stored (yet, or ever).
 * URLs the store has never seen are put on its work list on the way (never waited for), so the
 * pictures of older rows — imported before the store existed, or whose fetch failed for a while —
 * appear by themselves.
 */
export function imageLoaders(ds: DataSource) {
  return {
    imageBySource: new DataLoader<string, ImageRef | null>(async (urls) => {
      const external = urls.filter((u) => !isSameOriginPath(u));
      const rows: { id: string; source_url: string; status: string; width: number | null; height: number | null; color: string | null }[] =
        external.length ? await ds.query('SELECT id, source_url, status, width, height, color FROM images WHERE source_url = ANY($1::text[])', [external]) : [];
      const bySource = new Map(rows.map((r) => [r.source_url, r]));
      const unseen = external.filter((u) => !bySource.has(u));
      // Fire and forget: a failure here (database busy) only means the next request asks again.
      if (unseen.length) void requestImages(ds, unseen).catch(() => undefined);
      return urls.map((url) => {
        if (isSameOriginPath(url)) return staticImageRef(url);
        const row = bySource.get(url);
        return row?.status === 'ready' && row.width && row.height ? storedImageRef({ id: row.id, width: row.width, height: row.height, color: row.color }) : null;
      });
    }),
  };
}
