import type { EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

/**
 * ALIGNMENT ARITHMETIC, set-based: one statement for any number of legislators.
 *
 * Per legislator and key vote of the Congress, the legislator's last recorded position among the
 * key vote's roll calls (`positions`); then per legislator:
 *   agreed       YEA on a key vote the organization supports, NAY on one it opposes
 *   counted      YEA or NAY on a key vote the organization supports or opposes — the denominator
 *   not_counted  PRESENT or NOT_VOTING on such a key vote: left out of the denominator
 *   key_votes    key votes of the Congress they have a recorded position on (any position)
 * A key vote the organization takes no position on ('other') is in none of these but key_votes.
 * percent = agreed / counted, one decimal; null when counted is 0.
 */
const positionsSql = (congress: string) => `
  SELECT DISTINCT ON (lv.legislator_id, kv.id)
         lv.legislator_id, kv.id AS key_vote_id, kv.organization_position AS org, lv.position, rc.date
    FROM key_votes kv
    JOIN key_vote_roll_calls k ON k.key_vote_id = kv.id
    JOIN roll_calls rc ON rc.id = k.roll_call_id
    JOIN legislator_votes lv ON lv.roll_call_id = rc.id
   WHERE kv.congress_number = ${congress} AND lv.legislator_id = ANY($1::uuid[])
   ORDER BY lv.legislator_id, kv.id, rc.date DESC, rc.number DESC`;

export const POSITIONS_SQL = positionsSql('$2');

const COUNTS = `count(*) FILTER (WHERE (org = 'support' AND position = 'YEA') OR (org = 'oppose' AND position = 'NAY'))::int AS agreed,
         count(*) FILTER (WHERE org <> 'other' AND position IN ('YEA', 'NAY'))::int AS counted,
         count(*) FILTER (WHERE org <> 'other' AND position IN ('PRESENT', 'NOT_VOTING'))::int AS "notCounted",
         count(*)::int AS "keyVotes"
    FROM positions
   GROUP BY legislator_id`;

export const ALIGNMENT_SQL = `
  WITH positions AS (${POSITIONS_SQL})
  SELECT legislator_id AS "legislatorId", ${COUNTS}`;

export interface AlignmentCounts {
  legislatorId: string;
  agreed: number;
  counted: number;
  notCounted: number;
  keyVotes: number;
}

export const percentOf = (agreed: number, counted: number): number | null => (counted ? Math.round((agreed / counted) * 1000) / 10 : null);

/** Each legislator's counts for the Congress (zeros for those without a key vote yet), in the order asked. */
export async function alignmentCounts(db: Db, legislatorIds: readonly string[], congress: number): Promise<AlignmentCounts[]> {
  const rows: AlignmentCounts[] = legislatorIds.length ? await db.query(ALIGNMENT_SQL, [legislatorIds, congress]) : [];
  const by = new Map(rows.map((r) => [r.legislatorId, r]));
  return legislatorIds.map((id) => by.get(id) ?? { legislatorId: id, agreed: 0, counted: 0, notCounted: 0, keyVotes: 0 });
}

/**
 * The Congress a scorecard covers: the one the newest House term belongs to (as My Representatives
 * says), else the newest Congress with a key vote, else the one of today.
 */
export const CURRENT_CONGRESS_SQL = `
  SELECT COALESCE(
    (SELECT 1 + ((extract(year FROM max(start_date))::int - 1789) / 2) FROM legislator_terms WHERE type = 'rep'),
    (SELECT max(congress_number) FROM key_votes),
    1 + ((extract(year FROM now())::int - 1789) / 2)) AS congress`;

export async function currentCongress(db: Db): Promise<number> {
  const [row]: { congress: number }[] = await db.query(CURRENT_CONGRESS_SQL);
  return Number(row.congress);
}

/**
 * The counts over the current Congress in one statement (the staff list: one more statement for
 * any number of legislators), with the Congress they are for.
 */
export async function currentAlignmentCounts(db: Db, legislatorIds: readonly string[]): Promise<{ congress: number; counts: AlignmentCounts[] }> {
  if (!legislatorIds.length) return { congress: await currentCongress(db), counts: [] };
  const rows: (AlignmentCounts & { congress: number | null })[] = await db.query(
    `WITH c AS (${CURRENT_CONGRESS_SQL}), positions AS (${positionsSql('(SELECT congress FROM c)')}),
          counts AS (SELECT legislator_id AS "legislatorId", ${COUNTS})
     SELECT c.congress, counts.* FROM c LEFT JOIN counts ON true`,
    [legislatorIds],
  );
  const congress = Number(rows[0]!.congress);
  const by = new Map(rows.filter((r) => r.legislatorId).map((r) => [r.legislatorId, r]));
  return {
    congress,
    counts: legislatorIds.map((id) => {
      const r = by.get(id);
      return r ? { legislatorId: id, agreed: r.agreed, counted: r.counted, notCounted: r.notCounted, keyVotes: r.keyVotes } : { legislatorId: id, agreed: 0, counted: 0, notCounted: 0, keyVotes: 0 };
    }),
  };
}
