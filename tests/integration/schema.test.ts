import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../gateway/src/db/data-source.js';
import { DEMO_MEMBERS, DEMO_STORY_IDS, DEMO_STORY_IMAGE_FILES, seedDemoData } from '../../gateway/src/db/seed.js';
import { Story } from '../../gateway/src/modules/story/story.entity.js';
import { KeyVote } from '../../gateway/src/modules/key-vote/key-vote.entity.js';
import { Legislator } from '../../gateway/src/modules/legislator/legislator.entity.js';
import { LegislatorTerm } from '../../gateway/src/modules/legislator/legislator-term.entity.js';
import { StoryImage } from '../../gateway/src/modules/story/story-image.entity.js';
import { freshDatabase, migratedDataSource } from '../setup/db.js';

/** Tables of ours in the public schema (TypeORM's own `migrations` bookkeeping table excluded). */
async function ourTables(ds: DataSource): Promise<string[]> {
  const rows: { tablename: string }[] = await ds.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY tablename`,
  );
  return rows.map((r) => r.tablename);
}

async function rowCounts(ds: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await ourTables(ds)) {
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM "${table}"`);
    counts[table] = n;
  }
  return counts;
}

async function pendingSchemaChanges(ds: DataSource): Promise<string[]> {
  const log = await ds.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}

const EXPECTED_TABLES = [
  'access_requests',
  'addresses',
  'article_votes',
  'articles',
  'auth_flow_states',
  'auth_mail_outbox',
  'auth_one_time_tokens',
  'auth_refresh_tokens',
  'auth_sessions',
  'auth_signing_keys',
  'auth_users',
  'cache_versions',
  'campaign_actions',
  'campaign_versions',
  'campaigns',
  'commentaries',
  'commentary_reports',
  'commentary_votes',
  'committee_memberships',
  'committees',
  'content_likes',
  'digests',
  'district_offices',
  'email_deliveries',
  'email_unsubscribes',
  'image_variants',
  'images',
  'key_vote_roll_calls',
  'key_votes',
  'legislator_content',
  'legislator_terms',
  'legislator_votes',
  'legislators',
  'member_roles',
  'members',
  'moderation_actions',
  'notification_preferences',
  'notifications',
  'proposal_votes',
  'proposals',
  'push_deliveries',
  'push_subscriptions',
  'push_vapid_keys',
  'rate_limits',
  'role_changes',
  'roll_calls',
  'stories',
  'story_articles',
  'story_changes',
  'story_collaborators',
  'story_follows',
  'story_images',
  'story_invites',
  'story_join_requests',
  'tips',
  'zip_districts',
];

describe('migrations and entities', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = createDataSource(await freshDatabase('schema_migrations'), { poolSize: 2 });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());

  it('creates every table, and TypeORM finds nothing to change: entities and SQL agree', async () => {
    await ds.runMigrations({ transaction: 'each' });
    expect(await ourTables(ds)).toEqual(EXPECTED_TABLES);
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  it('has the expression indexes the entities can only declare (synchronize: false)', async () => {
    const rows: { indexname: string; indexdef: string }[] = await ds.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'story_invites' ORDER BY indexname`,
    );
    const defs = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
    expect(defs.uq_story_invites_pending_email).toMatch(/UNIQUE INDEX .*\(story_id, lower\(invitee_email\)\) WHERE \(status = 'pending'::text\)/);
    expect(defs.ix_story_invites_email).toMatch(/\(lower\(invitee_email\)\)/);
  });

  it('reverts to nothing of ours and migrates again', async () => {
    while ((await ds.query(`SELECT 1 FROM migrations LIMIT 1`)).length > 0) {
      await ds.undoLastMigration({ transaction: 'each' });
    }
    expect(await ourTables(ds)).toEqual([]);
    // Nor any index, sequence or view of ours: only TypeORM's bookkeeping table and what it owns remain.
    const leftovers = await ds.query(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relname NOT IN ('migrations', 'migrations_id_seq')
          AND c.oid NOT IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'public.migrations'::regclass)`,
    );
    expect(leftovers).toEqual([]);

    await ds.runMigrations({ transaction: 'each' });
    expect(await ourTables(ds)).toEqual(EXPECTED_TABLES);
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });
});

