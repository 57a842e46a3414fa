import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a page of a long timeline or a long commentary list reads, in index order:
 *
 * - story_articles.sort_at is the entry's date on the timeline — the article's publication date,
 *   else when it was added — kept by triggers (set on insert; changed with the article's
 *   publication date), so a page of a 2,000-entry timeline is an index range, not a sort of every
 *   entry.
 * - A commentary list's count of what the viewer may see reads only the visibility columns, from
 *   an index that holds them (an index-only scan), not 5,000 rows of text.
 */
export class TimelineAndCommentaryReadIndexes1765200000002 implements MigrationInterface {
  name = 'TimelineAndCommentaryReadIndexes1765200000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_commentaries_key_vote_visibility"');
    await queryRunner.query('DROP INDEX "ix_commentaries_article_visibility"');
    await queryRunner.query('DROP TRIGGER "tr_articles_timeline_sort" ON "articles"');
    await queryRunner.query('DROP FUNCTION "articles_timeline_sort"()');
    await queryRunner.query('DROP TRIGGER "tr_story_articles_sort_at" ON "story_articles"');
    await queryRunner.query('DROP FUNCTION "story_articles_sort_at"()');
    await queryRunner.query('DROP INDEX "ix_story_articles_story_sort"');
    await queryRunner.query('ALTER TABLE "story_articles" DROP COLUMN "sort_at"');
  }
}

const UP: string[] = [
  'ALTER TABLE "story_articles" ADD COLUMN "sort_at" timestamptz',
  'UPDATE "story_articles" sa SET "sort_at" = coalesce(a."published_at", sa."added_at") FROM "articles" a WHERE a."id" = sa."article_id"',
  'ALTER TABLE "story_articles" ALTER COLUMN "sort_at" SET NOT NULL',
  `CREATE FUNCTION "story_articles_sort_at"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW."sort_at" := coalesce((SELECT "published_at" FROM "articles" WHERE "id" = NEW."article_id"), NEW."added_at");
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER "tr_story_articles_sort_at" BEFORE INSERT OR UPDATE OF "added_at", "article_id" ON "story_articles"
     FOR EACH ROW EXECUTE FUNCTION "story_articles_sort_at"()`,
  `CREATE FUNCTION "articles_timeline_sort"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "story_articles" SET "sort_at" = coalesce(NEW."published_at", "added_at") WHERE "article_id" = NEW."id";
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER "tr_articles_timeline_sort" AFTER UPDATE OF "published_at" ON "articles"
     FOR EACH ROW WHEN (OLD."published_at" IS DISTINCT FROM NEW."published_at") EXECUTE FUNCTION "articles_timeline_sort"()`,
  'CREATE INDEX "ix_story_articles_story_sort" ON "story_articles" ("story_id", "sort_at" DESC, "article_id" DESC)',
  `CREATE INDEX "ix_commentaries_article_visibility" ON "commentaries" ("article_id", "commentary_type", "is_public", "author_id") WHERE "article_id" IS NOT NULL`,
  `CREATE INDEX "ix_commentaries_key_vote_visibility" ON "commentaries" ("key_vote_id", "commentary_type", "is_public", "author_id") WHERE "key_vote_id" IS NOT NULL`,
];
