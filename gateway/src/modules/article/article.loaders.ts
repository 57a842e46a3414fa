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

/** What the vote loaders offer resolvers and services: DataLoader's load, loadMany and clear. */
export interface ItemLoader<V> {
  load(id: string): Promise<V>;
  loadMany(ids: readonly string[]): Promise<Array<V | Error>>;
  clear(id: string): void;
}

/** Part of what another loader answers (several fields read by one statement); clear() clears that loader. */
export function derived<R, V>(rows: DataLoader<string, R>, pick: (row: R) => V): ItemLoader<V> {
  return {
    load: async (id) => pick(await rows.load(id)),
    loadMany: async (ids) => (await rows.loadMany(ids)).map((r) => (r instanceof Error ? r : pick(r))),
    clear: (id) => void rows.clear(id),
  };
}

/**
 * Up/down counts per item and the request viewer's own vote (null without a viewer): one statement
 * answers both, since a page that shows a tally shows the viewer's vote beside it.
 */
export function voteLoaders(ds: DataSource, table: 'article_votes' | 'commentary_votes', key: 'article_id' | 'commentary_id', viewer: Viewer | null) {
  type Row = VoteTally & { mine: Vote | null };
  const rows = new DataLoader<string, Row>(async (ids) => {
    const found: ({ id: string } & Row)[] = await ds.query(
      `SELECT ${key} AS id, count(*) FILTER (WHERE vote = 'up')::int AS up, count(*) FILTER (WHERE vote = 'down')::int AS down,
              ${viewer ? '(array_agg(vote) FILTER (WHERE member_id = $2))[1]' : 'NULL'} AS mine
         FROM ${table} WHERE ${key} = ANY($1::uuid[]) GROUP BY ${key}`,
      viewer ? [ids, viewer.id] : [ids],
    );
    const byId = new Map(found.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? { up: 0, down: 0, mine: null });
  });
  return { tally: derived(rows, ({ up, down }) => ({ up, down })), viewerVote: derived(rows, (r) => r.mine) };
}

export function articleLoaders(ds: DataSource, viewer: Viewer | null) {
  const votes = voteLoaders(ds, 'article_votes', 'article_id', viewer);
  return {
    articleById: new DataLoader<string, Article | null>(async (ids) => {
      const rows = await ds.getRepository(Article).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((a) => [a.id, a]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    articleTallyById: votes.tally,
    articleViewerVote: votes.viewerVote,
  };
}
