import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { Committee } from './committee.entity.js';
import { CommitteeMembership } from './committee-membership.entity.js';
import { LegislatorContent } from './legislator-content.entity.js';
import { LegislatorTerm } from './legislator-term.entity.js';
import { Legislator } from './legislator.entity.js';
import { LegislatorContentType, PartySide } from './legislator.enums.js';

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

interface CommitteeRow {
  id: string;
  legislator_id: string;
  committee_id: string;
  title: string | null;
  rank: number | null;
  party_side: PartySide | null;
  thomas_id: string;
  name: string;
  type: string | null;
  url: string | null;
  parent_id: string | null;
  p_thomas_id: string | null;
  p_name: string | null;
  p_type: string | null;
  p_url: string | null;
}

function toMembership(r: CommitteeRow): CommitteeMembership {
  const parent: Committee | null = r.parent_id
    ? { id: r.parent_id, thomasId: r.p_thomas_id!, name: r.p_name!, type: r.p_type, url: r.p_url, parentId: null }
    : null;
  const committee: Committee = { id: r.committee_id, thomasId: r.thomas_id, name: r.name, type: r.type, url: r.url, parentId: r.parent_id, parent };
  return { id: r.id, committeeId: r.committee_id, legislatorId: r.legislator_id, title: r.title, rank: r.rank, partySide: r.party_side, committee };
}

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
    /**
     * Committee and subcommittee seats with their committee (and its parent), committees first.
     * Plain rows rather than hydrated entities: the dashboard reads ~3,900 of them at once.
     */
    committeesByLegislatorId: new DataLoader<string, CommitteeMembership[]>(async (ids) => {
      const rows: (CommitteeRow & { legislator_id: string })[] = await ds.query(
        `SELECT m.id, m.legislator_id, m.committee_id, m.title, m.rank, m.party_side,
                c.thomas_id, c.name, c.type, c.url, c.parent_id,
                p.thomas_id AS p_thomas_id, p.name AS p_name, p.type AS p_type, p.url AS p_url
           FROM committee_memberships m
           JOIN committees c ON c.id = m.committee_id
           LEFT JOIN committees p ON p.id = c.parent_id
          WHERE m.legislator_id = ANY($1::uuid[])
          ORDER BY coalesce(p.name, c.name), c.parent_id IS NOT NULL, c.name`,
        [ids],
      );
      return groupBy(ids, rows.map(toMembership), (m) => m.legislatorId);
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
