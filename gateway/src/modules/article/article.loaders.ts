import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type { Viewer } from '../../graphql/context.js';
import type { Vote } from '../content/content.enums.js';
import { Article } from './article.entity.js';

export interface VoteTally {
  up: number;
  down: number;
}

/** One DataLoader per viewer id for answers that depend on who asks (contexts are per request). */
export function perViewer<K, V>(make: (viewer: Viewer) => DataLoader<K, V>) {
  const byViewer = new Map<string, DataLoader<K, V>>();
  return (viewer: Viewer): DataLoader<K, V> => {
    let loader = byViewer.get(viewer.id);
    if (!loader) byViewer.set(viewer.id, (loader = make(viewer)));
    return loader;
  };
}

/** Up/down counts per item from a votes table (article_votes, commentary_votes). */
export function tallyLoader(ds: DataSource, table: 'article_votes' | 'commentary_votes', key: 'article_id' | 'commentary_id') {
  return new DataLoader<string, VoteTally>(async (ids) => {
    const rows: { id: string; up: number; down: number }[] = await ds.query(
      `SELECT ${key} AS id, count(*) FILTER (WHERE vote = 'up')::int AS up, count(*) FILTER (WHERE vote = 'down')::int AS down
         FROM ${table} WHERE ${key} = ANY($1::uuid[]) GROUP BY ${key}`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, { up: r.up, down: r.down }]));
    return ids.map((id) => byId.get(id) ?? { up: 0, down: 0 });
  });
}

/** The viewer's own vote per item, or null. */
export function viewerVoteLoader(ds: DataSource, table: 'article_votes' | 'commentary_votes', key: 'article_id' | 'commentary_id') {
  return perViewer(
    (viewer) =>
      new DataLoader<string, Vote | null>(async (ids) => {
        const rows: { id: string; vote: Vote }[] = await ds.query(
          `SELECT ${key} AS id, vote FROM ${table} WHERE member_id = $1 AND ${key} = ANY($2::uuid[])`,
          [viewer.id, ids],
        );
        const byId = new Map(rows.map((r) => [r.id, r.vote]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );
}

export function articleLoaders(ds: DataSource) {
  return {
    articleById: new DataLoader<string, Article | null>(async (ids) => {
      const rows = await ds.getRepository(Article).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((a) => [a.id, a]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    articleTallyById: tallyLoader(ds, 'article_votes', 'article_id'),
    articleVoteByViewer: viewerVoteLoader(ds, 'article_votes', 'article_id'),
  };
}
