import type { DataSource } from 'typeorm';
import { fromJson, jsonOf } from '../../db/columns.js';
import type { Vote } from '../content/content.enums.js';
import { Member } from '../member/member.entity.js';
import { Commentary } from './commentary.entity.js';

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
