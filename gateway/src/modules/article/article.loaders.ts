import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { allColumnsOf, fromJson, jsonOf } from '../../db/columns.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Viewer } from '../../graphql/viewer.js';
import type { Vote } from '../content/content.enums.js';
import { Member } from '../member/member.entity.js';
import { visibleStorySql } from '../story/story.policy.js';
import { commentarySummarySql, type CommentarySummaryJson } from '../commentary/commentary.rows.js';
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
const COUNTED = { article_votes: 'articles', commentary_votes: 'commentaries' } as const;

export function voteLoaders(ds: DataSource, table: 'article_votes' | 'commentary_votes', key: 'article_id' | 'commentary_id', viewer: Viewer | null) {
  type Row = VoteTally & { mine: Vote | null };
  const rows = new DataLoader<string, Row>(async (ids) => {
    // The counts are kept on the item (migration VoteCounters); the viewer's own vote by its key.
    const found: ({ id: string } & Row)[] = await ds.query(
      `SELECT x.id, x.votes_up AS up, x.votes_down AS down,
              ${viewer ? `(SELECT v.vote FROM ${table} v WHERE v.${key} = x.id AND v.member_id = $2)` : 'NULL'} AS mine
         FROM ${COUNTED[table]} x WHERE x.id = ANY($1::uuid[])`,
      viewer ? [ids, viewer.id] : [ids],
    );
    const byId = new Map(found.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? { up: 0, down: 0, mine: null });
  });
  return {
    tally: derived(rows, ({ up, down }) => ({ up, down })),
    viewerVote: derived(rows, (r) => r.mine),
    /** Answers read by another statement (a list that brings each item's tally and the viewer's vote). */
    prime: (id: string, row: Row) => void rows.prime(id, row),
  };
}

/** Where the article statement's extra answers go (see articleLoaders). */
interface ArticlePrimeTargets {
  memberById: DataLoader<string, Member | null>;
  /** The request viewer's "In N stories" loader (absent without a viewer). */
  visibleStoryCount: DataLoader<string, number> | null;
  /** The request viewer's commentary summary of an article: its card's counts and top commentary (commentary.loaders.ts). */
  primeCommentarySummary: (viewer: Viewer, articleId: string, summary: CommentarySummaryJson) => void;
}

export function articleLoaders(ds: DataSource, viewer: Viewer | null, targets: ArticlePrimeTargets) {
  const votes = voteLoaders(ds, 'article_votes', 'article_id', viewer);
  return {
    /**
     * Articles by id, in ONE statement with what an article page shows beside them: the vote tally,
     * the viewer's own vote, the submitter, in how many stories the viewer may see it is, and the
     * commentary the viewer may see (with tallies, own votes, authors), primed into their loaders
     * (issue #13: an article page in one round trip, not seven).
     */
    articleById: new DataLoader<string, Article | null>(async (ids) => {
      const stories = viewer ? visibleStorySql('s', viewer, '$2') : null;
      const rows = await preparedQuery<
        Article & { _up: number; _down: number; _mine: Vote | null; _submitter: object | null; _stories: number | null; _commentary: CommentarySummaryJson | null }
      >(
        ds,
        `SELECT ${allColumnsOf(ds, Article, 'a')},
                a.votes_up AS "_up", a.votes_down AS "_down",
                ${viewer ? '(SELECT v.vote FROM article_votes v WHERE v.article_id = a.id AND v.member_id = $2::uuid)' : 'NULL'} AS "_mine",
                (SELECT ${jsonOf(ds, Member, 'm')} FROM members m WHERE m.id = a.submitted_by) AS "_submitter",
                ${stories ? `(SELECT count(*)::int FROM story_articles sa JOIN stories s ON s.id = sa.story_id WHERE sa.article_id = a.id AND ${stories.sql})` : 'NULL'} AS "_stories",
                ${viewer ? commentarySummarySql(ds, 'a', viewer, '$2') : 'NULL'} AS "_commentary"
           FROM articles a WHERE a.id = ANY($1::uuid[])`,
        viewer ? [ids, viewer.id] : [ids],
      );
      const byId = new Map<string, Article>();
      for (const { _up, _down, _mine, _submitter, _stories, _commentary, ...columns } of rows) {
        const article = Object.assign(new Article(), columns);
        byId.set(article.id, article);
        votes.prime(article.id, { up: _up, down: _down, mine: _mine });
        if (_submitter) for (const m of fromJson(ds, Member, [_submitter])) targets.memberById.prime(m.id, m);
        if (_stories !== null) targets.visibleStoryCount?.prime(article.id, _stories);
        if (viewer && _commentary) targets.primeCommentarySummary(viewer, article.id, _commentary);
      }
      return ids.map((id) => byId.get(id) ?? null);
    }),
    articleTallyById: votes.tally,
    articleViewerVote: votes.viewerVote,
  };
}
