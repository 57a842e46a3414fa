import type { EntityManager } from 'typeorm';
import { DomainError, badInput } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { alignmentOf } from '../campaign/campaign.contacts.js';
import { districtLabel } from '../campaign/campaign.places.js';
import { Chamber, OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { alignmentCounts, currentCongress, percentOf, POSITIONS_SQL, type AlignmentCounts } from '../legislator/alignment.sql.js';
import { myRepresentativesOrNull } from '../representative/representative.service.js';
import { getOrCreateProfile } from '../member/member.service.js';
import type { AlignmentAverage, MyLegislators, Scorecard, ScorecardLegislator, ScorecardVote, SeatVacancy } from './scorecard.types.js';

type Db = Pick<EntityManager, 'query'>;

export const BIOGUIDE_MESSAGE = 'A bioguide id is one capital letter and six digits, such as A000360.';
export const LEGISLATOR_NOT_FOUND = 'Legislator not found.';
const BIOGUIDE = /^[A-Z]\d{6}$/;

const NO_SENATORS = new Set(['DC', 'PR', 'GU', 'VI', 'AS', 'MP']);
const SHORT_TITLE: Record<string, string> = { Representative: 'Rep.', Senator: 'Sen.', Delegate: 'Del.', 'Resident Commissioner': 'Res. Comm.' };
const PARTY_PLURAL: Record<string, string> = { Democrat: 'Democrats', Republican: 'Republicans', Independent: 'Independents' };

interface LegislatorRow {
  id: string;
  bioguide_id: string;
  first_name: string;
  last_name: string;
  nickname: string | null;
  official_full: string | null;
  in_office: boolean;
  current_party: string | null;
  state: string;
  type: 'rep' | 'sen' | null;
  term_state: string | null;
  district: number | null;
  party: string | null;
}

/** Legislators with their current (latest) term, one statement. */
const LEGISLATOR_SQL = `
  SELECT l.id, l.bioguide_id, l.first_name, l.last_name, l.nickname, l.official_full, l.in_office, l.current_party, l.state,
         t.type, t.state AS term_state, t.district, t.party
    FROM legislators l
    LEFT JOIN LATERAL (SELECT type, state, district, party FROM legislator_terms WHERE legislator_id = l.id ORDER BY start_date DESC, type LIMIT 1) t ON true`;

function titleOf(row: Pick<LegislatorRow, 'type' | 'term_state'>): string | null {
  if (!row.type) return null;
  if (row.type === 'sen') return 'Senator';
  if (row.term_state === 'PR') return 'Resident Commissioner';
  if (['DC', 'GU', 'VI', 'AS', 'MP'].includes(row.term_state ?? '')) return 'Delegate';
  return 'Representative';
}

function toLegislator(row: LegislatorRow): ScorecardLegislator {
  const title = titleOf(row);
  return {
    id: row.id,
    bioguideId: row.bioguide_id,
    name: row.official_full ?? `${row.nickname ?? row.first_name} ${row.last_name}`,
    title,
    shortTitle: title ? SHORT_TITLE[title] : null,
    chamber: row.type === 'sen' ? Chamber.SENATE : row.type === 'rep' ? Chamber.HOUSE : null,
    party: row.party ?? row.current_party,
    state: row.term_state ?? row.state,
    district: row.type === 'rep' ? row.district : null,
    inOffice: row.in_office,
  };
}

const summaryOf = (c: AlignmentCounts, congress: number) => ({
  congress,
  percent: percentOf(c.agreed, c.counted),
  agreed: c.agreed,
  counted: c.counted,
  notCounted: c.notCounted,
  keyVotes: c.keyVotes,
});

/**
 * Scorecards for a set of legislators in a constant number of statements: their counts, every key
 * vote of the Congress with their positions, the state delegations' votes on each (everyone who
 * voted for the state then, departed members too), and the sitting members' counts behind the
 * delegation and party averages (sitting members only: a departed member's votes stay in the
 * delegation's history but leave its current average).
 */
export async function scorecardsFor(db: Db, rows: LegislatorRow[], congress: number): Promise<Scorecard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const legislators = rows.map(toLegislator);
  const states = [...new Set(legislators.map((l) => l.state))];

  const [counts, positions, delegations, sitting] = await Promise.all([
    alignmentCounts(db, ids, congress),
    db.query(
      `WITH positions AS (${POSITIONS_SQL})
       SELECT ids.id AS legislator_id, kv.id, kv.title, kv.bill_id, kv.vote_date::text AS vote_date, kv.organization_position, p.position
         FROM unnest($1::uuid[]) AS ids(id)
        CROSS JOIN key_votes kv
         LEFT JOIN positions p ON p.legislator_id = ids.id AND p.key_vote_id = kv.id
        WHERE kv.congress_number = $2
        ORDER BY kv.vote_date NULLS LAST, kv.created_at, kv.id`,
      [ids, congress],
    ) as Promise<{ legislator_id: string; id: string; title: string; bill_id: string; vote_date: string | null; organization_position: OrganizationPosition; position: VotePosition | null }[]>,
    db.query(
      `WITH last AS (
         SELECT DISTINCT ON (lv.voter_id, kv.id) kv.id AS key_vote_id, lv.state, kv.organization_position AS org, lv.position
           FROM key_votes kv
           JOIN key_vote_roll_calls k ON k.key_vote_id = kv.id
           JOIN roll_calls rc ON rc.id = k.roll_call_id
           JOIN legislator_votes lv ON lv.roll_call_id = rc.id
          WHERE kv.congress_number = $2 AND lv.state = ANY($1::text[]) AND lv.voter_id <> 'VP'
          ORDER BY lv.voter_id, kv.id, rc.date DESC, rc.number DESC)
       SELECT key_vote_id, state,
              count(*) FILTER (WHERE (org = 'support' AND position = 'YEA') OR (org = 'oppose' AND position = 'NAY'))::int AS with_us,
              count(*) FILTER (WHERE (org = 'support' AND position = 'NAY') OR (org = 'oppose' AND position = 'YEA'))::int AS against_us
         FROM last GROUP BY key_vote_id, state`,
      [states, congress],
    ) as Promise<{ key_vote_id: string; state: string; with_us: number; against_us: number }[]>,
    db.query(`${LEGISLATOR_SQL} WHERE l.in_office`) as Promise<LegislatorRow[]>,
  ]);

  const sittingCounts = await alignmentCounts(db, sitting.map((s) => s.id), congress);
  const sittingPeople = sitting.map((s, i) => ({ l: toLegislator(s), c: sittingCounts[i] }));
  const pooled = (label: string, group: typeof sittingPeople): AlignmentAverage => {
    const agreed = group.reduce((n, g) => n + g.c.agreed, 0);
    const counted = group.reduce((n, g) => n + g.c.counted, 0);
    return { label, percent: percentOf(agreed, counted), legislators: group.length };
  };
  const delegationOf = new Map(delegations.map((d) => [`${d.key_vote_id}|${d.state}`, d]));

  return legislators.map((legislator, i) => {
    const votes: ScorecardVote[] = positions
      .filter((p) => p.legislator_id === legislator.id)
      .map((p) => {
        const d = delegationOf.get(`${p.id}|${legislator.state}`);
        return {
          keyVoteId: p.id,
          title: p.title,
          billId: p.bill_id,
          voteDate: p.vote_date,
          organizationPosition: p.organization_position,
          position: p.position,
          alignment: alignmentOf(p.organization_position, p.position),
          delegationWithUs: d?.with_us ?? 0,
          delegationAgainstUs: d?.against_us ?? 0,
        };
      });
    const chamberWords = legislator.chamber === Chamber.SENATE ? 'the Senate' : 'the House';
    const party = legislator.party ?? 'Unknown';
    return {
      legislator,
      alignment: summaryOf(counts[i], congress),
      votes,
      delegation: pooled(`${legislator.state} delegation`, sittingPeople.filter((g) => g.l.state === legislator.state)),
      party: pooled(
        `${PARTY_PLURAL[party] ?? party} in ${chamberWords}`,
        sittingPeople.filter((g) => g.l.party === legislator.party && g.l.chamber === legislator.chamber),
      ),
      sharePath: `/legislators/${legislator.bioguideId}/scorecard`,
      imagePath: `/legislators/${legislator.bioguideId}/scorecard.png`,
    };
  });
}

