import type { DataSource } from 'typeorm';
import { fromJson, jsonOf } from '../../db/columns.js';
import type { Vote } from '../content/content.enums.js';
import type { Viewer } from '../../graphql/context.js';
import { Member } from '../member/member.entity.js';
import { Commentary } from './commentary.entity.js';
import { visibleCommentarySql } from './commentary.policy.js';

/** One commentary as read with what its panel shows: the row, its vote tally, the viewer's own vote, its author. */
export interface CommentaryJson {
  row: object;
  up: number;
  down: number;
  mine: Vote | null;
  author: object | null;
}

/**
 * The commentaries alias `c` as one CommentaryJson object each (for a list's statement; the tally
 * and own vote by index lookups). `viewer` is the placeholder of the viewer whose own vote is read.
 */
export function commentaryJsonSql(ds: DataSource, c: string, viewer: string): string {
  return `json_build_object(
    'row', ${jsonOf(ds, Commentary, c)},
    'up', (SELECT count(*) FILTER (WHERE cv.vote = 'up')::int FROM commentary_votes cv WHERE cv.commentary_id = ${c}.id),
    'down', (SELECT count(*) FILTER (WHERE cv.vote = 'down')::int FROM commentary_votes cv WHERE cv.commentary_id = ${c}.id),
    'mine', (SELECT cv.vote FROM commentary_votes cv WHERE cv.commentary_id = ${c}.id AND cv.member_id = ${viewer}::uuid),
    'author', (SELECT ${jsonOf(ds, Member, 'm')} FROM members m WHERE m.id = ${c}.author_id))`;
}

/** The commentaries of CommentaryJson objects, with their tallies and authors. */
export function commentariesFromJson(ds: DataSource, items: CommentaryJson[]) {
  const rows = fromJson(ds, Commentary, items.map((i) => i.row));
  const authors = fromJson(ds, Member, items.flatMap((i) => (i.author ? [i.author] : [])));
  return { rows, authors, votes: items.map((i) => ({ up: i.up, down: i.down, mine: i.mine })) };
}

/** What an article's card shows of its commentary for one viewer, as read by commentarySummarySql. */
export interface CommentarySummaryJson {
  /** The commentaries the viewer may see, public or not. */
  count: number;
  /** The public ones among them. */
  publicCount: number;
  /** The public one first by votes (commentary.service.ts sortByVotes), or null. */
  top: CommentaryJson | null;
}

/**
 * The commentary summary (CommentarySummaryJson) of the article alias `a` for `viewer`, whose id is
 * `placeholder`: the two counts and the top public commentary, ordered as sortByVotes orders (net
 * score, then the newest to the millisecond, then the id). An article card needs these, not every
 * commentary: an article with hundreds of them costs its card one row, not hundreds.
 */
export function commentarySummarySql(ds: DataSource, a: string, viewer: Viewer, placeholder: string): string {
  const visible = visibleCommentarySql('c', a, viewer, placeholder).sql;
  const visiblePublic = visibleCommentarySql('t', a, viewer, placeholder, true).sql;
  // One pass over the article's commentaries for both counts; the top one by its own sub-select.
  return `(SELECT json_build_object(
      'count', count(*)::int,
      'publicCount', (count(*) FILTER (WHERE c.is_public))::int,
      'top', (SELECT ${commentaryJsonSql(ds, 't', placeholder)} FROM commentaries t WHERE t.article_id = ${a}.id AND ${visiblePublic}
               ORDER BY (SELECT count(*) FILTER (WHERE cv.vote = 'up') - count(*) FILTER (WHERE cv.vote = 'down') FROM commentary_votes cv WHERE cv.commentary_id = t.id) DESC,
                        date_trunc('milliseconds', t.created_at) DESC, t.id
               LIMIT 1))
    FROM commentaries c WHERE c.article_id = ${a}.id AND ${visible})`;
}
