import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vote counts kept beside what they count, so no page counts votes when it is read: an article's
 * up and down votes (its card, its page) and a commentary's (its tally, the article's top
 * commentary, the commentary list in vote order, paged by the index below).
 *
 * The counts change in the vote's own transaction, by statement-level triggers on the vote tables
 * (one UPDATE per statement, however many votes it wrote: a single click, a bulk load or the
 * cascade of a deleted article), so every writer keeps them exact — the API, importers, plain SQL.
 */
export class VoteCounters1765200000001 implements MigrationInterface {
  name = 'VoteCounters1765200000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of COUNTED) {
      for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER "tr_${table}_count_${event}" ON "${table}"`);
    }
    for (const { counts } of COUNTED) await queryRunner.query(`DROP FUNCTION "count_${counts}_votes"()`);
    await queryRunner.query('DROP INDEX "ix_commentaries_key_vote_score"');
    await queryRunner.query('DROP INDEX "ix_commentaries_article_score"');
    await queryRunner.query('ALTER TABLE "commentaries" DROP COLUMN "votes_up", DROP COLUMN "votes_down"');
    await queryRunner.query('ALTER TABLE "articles" DROP COLUMN "votes_up", DROP COLUMN "votes_down"');
  }
}

const COUNTED = [
  { table: 'article_votes', item: 'article_id', counts: 'articles' },
  { table: 'commentary_votes', item: 'commentary_id', counts: 'commentaries' },
] as const;

const UP: string[] = [
  'ALTER TABLE "articles" ADD COLUMN "votes_up" integer NOT NULL DEFAULT 0, ADD COLUMN "votes_down" integer NOT NULL DEFAULT 0',
  'ALTER TABLE "commentaries" ADD COLUMN "votes_up" integer NOT NULL DEFAULT 0, ADD COLUMN "votes_down" integer NOT NULL DEFAULT 0',
  ...COUNTED.flatMap(({ table, item, counts }) => [
    `UPDATE "${counts}" x SET "votes_up" = v.up, "votes_down" = v.down
       FROM (SELECT "${item}" AS id, count(*) FILTER (WHERE vote = 'up')::int AS up, count(*) FILTER (WHERE vote = 'down')::int AS down FROM "${table}" GROUP BY "${item}") v
      WHERE x.id = v.id`,
    // `sign` is -1 for the old rows (UPDATE, DELETE) and +1 for the new ones (INSERT, UPDATE).
    `CREATE FUNCTION "count_${counts}_votes"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE "${counts}" x SET "votes_up" = x."votes_up" - d.up, "votes_down" = x."votes_down" - d.down
          FROM (SELECT "${item}" AS id, count(*) FILTER (WHERE vote = 'up')::int AS up, count(*) FILTER (WHERE vote = 'down')::int AS down FROM old_rows GROUP BY "${item}") d
         WHERE x.id = d.id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        UPDATE "${counts}" x SET "votes_up" = x."votes_up" + d.up, "votes_down" = x."votes_down" + d.down
          FROM (SELECT "${item}" AS id, count(*) FILTER (WHERE vote = 'up')::int AS up, count(*) FILTER (WHERE vote = 'down')::int AS down FROM new_rows GROUP BY "${item}") d
         WHERE x.id = d.id;
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER "tr_${table}_count_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_${counts}_votes"()`,
    `CREATE TRIGGER "tr_${table}_count_update" AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_${counts}_votes"()`,
    `CREATE TRIGGER "tr_${table}_count_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_${counts}_votes"()`,
  ]),
  // The commentary list in vote order (net score, newest first, then id), one page at a time.
  `CREATE INDEX "ix_commentaries_article_score" ON "commentaries" ("article_id", ("votes_up" - "votes_down") DESC, "created_at" DESC, "id") WHERE "article_id" IS NOT NULL`,
  `CREATE INDEX "ix_commentaries_key_vote_score" ON "commentaries" ("key_vote_id", ("votes_up" - "votes_down") DESC, "created_at" DESC, "id") WHERE "key_vote_id" IS NOT NULL`,
];
