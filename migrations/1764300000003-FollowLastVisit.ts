import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #14 (following works): when a follower last opened each story they follow, so the
 * dashboard can say how many articles are new since then and put them first in Recent Updates.
 * Existing follows start "visited now" (nothing counts as new until the next article arrives);
 * a new follow starts at the moment of following.
 */
export class FollowLastVisit1764300000003 implements MigrationInterface {
  name = 'FollowLastVisit1764300000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "story_follows" ADD COLUMN "last_visited_at" timestamptz NOT NULL DEFAULT now()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "story_follows" DROP COLUMN "last_visited_at"`);
  }
}
