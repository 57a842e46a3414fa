import type { DataSource, EntityManager } from 'typeorm';
import {
  articles,
  articleVotes,
  collaborators,
  commentaries,
  commentaryVotes,
  contentLikes,
  follows,
  invites,
  joinRequests,
  keyVotes,
  memberRoles,
  members,
  proposals,
  proposalVotes,
  stories,
  storyArticles,
  storyChanges,
  storyImages,
} from './seed-data/content.js';
import { LC, M, type Row } from './seed-data/ids.js';
import { COMMITTEES, LEGISLATORS, MEMBERSHIPS } from './seed-data/legislators.js';

/**
 * A small, realistic demo data set so a fresh portal is not empty (issue 2, item 8): four members,
 * one per role; four stories; eight articles on real 119th-Congress bills and a privacy report;
 * commentary of every kind; a few votes; six real legislators with terms and committees (copied
 * from unitedstates/congress-legislators, see data/README.md); three key votes; one staff commentary.
 *
 * Idempotent: every row has a fixed key, every insert is ON CONFLICT DO NOTHING, and the whole seed
 * is one transaction behind an advisory lock. Once the demo members exist the seed does nothing,
 * so demo rows that someone deleted on purpose are not brought back on the next start.
 * No network access: every value is a literal in seed-data/ (ids, content, legislators); this file
 * loads them.
 */

export { DEMO_MEMBERS, DEMO_STORY_IDS, DEMO_STORY_IMAGE_FILES } from './seed-data/ids.js';

export async function seedDemoData(ds: DataSource): Promise<{ seeded: boolean }> {
  return ds.transaction(async (em) => {
    // Two processes starting at once must not both seed.
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('member-portal:demo-seed'))`);
    const present = await em.query(`SELECT 1 FROM members WHERE id = ANY($1::uuid[]) LIMIT 1`, [
      Object.values(M).map((m) => m.id),
    ]);
    if (present.length > 0) return { seeded: false };

    let inserted = 0;
    const insert = async (table: string, rows: Row[]) => {
      inserted += await insertRows(em, table, rows);
    };

    await insert('members', members());
    await insert('member_roles', memberRoles());
    await insert('articles', articles());
    await insert('stories', stories());
    await insert('story_articles', storyArticles());
    await insert('story_images', storyImages());
    await insert('story_collaborators', collaborators());
    await insert('story_follows', follows());
    await insert('story_invites', invites());
    await insert('story_join_requests', joinRequests());
    await insert('proposals', proposals());
    await insert('proposal_votes', proposalVotes());
    await insert('story_changes', storyChanges());
    await insert('commentaries', commentaries());
    await insert('commentary_votes', commentaryVotes());
    await insert('article_votes', articleVotes());
    await insert('key_votes', keyVotes());
    await insert('content_likes', contentLikes());

    // Legislators and committees may already have been imported with other ids: insert what is
    // missing, then look the ids up by their natural keys.
    await insert('legislators', LEGISLATORS.map(({ terms: _terms, ...row }) => row));
    const legislatorIds = await idsBy(em, 'legislators', 'bioguide_id', LEGISLATORS.map((l) => l.bioguide_id));
    await insert(
      'legislator_terms',
      LEGISLATORS.flatMap((l) => l.terms.map((t) => ({ ...t, legislator_id: legislatorIds.get(l.bioguide_id) }))),
    );
    for (const c of COMMITTEES) {
      const parentIds = await idsBy(em, 'committees', 'thomas_id', c.parent ? [c.parent] : []);
      const { parent, ...row } = c;
      await insert('committees', [{ ...row, parent_id: parent ? parentIds.get(parent) : null }]);
    }
    const committeeIds = await idsBy(em, 'committees', 'thomas_id', COMMITTEES.map((c) => c.thomas_id));
    await insert(
      'committee_memberships',
      MEMBERSHIPS.map(({ committee, bioguide, ...row }) => ({
        ...row,
        committee_id: committeeIds.get(committee),
        legislator_id: legislatorIds.get(bioguide),
      })),
    );
    await insert('legislator_content', [
      {
        id: LC(1),
        legislator_id: legislatorIds.get('K000367'),
        author_id: M.staff.id,
        title: 'Privacy subcommittee: likely partner on data-broker limits',
        content:
          'Ranking Member of the Judiciary Subcommittee on Privacy, Technology, and the Law. Her office has ' +
          'been receptive to limits on data brokers and to transparency rules for recommendation systems. ' +
          'Worth briefing her staff before the subcommittee marks up any privacy bill; contact through the ' +
          'Judiciary Committee minority staff.',
        content_type: 'staff_commentary',
        is_staff: true,
        is_public: true,
        created_at: '2025-09-24T14:00:00Z',
        updated_at: '2025-10-02T09:30:00Z',
      },
    ]);

    return { seeded: inserted > 0 };
  });
}

/** One multi-row INSERT … ON CONFLICT DO NOTHING; returns how many rows were new. */
async function insertRows(em: EntityManager, table: string, rows: Row[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((k) => !columns.includes(k))) {
      throw new Error(`seed: rows for ${table} do not all have the same columns`);
    }
    return `(${columns.map((c) => (params.push(row[c] ?? null), `$${params.length}`)).join(', ')})`;
  });
  const sql =
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')} ` +
    `ON CONFLICT DO NOTHING RETURNING 1`;
  const result: unknown[] = await em.query(sql, params);
  return result.length;
}

async function idsBy(em: EntityManager, table: string, key: string, values: string[]): Promise<Map<string, string>> {
  if (values.length === 0) return new Map();
  const rows: { id: string; key: string }[] = await em.query(
    `SELECT id, "${key}" AS key FROM "${table}" WHERE "${key}" = ANY($1::text[])`,
    [values],
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}
