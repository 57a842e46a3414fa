import type { EntityManager } from 'typeorm';
import { parseBillId } from './bills.js';

/**
 * Links every key vote to the roll calls on its bill (same Congress, bill type and number).
 * Returns how many new links were made. Also used when staff create a key vote.
 */
export async function linkKeyVotes(em: Pick<EntityManager, 'query'>, keyVoteIds?: string[]): Promise<number> {
  const keyVotes: { id: string; bill_id: string; congress_number: number }[] = await em.query(
    `SELECT id, bill_id, congress_number FROM key_votes ${keyVoteIds ? 'WHERE id = ANY($1::uuid[])' : ''}`,
    keyVoteIds ? [keyVoteIds] : [],
  );
  const pairs = keyVotes.flatMap((kv) => {
    const bill = parseBillId(kv.bill_id);
    return bill ? [{ id: kv.id, type: bill.type, number: bill.number, congress: bill.congress ?? kv.congress_number }] : [];
  });
  if (!pairs.length) return 0;
  const linked: unknown[] = await em.query(
    `INSERT INTO key_vote_roll_calls (key_vote_id, roll_call_id)
     SELECT k.id, rc.id
       FROM unnest($1::uuid[], $2::text[], $3::int[], $4::int[]) AS k(id, bill_type, bill_number, congress)
       JOIN roll_calls rc ON rc.bill_congress = k.congress AND rc.bill_type = k.bill_type AND rc.bill_number = k.bill_number
     ON CONFLICT DO NOTHING
     RETURNING 1`,
    [pairs.map((p) => p.id), pairs.map((p) => p.type), pairs.map((p) => p.number), pairs.map((p) => p.congress)],
  );
  return linked.length;
}
