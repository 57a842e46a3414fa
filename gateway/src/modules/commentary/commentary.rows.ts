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
    'up', ${c}.votes_up,
    'down', ${c}.votes_down,
    'mine', (SELECT cv.vote FROM commentary_votes cv WHERE cv.commentary_id = ${c}.id AND cv.member_id = ${viewer}::uuid),
    'author', (SELECT ${jsonOf(ds, Member, 'm')} FROM members m WHERE m.id = ${c}.author_id))`;
}

/** The commentaries of CommentaryJson objects, with their tallies and authors. */
export function commentariesFromJson(ds: DataSource, items: CommentaryJson[]) {
  const rows = fromJson(ds, Commentary, items.map((i) => i.row));
  const authors = fromJson(ds, Member, items.flatMap((i) => (i.author ? [i.author] : [])));
  return { rows, authors, votes: items.map((i) => ({ up: i.up, down: i.down, mine: i.mine })) };
}

/**
 * The vote order of commentary alias `c`: net score, then the newest, then the id — what the
 * indexes ix_commentaries_article_score and ix_commentaries_key_vote_score are in.
 */
export const VOTE_ORDER = (c: string) => `(${c}.votes_up - ${c}.votes_down) DESC, ${c}.created_at DESC, ${c}.id`;

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
               ORDER BY ${VOTE_ORDER('t')}
               LIMIT 1))
    FROM commentaries c WHERE c.article_id = ${a}.id AND ${visible})`;
}

/** A list's order: by votes (VOTE_ORDER) or newest first. */
export type CommentaryOrder = 'votes' | 'newest';

/**
 * One page of the commentaries of subject $1 (an article, or a key vote) that viewer $2 may see,
 * with the count of all of them and whether the subject exists, in ONE statement: `{ found, total,
 * items: [{ j: CommentaryJson, score, created }] }`, $3 rows at most. With `after`, the page starts after the cursor's row: ($4 score,
 * $5 created, $6 id) in vote order, ($4 created, $5 id) newest first — a keyset read on the
 * indexes in that order.
 */
export function commentaryPageSql(
  ds: DataSource,
  on: { key: 'article_id' | 'key_vote_id'; table: 'articles' | 'key_votes'; owner: 'submitted_by' | 'created_by' },
  viewer: Viewer,
  opts: { order: CommentaryOrder; publicOnly: boolean; after: boolean },
): string {
  const visible = visibleCommentarySql('c', 's', viewer, '$2', opts.publicOnly, on.owner).sql;
  const score = '(c.votes_up - c.votes_down)';
  const keyset = !opts.after
    ? ''
    : opts.order === 'votes'
      ? ` AND (${score} < $4::int OR (${score} = $4::int AND (c.created_at < $5::timestamptz OR (c.created_at = $5::timestamptz AND c.id > $6::uuid))))`
      : ' AND (c.created_at, c.id) < ($4::timestamptz, $5::uuid)';
  const order = opts.order === 'votes' ? VOTE_ORDER('c') : 'c.created_at DESC, c.id DESC';
  const from = `FROM commentaries c JOIN ${on.table} s ON s.id = c.${on.key} WHERE c.${on.key} = $1::uuid AND ${visible}`;
  return `SELECT EXISTS (SELECT 1 FROM ${on.table} WHERE id = $1::uuid) AS found, (SELECT count(*)::int ${from}) AS total,
                 (SELECT COALESCE(json_agg(p), '[]') FROM (
                    SELECT ${commentaryJsonSql(ds, 'c', '$2')} AS j, ${score} AS score, to_json(c.created_at) #>> '{}' AS created
                    ${from}${keyset} ORDER BY ${order} LIMIT $3) p) AS items`;
}
