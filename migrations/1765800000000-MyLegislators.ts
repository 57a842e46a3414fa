import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = `'story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided', 'access_request_decided', 'story_article', 'key_vote', 'staff_commentary', 'take_action'`;

/**
 * My legislators (issue #60; gateway/src/modules/scorecard).
 *
 * - members.follows_legislators: whether a member hears when their own legislators (from their
 *   saved address, at the time of the vote) vote on a key vote; on unless they turn it off.
 * - notifications may be of kind 'legislator_vote' (one per roll call and member: the event key
 *   is the roll call's, uq_notifications_member_event does the rest).
 */
export class MyLegislators1765800000000 implements MigrationInterface {
  name = 'MyLegislators1765800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "members" ADD COLUMN "follows_legislators" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "ck_notifications_kind"`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "ck_notifications_kind" CHECK (kind IN (${KINDS}, 'legislator_vote'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE kind = 'legislator_vote'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE kind = 'legislator_vote'`);
    await queryRunner.query(`DELETE FROM "email_unsubscribes" WHERE kind = 'legislator_vote'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "ck_notifications_kind"`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "ck_notifications_kind" CHECK (kind IN (${KINDS}))`);
    await queryRunner.query(`ALTER TABLE "members" DROP COLUMN "follows_legislators"`);
  }
}
