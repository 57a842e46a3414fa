import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../db/prepared.js';
import type { Viewer } from '../../graphql/context.js';
import { perViewer, voteLoaders } from '../article/article.loaders.js';
import type { Member } from '../member/member.entity.js';
import type { Commentary } from './commentary.entity.js';
import { visibleCommentarySql } from './commentary.policy.js';
import { commentariesFromJson, commentaryJsonSql, type CommentaryJson } from './commentary.rows.js';

/** Where primed rows go: the request's member loader (commentary authors). */
interface PrimeTargets {
  memberById: DataLoader<string, Member | null>;
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
   * first. Counts, topCommentary and lists are all derived from this, so they agree. ONE statement
   * also brings each commentary's vote tally, the viewer's own vote and its author, primed into
   * their loaders (issue #13: the commentary panel in one round trip, not three).
   */
  const visibleOf = (subject: keyof typeof SUBJECTS) =>
    perViewer(
      (v) =>
        new DataLoader<string, Commentary[]>(async (ids) => {
          const { key, table, owner } = SUBJECTS[subject];
          const visible = visibleCommentarySql('c', 's', v, '$2', false, owner);
          const found = await preparedQuery<{ subject: string; j: CommentaryJson }>(
            ds,
            `SELECT c.${key} AS subject, ${commentaryJsonSql(ds, 'c', '$2')} AS j
               FROM commentaries c JOIN ${table} s ON s.id = c.${key}
              WHERE c.${key} = ANY($1::uuid[]) AND ${visible.sql}
              ORDER BY c.created_at, c.id`,
            [ids, v.id],
          );
          const map = new Map<string, CommentaryJson[]>();
          for (const { subject: id, j } of found) {
            const list = map.get(id);
            if (list) list.push(j);
            else map.set(id, [j]);
          }
          return ids.map((id) => adopt(v, map.get(id) ?? []));
        }),
    );

  const byArticle = visibleOf('article');
  return {
    visibleCommentariesByArticleId: byArticle,
    /** The same for commentary on key votes (the owner being the key vote's creator), oldest first. */
    visibleCommentariesByKeyVoteId: visibleOf('keyVote'),
    commentaryTallyById: votes.tally,
    commentaryViewerVote: votes.viewerVote,
    /** An article's visible commentaries read by another statement (the article's own: articleById). */
    primeArticleCommentaries: (v: Viewer, articleId: string, items: CommentaryJson[]) => void byArticle(v).prime(articleId, adopt(v, items)),
  };
}
