import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the staff list's alignment reads (Legislator.congressAlignment): a change bumps the dashboard's data version. */
const VOTE_TABLES = ['key_votes', 'key_vote_roll_calls', 'roll_calls', 'legislator_votes'] as const;

const KINDS = `'story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided', 'access_request_decided', 'story_article', 'key_vote', 'staff_commentary', 'take_action'`;

/**
 * My legislators (issue #60; gateway/src/modules/scorecard).
 *
 * - members.follows_legislators: whether a member hears when their own legislators (from their
 *   saved address, at the time of the vote) vote on a key vote; on unless they turn it off.
 * - the staff dashboard's cached answers (gateway/src/http/response-cache.ts) may carry each
 *   legislator's alignment, so the key-vote and vote tables bump its data version as the
 *   legislator tables do (the same deferred triggers of migration 1764900000000).
 * - notifications may be of kind 'legislator_vote' (one per roll call and member: the event key
 *   is the roll call's, uq_notifications_member_event does the rest).
 */
export class MyLegislators1765800000000 implements MigrationInterface {
  name = 'MyLegislators1765800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "members" ADD COLUMN "follows_legislators" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "ck_notifications_kind"`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "ck_notifications_kind" CHECK (kind IN (${KINDS}, 'legislator_vote'))`);
    for (const table of VOTE_TABLES) {
      await queryRunner.query(`CREATE CONSTRAINT TRIGGER "tr_${table}_cache" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_version"('legislators')`);
      await queryRunner.query(`CREATE TRIGGER "tr_${table}_cache_truncate" AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('legislators')`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...VOTE_TABLES].reverse()) {
      await queryRunner.query(`DROP TRIGGER "tr_${table}_cache_truncate" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "tr_${table}_cache" ON "${table}"`);
    }
    await queryRunner.query(`DELETE FROM "notifications" WHERE kind = 'legislator_vote'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE kind = 'legislator_vote'`);
    await queryRunner.query(`DELETE FROM "email_unsubscribes" WHERE kind = 'legislator_vote'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "ck_notifications_kind"`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "ck_notifications_kind" CHECK (kind IN (${KINDS}))`);
    await queryRunner.query(`ALTER TABLE "members" DROP COLUMN "follows_legislators"`);
  }
}
