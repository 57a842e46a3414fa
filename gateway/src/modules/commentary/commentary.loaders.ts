import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../db/prepared.js';
import type { Viewer } from '../../graphql/context.js';
import { perViewer, voteLoaders } from '../article/article.loaders.js';
import type { Member } from '../member/member.entity.js';
import type { Commentary } from './commentary.entity.js';
import { visibleCommentarySql } from './commentary.policy.js';
import { commentariesFromJson, commentaryJsonSql, commentarySummarySql, type CommentaryJson, type CommentarySummaryJson } from './commentary.rows.js';

/** Where primed rows go: the request's member loader (commentary authors). */
interface PrimeTargets {
  memberById: DataLoader<string, Member | null>;
}

/** What an article's card shows of its commentary, for one viewer (commentary.rows.ts commentarySummarySql). */
export interface CommentarySummary {
  /** The commentaries the viewer may see, public or not. */
  count: number;
  /** The public ones among them. */
  publicCount: number;
  /** The public one first by votes, or null. */
  top: Commentary | null;
}

const SUBJECTS = {
  article: { key: 'article_id', table: 'articles', owner: 'submitted_by' },
  keyVote: { key: 'key_vote_id', table: 'key_votes', owner: 'created_by' },
} as const;

export function commentaryLoaders(ds: DataSource, viewer: Viewer | null, targets: PrimeTargets) {
  const votes = voteLoaders(ds, 'commentary_votes', 'commentary_id', viewer);

  /** Commentaries read for viewer `v` (with tallies, v's own votes and authors), as the loaders' rows. */
  const adopt = (v: Viewer, items: CommentaryJson[]): Commentary[] => {
    const { rows, authors, votes: tallies } = commentariesFromJson(ds, items);
    // The tallies are everyone's; the own vote is v's, so it is primed only for the request's viewer.
    if (viewer?.id === v.id) rows.forEach((c, i) => votes.prime(c.id, tallies[i]));
    for (const m of authors) targets.memberById.prime(m.id, m);
    return rows;
  };

  /**
   * Every commentary of each subject the viewer may see (commentary.policy.ts, in SQL), oldest
   * first, or null when there is no such subject. The commentary lists derive from this.
   * ONE statement also brings each commentary's vote tally, the viewer's own vote and its author,
   * primed into their loaders, and tells whether the subject exists (issue #13: the commentary panel
   * in one round trip after the caller's, not three).
   */
  const visibleOf = (subject: keyof typeof SUBJECTS) =>
    perViewer(
      (v) =>
        new DataLoader<string, Commentary[] | null>(async (ids) => {
          const { key, table, owner } = SUBJECTS[subject];
          const visible = visibleCommentarySql('c', 's', v, '$2', false, owner);
          const found = await preparedQuery<{ subject: string; j: CommentaryJson | null }>(
            ds,
            `SELECT s.id AS subject, CASE WHEN c.id IS NULL THEN NULL ELSE ${commentaryJsonSql(ds, 'c', '$2')} END AS j
               FROM ${table} s LEFT JOIN commentaries c ON c.${key} = s.id AND ${visible.sql}
              WHERE s.id = ANY($1::uuid[])
              ORDER BY c.created_at, c.id`,
            [ids, v.id],
          );
          const map = new Map<string, CommentaryJson[]>();
          for (const { subject: id, j } of found) {
            let list = map.get(id);
            if (!list) map.set(id, (list = []));
            if (j) list.push(j);
          }
          return ids.map((id) => {
            const items = map.get(id);
            return items ? adopt(v, items) : null;
          });
        }),
    );

  const summaryOf = (v: Viewer, s: CommentarySummaryJson): CommentarySummary => ({
    count: s.count,
    publicCount: s.publicCount,
    top: s.top ? adopt(v, [s.top])[0] : null,
  });

  /**
   * Each article's commentary summary for the viewer (counts and the top public commentary): what
   * an article card shows, in ONE statement for a list of cards, without reading every commentary.
   * The article page reads it with the article itself (articleById primes it).
   */
  const summaryByArticle = perViewer(
    (v) =>
      new DataLoader<string, CommentarySummary>(async (ids) => {
        const found = await preparedQuery<{ id: string; s: CommentarySummaryJson }>(
          ds,
          `SELECT a.id, ${commentarySummarySql(ds, 'a', v, '$2')} AS s FROM articles a WHERE a.id = ANY($1::uuid[])`,
          [ids, v.id],
        );
        const byId = new Map(found.map((r) => [r.id, r.s]));
        return ids.map((id) => summaryOf(v, byId.get(id) ?? { count: 0, publicCount: 0, top: null }));
      }),
  );

  return {
    visibleCommentariesByArticleId: visibleOf('article'),
    commentarySummaryByArticleId: summaryByArticle,
    /** The same for commentary on key votes (the owner being the key vote's creator), oldest first. */
    visibleCommentariesByKeyVoteId: visibleOf('keyVote'),
    commentaryTallyById: votes.tally,
    commentaryViewerVote: votes.viewerVote,
    /** An article's commentary summary read by another statement (the article's own: articleById). */
    primeCommentarySummary: (v: Viewer, articleId: string, summary: CommentarySummaryJson) => void summaryByArticle(v).prime(articleId, summaryOf(v, summary)),
  };
}
