import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Display names (issue #14 item 8; the SPEC's `username`) are unique ignoring case: "Alex Rivera"
 * and "alex rivera" cannot both exist. The service checked this already, but only the index
 * closes the race of two members choosing the name at once.
 *
 * Should two rows differ only in case (possible before, through that race), the older member
 * keeps the name and the other's is cleared (they are shown as 'Anonymous' until they choose one).
 * down() restores the case-sensitive constraint; cleared names are not restored.
 */
export class DisplayNamesIgnoreCase1764300000001 implements MigrationInterface {
  name = 'DisplayNamesIgnoreCase1764300000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "members" SET "username" = NULL WHERE "id" IN (
      SELECT "id" FROM (
        SELECT "id", row_number() OVER (PARTITION BY lower("username") ORDER BY "created_at", "id") AS n
          FROM "members" WHERE "username" IS NOT NULL
      ) ranked WHERE n > 1
    )`);
    await queryRunner.query(`ALTER TABLE "members" DROP CONSTRAINT "uq_members_username"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_members_username_lower" ON "members" (lower("username"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_members_username_lower"`);
    await queryRunner.query(`ALTER TABLE "members" ADD CONSTRAINT "uq_members_username" UNIQUE ("username")`);
  }
}