describe('constraints', () => {
  let ds: DataSource;
  const memberId = '11111111-1111-4111-8111-111111111111';
  const otherId = '22222222-2222-4222-8222-222222222222';
  let articleId: string;
  let storyId: string;

  beforeAll(async () => {
    ds = await migratedDataSource('schema_constraints');
    await ds.query(`INSERT INTO members (id, email) VALUES ($1, 'a@example.org'), ($2, 'b@example.org')`, [memberId, otherId]);
    [{ id: articleId }] = await ds.query(
      `INSERT INTO articles (url, canonical_url, title) VALUES ('https://example.org/a', 'https://example.org/a', 'A') RETURNING id`,
    );
    [{ id: storyId }] = await ds.query(`INSERT INTO stories (title, created_by) VALUES ('S', $1) RETURNING id`, [memberId]);
  });
  afterAll(() => ds?.destroy());

  it('allows one vote per member per article', async () => {
    await ds.query(`INSERT INTO article_votes (article_id, member_id, vote) VALUES ($1, $2, 'up')`, [articleId, memberId]);
    await expect(
      ds.query(`INSERT INTO article_votes (article_id, member_id, vote) VALUES ($1, $2, 'down')`, [articleId, memberId]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'pk_article_votes' });
    await expect(
      ds.query(`INSERT INTO article_votes (article_id, member_id, vote) VALUES ($1, $2, 'sideways')`, [articleId, otherId]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'ck_article_votes_vote' });
  });

  it('keeps commentary between 1 and 500 characters', async () => {
    const insert = (content: string) =>
      ds.query(`INSERT INTO commentaries (article_id, author_id, content) VALUES ($1, $2, $3) RETURNING commentary_type, is_public`, [
        articleId,
        memberId,
        content,
      ]);
    await expect(insert('x'.repeat(500))).resolves.toEqual([{ commentary_type: 'regular', is_public: true }]);
    await expect(insert('x'.repeat(501))).rejects.toMatchObject({ code: '23514', constraint: 'ck_commentaries_content_length' });
    await expect(insert('')).rejects.toMatchObject({ code: '23514', constraint: 'ck_commentaries_content_length' });
  });

  it('lets a proposal change exactly one of title and description', async () => {
    const insert = (title: string | null, description: string | null) =>
      ds.query(`INSERT INTO proposals (story_id, proposer_id, title, description) VALUES ($1, $2, $3, $4)`, [
        storyId,
        memberId,
        title,
        description,
      ]);
    await expect(insert('New title', null)).resolves.toBeDefined();
    await expect(insert(null, 'New description')).resolves.toBeDefined();
    await expect(insert('New title', 'New description')).rejects.toMatchObject({ code: '23514', constraint: 'ck_proposals_one_field' });
    await expect(insert(null, null)).rejects.toMatchObject({ code: '23514', constraint: 'ck_proposals_one_field' });
  });

  it('allows one pending invite per story and email, whatever its case', async () => {
    const insert = (email: string, status = 'pending') =>
      ds.query(
        `INSERT INTO story_invites (story_id, invitee_email, invited_by, status, expires_at) VALUES ($1, $2, $3, $4, now() + interval '7 days')`,
        [storyId, email, memberId, status],
      );
    await insert('Invitee@Example.org');
    await expect(insert('invitee@example.org')).rejects.toMatchObject({ code: '23505', constraint: 'uq_story_invites_pending_email' });
    await expect(insert('invitee@example.org', 'declined')).resolves.toBeDefined();
  });

  it('allows one pending join request per member per story', async () => {
    const insert = (status = 'pending') =>
      ds.query(`INSERT INTO story_join_requests (story_id, requester_id, status) VALUES ($1, $2, $3)`, [storyId, otherId, status]);
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505', constraint: 'uq_story_join_requests_pending' });
    await expect(insert('rejected')).resolves.toBeDefined();
  });

  it('cascades children and keeps what outlives its author', async () => {
    await ds.query(`INSERT INTO story_follows (story_id, member_id) VALUES ($1, $2)`, [storyId, otherId]);
    await expect(
      ds.query(`INSERT INTO story_follows (story_id, member_id) VALUES ($1, $2)`, [storyId, otherId]),
    ).rejects.toMatchObject({ code: '23505' });
    await ds.query(`UPDATE articles SET submitted_by = $2 WHERE id = $1`, [articleId, otherId]);
    await ds.query(`DELETE FROM members WHERE id = $1`, [otherId]);
    const [{ follows }] = await ds.query(`SELECT count(*)::int AS follows FROM story_follows WHERE member_id = $1`, [otherId]);
    expect(follows).toBe(0);
    const [article] = await ds.query(`SELECT submitted_by FROM articles WHERE id = $1`, [articleId]);
    expect(article.submitted_by).toBeNull();
  });
});

