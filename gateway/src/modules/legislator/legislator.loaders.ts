import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { asInstances, columnsOf } from '../../db/columns.js';
import { below, type Selection } from '../../graphql/selection.js';
import { OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { Committee } from './committee.entity.js';
import { CommitteeMembership } from './committee-membership.entity.js';
import { LegislatorContent } from './legislator-content.entity.js';
import { LegislatorTerm } from './legislator-term.entity.js';
import { Legislator } from './legislator.entity.js';
import { LegislatorContentType } from './legislator.enums.js';
import { currentAlignmentCounts, type AlignmentCounts } from './alignment.sql.js';

export interface AlignmentRow {
  legislatorId: string;
  keyVoteId: string;
  title: string;
  billId: string;
  voteDate: string | null;
  organizationPosition: OrganizationPosition;
  position: VotePosition;
}

/** legislator_terms columns under the entity's property names (raw rows, no hydration cost). */
const TERM_COLUMNS = `t.id, t.legislator_id AS "legislatorId", t.type, t.state, t.district, t.party, t.caucus,
  t.start_date AS "startDate", t.end_date AS "endDate", t.office, t.phone, t.url, t.address, t.contact_form AS "contactForm",
  t.senate_class AS "senateClass", t.state_rank AS "stateRank"`;

function groupBy<T>(ids: readonly string[], rows: T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(key(row))?.push(row);
  return ids.map((id) => groups.get(id)!);
}

/**
 * One SQL statement per loader per request, however many legislators the operation touches: the
 * all-legislators dashboard query costs a constant number of statements (asserted in
 * tests/integration/legislators.test.ts).
 */
export function legislatorLoaders(ds: DataSource) {
  return {
    legislatorById: new DataLoader<string, Legislator | null>(async (ids) => {
      const rows = await ds.getRepository(Legislator).createQueryBuilder('l').where('l.id = ANY(:ids::uuid[])', { ids }).getMany();
      const byId = new Map(rows.map((l) => [l.id, l]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** Every term, newest first (the first is the current one). */
    termsByLegislatorId: new DataLoader<string, LegislatorTerm[]>(async (ids) => {
      const rows: LegislatorTerm[] = await ds.query(`SELECT ${TERM_COLUMNS} FROM legislator_terms t WHERE t.legislator_id = ANY($1::uuid[]) ORDER BY t.start_date DESC, t.type`, [ids]);
      return groupBy(ids, rows, (t) => t.legislatorId);
    }),
    /** Only the current (latest) term: what the dashboard needs, without reading every past term. */
    currentTermByLegislatorId: new DataLoader<string, LegislatorTerm | null>(async (ids) => {
      const rows: LegislatorTerm[] = await ds.query(
        `SELECT DISTINCT ON (t.legislator_id) ${TERM_COLUMNS} FROM legislator_terms t
          WHERE t.legislator_id = ANY($1::uuid[]) ORDER BY t.legislator_id, t.start_date DESC, t.type`,
        [ids],
      );
      const byId = new Map(rows.map((t) => [t.legislatorId, t]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** Committee and subcommittee seats with every field, committees first (a list preloads its own: preloadRelations). */
    committeesByLegislatorId: new DataLoader<string, CommitteeMembership[]>(async (ids) => {
      return groupBy(ids, await committeeSeats(ds, [...ids], EVERY_SEAT_FIELD), (m) => m.legislatorId);
    }),
    /** Staff commentary items, most recently updated first (the first is "the" commentary). */
    staffCommentaryByLegislatorId: new DataLoader<string, LegislatorContent[]>(async (ids) => {
      const rows = await ds
        .getRepository(LegislatorContent)
        .createQueryBuilder('c')
        .where('c.legislator_id = ANY(:ids::uuid[])', { ids })
        .andWhere('c.content_type = :type', { type: LegislatorContentType.STAFF_COMMENTARY })
        .orderBy('c.updated_at', 'DESC')
        .addOrderBy('c.id', 'ASC')
        .getMany();
      return groupBy(ids, rows, (c) => c.legislatorId);
    }),
    /** Counts over the current Congress (alignment.sql.ts), two statements for any number of legislators. */
    congressAlignmentByLegislatorId: new DataLoader<string, AlignmentCounts & { congress: number }>(async (ids) => {
      const { congress, counts } = await currentAlignmentCounts(ds, ids);
      return counts.map((c) => ({ ...c, congress }));
    }),
    /** Per key vote, the legislator's last position among its roll calls. */
    alignmentByLegislatorId: new DataLoader<string, AlignmentRow[]>(async (ids) => {
      const rows: AlignmentRow[] = await ds.query(
        `SELECT DISTINCT ON (lv.legislator_id, kv.id)
                lv.legislator_id AS "legislatorId", kv.id AS "keyVoteId", kv.title, kv.bill_id AS "billId",
                kv.vote_date AS "voteDate", kv.organization_position AS "organizationPosition", lv.position
           FROM legislator_votes lv
           JOIN key_vote_roll_calls k ON k.roll_call_id = lv.roll_call_id
           JOIN key_votes kv ON kv.id = k.key_vote_id
           JOIN roll_calls rc ON rc.id = lv.roll_call_id
          WHERE lv.legislator_id = ANY($1::uuid[])
          ORDER BY lv.legislator_id, kv.id, rc.date DESC`,
        [ids],
      );
      return groupBy(ids, rows, (r) => r.legislatorId);
    }),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Lists: every relation the operation selects, one statement each, only the selected columns. */

/** What a legislator carries when a list preloaded its relations (not columns: TypeORM ignores it). */
export interface PreloadedRelations {
  currentTerm?: LegislatorTerm | null;
  committees?: CommitteeMembership[];
  staffCommentary?: LegislatorContent[];
}

/** Legislator fields computed from columns, with the columns they read. */
const LEGISLATOR_NEEDS: Record<string, string[]> = { fullName: ['firstName', 'middleName', 'lastName', 'suffix'] };

/** The legislators columns a selection reads (always the id, which the relations need). */
export function legislatorColumns(ds: DataSource, selection: Selection): string {
  const properties = ['id'];
  for (const field of selection.keys()) properties.push(field, ...(LEGISLATOR_NEEDS[field] ?? []));
  return columnsOf(ds, Legislator, 'l', properties);
}

/**
 * For the legislators a list returns, loads the relations the operation selects below them —
 * the current term (also behind `role` and `district`), committee seats, staff commentary —
 * each with one SQL statement that reads only the selected columns, all at once, and attaches
 * them to the legislators (`preloaded`), where the field resolvers find them. The statement count
 * does not grow with the number of legislators, and no per-legislator loader call is made.
 */
export async function preloadRelations(ds: DataSource, legislators: Legislator[], selection: Selection): Promise<void> {
  if (!legislators.length) return;
  const ids = legislators.map((l) => l.id);
  const byId = new Map(legislators.map((l): [string, PreloadedRelations] => [l.id, (l.preloaded = {})]));
  const jobs: Promise<void>[] = [];

  const termFields = [...below(selection, 'currentTerm').keys()];
  if (selection.has('role')) termFields.push('type', 'state');
  if (selection.has('district')) termFields.push('district');
  if (selection.has('currentTerm') || termFields.length) {
    jobs.push(
      currentTerms(ds, ids, termFields).then((terms) => {
        for (const preloaded of byId.values()) preloaded.currentTerm = null;
        for (const t of terms) byId.get(t.legislatorId)!.currentTerm = t;
      }),
    );
  }
  if (selection.has('committees')) {
    jobs.push(
      committeeSeats(ds, ids, below(selection, 'committees')).then((seats) => {
        for (const preloaded of byId.values()) preloaded.committees = [];
        for (const m of seats) byId.get(m.legislatorId)!.committees!.push(m);
      }),
    );
  }
  const contentFields = [...below(selection, 'content').keys(), ...below(selection, 'staffCommentary').keys()];
  if (selection.has('content') || selection.has('staffCommentary') || selection.has('hasStaffCommentary')) {
    jobs.push(
      staffCommentary(ds, ids, contentFields).then((items) => {
        for (const preloaded of byId.values()) preloaded.staffCommentary = [];
        for (const c of items) byId.get(c.legislatorId)!.staffCommentary!.push(c);
      }),
    );
  }
  await Promise.all(jobs);
}

/** The current (latest) term of each legislator, with the given term fields. */
async function currentTerms(ds: DataSource, ids: string[], fields: string[]): Promise<LegislatorTerm[]> {
  const columns = columnsOf(ds, LegislatorTerm, 't', ['id', 'legislatorId', ...fields]);
  const rows = await ds.query(
    `SELECT DISTINCT ON (t.legislator_id) ${columns} FROM legislator_terms t
      WHERE t.legislator_id = ANY($1::uuid[]) ORDER BY t.legislator_id, t.start_date DESC, t.type`,
    [ids],
  );
  return rows;
}

const leaf: Selection = new Map();
/** Every field of CommitteeMembership and its Committee, for single legislators. */
const EVERY_SEAT_FIELD: Selection = new Map<string, Selection>([
  ...['id', 'title', 'rank', 'partySide', 'name', 'subcommittee'].map((f): [string, Selection] => [f, leaf]),
  ['committee', new Map(['id', 'thomasId', 'name', 'type', 'url'].map((f): [string, Selection] => [f, leaf]))],
]);

/** What CommitteeMembership's computed fields read from the committees (see its getters). */
const SEAT_NEEDS_COMMITTEE = new Set(['name', 'subcommittee']);

/** Committee and subcommittee seats, committees first, with the selected seat and committee fields. */
async function committeeSeats(ds: DataSource, ids: string[], selection: Selection): Promise<CommitteeMembership[]> {
  const named = [...selection.keys()].some((f) => SEAT_NEEDS_COMMITTEE.has(f));
  const committeeFields = [...below(selection, 'committee').keys()];
  const withCommittee = named || selection.has('committee');
  if (named) committeeFields.push('name');
  const committee = columnsOf(ds, Committee, 'c', ['id', ...committeeFields], 'c.');
  const rows: Record<string, any>[] = await ds.query(
    `SELECT ${columnsOf(ds, CommitteeMembership, 'm', ['id', 'legislatorId', ...selection.keys()])}
            ${withCommittee ? `, ${committee}` : ''}${named ? ', p.id AS "p.id", p.name AS "p.name"' : ''}
       FROM committee_memberships m
       JOIN committees c ON c.id = m.committee_id
       LEFT JOIN committees p ON p.id = c.parent_id
      WHERE m.legislator_id = ANY($1::uuid[])
      ORDER BY coalesce(p.name, c.name), c.parent_id IS NOT NULL, c.name`,
    [ids],
  );
  // ~3,900 seats name ~230 committees: one Committee object per committee, shared by its seats.
  const committees = new Map<string, Committee>();
  const parents = new Map<string, Committee>();
  const parentOf = (id: string, name: string): Committee => {
    let p = parents.get(id);
    if (!p) parents.set(id, (p = Object.assign(new Committee(), { id, name })));
    return p;
  };
  const committeeOf = (r: Record<string, any>): Committee => {
    let c = committees.get(r['c.id']);
    if (!c) {
      c = new Committee();
      for (const key in r) if (key.startsWith('c.')) (c as any)[key.slice(2)] = r[key];
      c.parent = r['p.id'] ? parentOf(r['p.id'], r['p.name']) : null;
      committees.set(r['c.id'], c);
    }
    return c;
  };
  return rows.map((r) => {
    const seat = new CommitteeMembership();
    for (const key in r) if (!key.startsWith('c.') && !key.startsWith('p.')) (seat as any)[key] = r[key];
    if (withCommittee) seat.committee = committeeOf(r);
    return seat;
  });
}

/** LegislatorContent fields computed from columns, with the columns they read. */
const CONTENT_NEEDS: Record<string, string[]> = { staffCommentary: ['contentType', 'content'] };

/** Staff commentary items, most recently updated first, with the selected fields. */
async function staffCommentary(ds: DataSource, ids: string[], fields: string[]): Promise<LegislatorContent[]> {
  const properties = ['id', 'legislatorId', ...fields.flatMap((f) => [f, ...(CONTENT_NEEDS[f] ?? [])])];
  const rows = await ds.query(
    `SELECT ${columnsOf(ds, LegislatorContent, 'c', properties)} FROM legislator_content c
      WHERE c.legislator_id = ANY($1::uuid[]) AND c.content_type = $2
      ORDER BY c.updated_at DESC, c.id`,
    [ids, LegislatorContentType.STAFF_COMMENTARY],
  );
  return asInstances(LegislatorContent, rows);
}
