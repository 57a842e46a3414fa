import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../graphql/viewer.js';

/** Per request: whether the viewer has reported each comment (one statement for a page of commentary). */
export function reportLoaders(ds: DataSource, viewer: Viewer | null) {
  return {
    reportedByViewer: new DataLoader<string, boolean>(async (ids) => {
      if (!viewer) return ids.map(() => false);
      const rows: { commentary_id: string }[] = await ds.query('SELECT commentary_id FROM commentary_reports WHERE reporter_id = $1 AND commentary_id = ANY($2::uuid[])', [
        viewer.id,
        ids,
      ]);
      const reported = new Set(rows.map((r) => r.commentary_id));
      return ids.map((id) => reported.has(id));
    }),
  };
}