describe('demo seed', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = await migratedDataSource('schema_seed');
  });
  afterAll(() => ds?.destroy());

  it('seeds once; a second run changes nothing', async () => {
    expect(await seedDemoData(ds)).toEqual({ seeded: true });
    const first = await rowCounts(ds);
    expect(await seedDemoData(ds)).toEqual({ seeded: false });
    expect(await rowCounts(ds)).toEqual(first);

    expect(first).toMatchObject({ members: 4, stories: 4, articles: 8, key_votes: 3, legislators: 6 });
    const emails: { email: string }[] = await ds.query(`SELECT email FROM members ORDER BY email`);
    expect(emails.map((r) => r.email)).toEqual(Object.values(DEMO_MEMBERS).map((m) => m.email).sort());
  });

  it('is readable through the entities (arrays, calendar dates as strings, images)', async () => {
    const story = await ds.getRepository(Story).findOneByOrFail({ id: DEMO_STORY_IDS.reconciliation });
    expect(story).toMatchObject({ isGlobal: true, isFeatured: true, createdBy: DEMO_MEMBERS.staff.id });
    expect(story.tags).toContain('budget');

    const keyVote = await ds.getRepository(KeyVote).findOneByOrFail({ billId: 'H.R. 1' });
    expect(keyVote).toMatchObject({ voteDate: '2025-07-03', organizationPosition: 'oppose', congressNumber: 119 });

    const klobuchar = await ds.getRepository(Legislator).findOneByOrFail({ bioguideId: 'K000367' });
    expect(klobuchar).toMatchObject({ lisId: 'S311', birthday: '1960-05-25', state: 'MN' });
    const terms = await ds.getRepository(LegislatorTerm).find({ where: { legislatorId: klobuchar.id }, order: { startDate: 'DESC' } });
    expect(terms.map((t) => t.startDate)).toEqual(['2025-01-03', '2019-01-03']);

    const images = await ds.getRepository(StoryImage).find({ order: { url: 'ASC' } });
    expect(images.map((i) => i.url)).toEqual(DEMO_STORY_IMAGE_FILES.map((f) => `/images/${f}`));
  });

  it('saves a new row through an entity with database defaults', async () => {
    const repo = ds.getRepository(Story);
    const saved = await repo.save(repo.create({ title: 'Entity round trip', createdBy: DEMO_MEMBERS.member.id }));
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const loaded = await repo.findOneByOrFail({ id: saved.id });
    expect(loaded).toMatchObject({ description: '', isGlobal: false, isFeatured: false, openToJoin: false, requiresApproval: true, tags: [] });
  });
});
