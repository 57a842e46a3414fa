import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../db/prepared.js';
import type { Viewer } from '../../graphql/viewer.js';
import { perViewer, voteLoaders } from '../article/article.loaders.js';
import type { Member } from '../member/member.entity.js';
import type { Commentary } from './commentary.entity.js';
import { commentariesFromJson, commentaryPageSql, commentarySummarySql, type CommentaryJson, type CommentaryOrder, type CommentarySummaryJson } from './commentary.rows.js';

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

  /**
   * One page of a subject's commentary the viewer may see (commentaryPageSql), with its rows'
   * tallies, own votes and authors primed, and each row's sort key for the next page's cursor.
   */
  const commentaryPage = async (
    v: Viewer,
    subject: keyof typeof SUBJECTS,
    id: string,
    opts: { order: CommentaryOrder; publicOnly: boolean; limit: number; after: (string | number)[] | null },
  ): Promise<{ found: boolean; rows: Commentary[]; keys: { score: number; created: string }[]; total: number }> => {
    const sql = commentaryPageSql(ds, SUBJECTS[subject], v, { order: opts.order, publicOnly: opts.publicOnly, after: !!opts.after });
    const [page] = await preparedQuery<{ found: boolean; total: number; items: { j: CommentaryJson; score: number; created: string }[] }>(ds, sql, [
      id,
      v.id,
      opts.limit,
      ...(opts.after ?? []),
    ]);
    return { found: page!.found, rows: adopt(v, page!.items.map((i) => i.j)), keys: page!.items.map(({ score, created }) => ({ score, created })), total: page!.total };
  };

  return {
    commentaryPage,
    /** Each article's newest staff commentary (the staff feed's line): for staff-level viewers only, who may see all of it. */
    latestStaffCommentaryByArticleId: new DataLoader<string, string | null>(async (ids) => {
      const rows: { article_id: string; content: string }[] = await ds.query(
        `SELECT DISTINCT ON (article_id) article_id, content FROM commentaries
          WHERE article_id = ANY($1::uuid[]) AND commentary_type = 'staff' ORDER BY article_id, created_at DESC, id DESC`,
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.article_id, r.content]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    commentarySummaryByArticleId: summaryByArticle,
    commentaryTallyById: votes.tally,
    commentaryViewerVote: votes.viewerVote,
    /** An article's commentary summary read by another statement (the article's own: articleById). */
    primeCommentarySummary: (v: Viewer, articleId: string, summary: CommentarySummaryJson) => void summaryByArticle(v).prime(articleId, summaryOf(v, summary)),
  };
}
