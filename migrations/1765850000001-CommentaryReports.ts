import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reporting a comment (issue #58 item 7, decision 0081; gateway/src/modules/report).
 *
 * - commentary_reports: one report per member and comment (uq_commentary_reports_commentary_reporter),
 *   with the member's reason, pending until staff remove the comment or keep it. The report keeps
 *   what the comment said and where it was (excerpt, article_id, key_vote_id), so it outlives a
 *   removed comment: commentary_id is set to NULL when the comment goes, and the reporter is
 *   still told the outcome.
 * - notifications may be of kind 'report_decided' (the reporter is told the outcome).
 */
export class CommentaryReports1765850000001 implements MigrationInterface {
  name = 'CommentaryReports1765850000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "commentary_reports" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "commentary_id" uuid,
      "reporter_id" uuid NOT NULL,
      "author_id" uuid,
      "article_id" uuid,
      "key_vote_id" uuid,
      "excerpt" text NOT NULL,
      "reason" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending',
      "decided_by" uuid,
      "decided_at" timestamptz,
      "decision_note" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_commentary_reports" PRIMARY KEY ("id"),
      CONSTRAINT "uq_commentary_reports_commentary_reporter" UNIQUE ("commentary_id", "reporter_id"),
      CONSTRAINT "ck_commentary_reports_status" CHECK (status IN ('pending', 'removed', 'kept')),
      CONSTRAINT "ck_commentary_reports_decided" CHECK ((status = 'pending') = (decided_at IS NULL)),
      CONSTRAINT "ck_commentary_reports_reason_length" CHECK (char_length(reason) BETWEEN 1 AND 500),
      CONSTRAINT "fk_commentary_reports_commentary_id" FOREIGN KEY ("commentary_id") REFERENCES "commentaries" ("id") ON DELETE SET NULL,
      CONSTRAINT "fk_commentary_reports_reporter_id" FOREIGN KEY ("reporter_id") REFERENCES "members" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_commentary_reports_author_id" FOREIGN KEY ("author_id") REFERENCES "members" ("id") ON DELETE SET NULL,
      CONSTRAINT "fk_commentary_reports_article_id" FOREIGN KEY ("article_id") REFERENCES "articles" ("id") ON DELETE SET NULL,
      CONSTRAINT "fk_commentary_reports_key_vote_id" FOREIGN KEY ("key_vote_id") REFERENCES "key_votes" ("id") ON DELETE SET NULL,
      CONSTRAINT "fk_commentary_reports_decided_by" FOREIGN KEY ("decided_by") REFERENCES "members" ("id") ON DELETE SET NULL
    )`);
    // The staff queue: one status, oldest first (pending) or newest decided first.
    await queryRunner.query(`CREATE INDEX "ix_commentary_reports_status_created_at" ON "commentary_reports" ("status", "created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_commentary_reports_reporter_id" ON "commentary_reports" ("reporter_id")`);
    await queryRunner.query(`CREATE INDEX "ix_commentary_reports_author_id" ON "commentary_reports" ("author_id")`);
    await queryRunner.query(`CREATE INDEX "ix_commentary_reports_article_id" ON "commentary_reports" ("article_id")`);
    await queryRunner.query(`CREATE INDEX "ix_commentary_reports_key_vote_id" ON "commentary_reports" ("key_vote_id")`);
    await queryRunner.query(`CREATE INDEX "ix_commentary_reports_decided_by" ON "commentary_reports" ("decided_by")`);

    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "ck_notifications_kind"`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "ck_notifications_kind" CHECK (kind IN ('story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided',
        'access_request_decided', 'story_article', 'key_vote', 'staff_commentary', 'take_action', 'legislator_vote', 'report_decided'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE kind = 'report_decided'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE kind = 'report_decided'`);
    await queryRunner.query(`DELETE FROM "email_unsubscribes" WHERE kind = 'report_decided'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "ck_notifications_kind"`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "ck_notifications_kind" CHECK (kind IN ('story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided',
        'access_request_decided', 'story_article', 'key_vote', 'staff_commentary', 'take_action', 'legislator_vote'))`);
    await queryRunner.query(`DROP TABLE "commentary_reports"`);
  }
}
