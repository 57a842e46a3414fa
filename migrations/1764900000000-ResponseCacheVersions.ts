import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data versions for the gateway's response cache (gateway/src/http/response-cache.ts): a cached
 * answer is stored under the version it read before its data, and served only while the version
 * is unchanged, so it is never stale — whoever writes (the gateway, an importer in another
 * process, plain SQL).
 *
 * Every committed change to the tables behind the staff legislator dashboard bumps the
 * 'legislators' version in the same transaction. The triggers are deferred to commit and bump at
 * most once per transaction (a transaction-local setting remembers it), so the version row is
 * locked only while a writer commits, not for the length of an import. The bump also sends
 * NOTIFY response_cache '<name>:<version>' (delivered on commit), so every gateway on the database
 * drops the answers of older versions at once instead of letting them age out of memory.
 *
 * down() drops exactly what up() created, in reverse order.
 */
export class ResponseCacheVersions1764900000000 implements MigrationInterface {
  name = 'ResponseCacheVersions1764900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) {
      await queryRunner.query(`DROP TRIGGER "tr_${table}_cache_truncate" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "tr_${table}_cache" ON "${table}"`);
    }
    await queryRunner.query('DROP FUNCTION "bump_cache_version"()');
    await queryRunner.query('DROP TABLE "cache_versions"');
  }
}

/**
 * What the staff dashboard reads: legislators, current term, committee seats, staff commentary, and
 * the stored photos (a photo turns from null to ready when the image worker has stored it).
 */
const TABLES = ['legislators', 'legislator_terms', 'committees', 'committee_memberships', 'legislator_content', 'images', 'image_variants'] as const;

const UP: string[] = [
  `CREATE TABLE "cache_versions" (
    "name" text NOT NULL,
    "version" bigint NOT NULL DEFAULT 0,
    CONSTRAINT "pk_cache_versions" PRIMARY KEY ("name")
  )`,
  `INSERT INTO "cache_versions" ("name") VALUES ('legislators')`,
  `CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    v bigint;
  BEGIN
    IF current_setting('portal.cache_bumped_' || TG_ARGV[0], true) IS DISTINCT FROM 'yes' THEN
      UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0] RETURNING "version" INTO v;
      PERFORM set_config('portal.cache_bumped_' || TG_ARGV[0], 'yes', true);
      -- Every gateway LISTENs (gateway/src/db/notify.ts): delivered when this transaction commits.
      PERFORM pg_notify('response_cache', TG_ARGV[0] || ':' || v);
    END IF;
    RETURN NULL;
  END $$`,
  ...TABLES.flatMap((table) => [
    `CREATE CONSTRAINT TRIGGER "tr_${table}_cache" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('legislators')`,
    `CREATE TRIGGER "tr_${table}_cache_truncate" AFTER TRUNCATE ON "${table}"
       FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('legislators')`,
  ]),
];
