import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { allColumnsOf, fromJson, jsonOf } from '../../db/columns.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Viewer } from '../../graphql/context.js';
import { perViewer, voteLoaders } from '../article/article.loaders.js';
import type { Vote } from '../content/content.enums.js';
import { Member } from '../member/member.entity.js';
import { Commentary } from './commentary.entity.js';
import { visibleCommentarySql } from './commentary.policy.js';

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
          const rows = await preparedQuery<Commentary & { _up: number; _down: number; _mine: Vote | null; _author: object | null }>(
            ds,
            `SELECT ${allColumnsOf(ds, Commentary, 'c')},
                    (SELECT count(*) FILTER (WHERE cv.vote = 'up')::int FROM commentary_votes cv WHERE cv.commentary_id = c.id) AS "_up",
                    (SELECT count(*) FILTER (WHERE cv.vote = 'down')::int FROM commentary_votes cv WHERE cv.commentary_id = c.id) AS "_down",
                    (SELECT cv.vote FROM commentary_votes cv WHERE cv.commentary_id = c.id AND cv.member_id = $2::uuid) AS "_mine",
                    (SELECT ${jsonOf(ds, Member, 'm')} FROM members m WHERE m.id = c.author_id) AS "_author"
               FROM commentaries c JOIN ${table} s ON s.id = c.${key}
              WHERE c.${key} = ANY($1::uuid[]) AND ${visible.sql}
              ORDER BY c.created_at, c.id`,
            [ids, v.id],
          );
          // The tallies are everyone's; the own vote is v's, so it is primed only for the request's viewer.
          const forViewer = viewer?.id === v.id;
          const map = new Map<string, Commentary[]>();
          for (const { _up, _down, _mine, _author, ...columns } of rows) {
            const c = Object.assign(new Commentary(), columns);
            const subjectId = (subject === 'article' ? c.articleId : c.keyVoteId)!;
            const list = map.get(subjectId);
            if (list) list.push(c);
            else map.set(subjectId, [c]);
            if (forViewer) votes.prime(c.id, { up: _up, down: _down, mine: _mine });
            if (_author) for (const m of fromJson(ds, Member, [_author])) targets.memberById.prime(m.id, m);
          }
          return ids.map((id) => map.get(id) ?? []);
        }),
    );

  return {
    visibleCommentariesByArticleId: visibleOf('article'),
    /** The same for commentary on key votes (the owner being the key vote's creator), oldest first. */
    visibleCommentariesByKeyVoteId: visibleOf('keyVote'),
    commentaryTallyById: votes.tally,
    commentaryViewerVote: votes.viewerVote,
  };
}
