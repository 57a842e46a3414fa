import type { EntityManager } from 'typeorm';

/** The vote tables: one row per member per item, the primary key being (item, member). */
const VOTE_TABLES = {
  article: { table: 'article_votes', item: 'article_id' },
  commentary: { table: 'commentary_votes', item: 'commentary_id' },
  proposal: { table: 'proposal_votes', item: 'proposal_id' },
} as const;

export type VoteTarget = keyof typeof VOTE_TABLES;

/**
 * Sets a member's vote on an item to the desired state in one atomic statement: 'up' or 'down'
 * inserts or switches it, null removes it. Concurrent clicks cannot double-count, since the
 * primary key allows one row per member per item.
 */
export async function castVote(db: Pick<EntityManager, 'query'>, target: VoteTarget, itemId: string, memberId: string, vote: string | null): Promise<void> {
  const { table, item } = VOTE_TABLES[target];
  if (vote) {
    await db.query(
      `INSERT INTO ${table} (${item}, member_id, vote) VALUES ($1, $2, $3)
       ON CONFLICT (${item}, member_id) DO UPDATE SET vote = EXCLUDED.vote`,
      [itemId, memberId, vote],
    );
  } else {
    await db.query(`DELETE FROM ${table} WHERE ${item} = $1 AND member_id = $2`, [itemId, memberId]);
  }
}