/** Checks a bioguide id's shape: BAD_USER_INPUT (400) for anything else, never a lookup. */
export function cleanBioguide(bioguide: string): string {
  const b = bioguide.trim().toUpperCase();
  if (!BIOGUIDE.test(b)) throw badInput(BIOGUIDE_MESSAGE, { field: 'bioguide' });
  return b;
}

/** The public scorecard (anyone, no sign-in): official votes and the organization's published positions only. */
export async function publicScorecard(db: Db, bioguide: string): Promise<Scorecard> {
  const b = cleanBioguide(bioguide);
  const rows: LegislatorRow[] = await db.query(`${LEGISLATOR_SQL} WHERE l.bioguide_id = $1`, [b]);
  if (!rows.length) throw new DomainError('NOT_FOUND', LEGISLATOR_NOT_FOUND);
  const [card] = await scorecardsFor(db, rows, await currentCongress(db));
  return card;
}

/** Whether the member follows their legislators (on unless they turned it off). */
async function followsLegislators(db: Db, memberId: string): Promise<boolean> {
  const [row]: { follows_legislators: boolean }[] = await db.query('SELECT follows_legislators FROM members WHERE id = $1', [memberId]);
  return row?.follows_legislators ?? true;
}

/** GET /api/users/me/legislators: the member's own legislators from their saved address, each with a scorecard, and any vacant seat. */
export async function myLegislators(ctx: Context, viewer: Viewer): Promise<MyLegislators> {
  const db = ctx.dataSource;
  const [reps, congress, following] = await Promise.all([myRepresentativesOrNull(ctx, viewer), currentCongress(db), followsLegislators(db, viewer.id)]);
  const base = { congress, following, scorecards: [], vacancies: [], notice: null };
  if (!reps) return { ...base, needsAddress: true, needsDistrictChoice: false };
  if (reps.needsChoice) return { ...base, needsAddress: false, needsDistrictChoice: true, notice: reps.notice };

  const state = reps.districts[0]?.state ?? reps.senators[0]?.state ?? null;
  const vacancies: SeatVacancy[] = [];
  for (const d of reps.districts) {
    if (!reps.representatives.some((r) => r.state === d.state && r.district === d.district)) {
      vacancies.push({ chamber: Chamber.HOUSE, state: d.state, district: d.district, message: `The House seat for ${districtLabel(d.state, d.district)} is vacant.` });
    }
  }
  if (state && !NO_SENATORS.has(state) && reps.senators.length < 2) {
    vacancies.push({
      chamber: Chamber.SENATE,
      state,
      district: null,
      message: reps.senators.length === 0 ? `Both of ${state}'s Senate seats are vacant.` : `One of ${state}'s Senate seats is vacant.`,
    });
  }
  const ids = [...reps.representatives, ...reps.senators].map((r) => r.id);
  const rows: LegislatorRow[] = ids.length ? await db.query(`${LEGISLATOR_SQL} WHERE l.id = ANY($1::uuid[])`, [ids]) : [];
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return {
    ...base,
    needsAddress: false,
    needsDistrictChoice: false,
    notice: reps.districts.length === 0 ? reps.notice : null,
    scorecards: await scorecardsFor(db, rows, congress),
    vacancies,
  };
}

/** Turns following one's legislators on or off (the legislator_vote notification). */
export async function followMyLegislators(ctx: Context, viewer: Viewer, follow: boolean): Promise<MyLegislators> {
  if (typeof follow !== 'boolean') throw badInput('follow must be true or false.', { field: 'follow' });
  await getOrCreateProfile(ctx, viewer);
  await ctx.dataSource.query('UPDATE members SET follows_legislators = $2 WHERE id = $1', [viewer.id, follow]);
  return myLegislators(ctx, viewer);
}

