import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Member tips (issue #14 item 5; gateway/src/modules/tip): a link a member sends, as extracted at
 * submission, with an optional private note, waiting in the staff review queue until it is
 * published (an article credited to the member, linked by article_id) or declined.
 *
 * - ck_tips_decided: a tip is pending exactly while it has no decision time.
 * - uq_tips_pending_member_page: one pending tip per member and page (sending it again returns it).
 * - ix_tips_status_created_at: the review queue (pending, oldest first); ix_tips_member_id_created_at:
 *   a member's own list; ix_tips_article_id: ON DELETE SET NULL when an article is deleted.
 *
 * down() drops the table (and with it every tip): reverting loses the queue.
 */
export class MemberTips1764300000000 implements MigrationInterface {
  name = 'MemberTips1764300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "tips" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "member_id" uuid NOT NULL,
      "url" text NOT NULL,
      "canonical_url" text NOT NULL,
      "title" text NOT NULL,
      "content" text,
      "image_url" text,
      "publication" text,
      "published_at" timestamptz,
      "tags" text[] NOT NULL DEFAULT '{}',
      "note" text,
      "status" text NOT NULL DEFAULT 'pending',
      "decline_reason" text,
      "article_id" uuid,
      "decided_by" uuid,
      "decided_at" timestamptz,
      "outcome_seen_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_tips" PRIMARY KEY ("id"),
      CONSTRAINT "ck_tips_status" CHECK (status IN ('pending', 'published', 'declined')),
      CONSTRAINT "ck_tips_decided" CHECK ((status = 'pending') = (decided_at IS NULL)),
      CONSTRAINT "fk_tips_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_tips_article_id" FOREIGN KEY ("article_id") REFERENCES "articles" ("id") ON DELETE SET NULL,
      CONSTRAINT "fk_tips_decided_by" FOREIGN KEY ("decided_by") REFERENCES "members" ("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(`CREATE INDEX "ix_tips_member_id_created_at" ON "tips" ("member_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_tips_status_created_at" ON "tips" ("status", "created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_tips_article_id" ON "tips" ("article_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_tips_pending_member_page" ON "tips" ("member_id", "canonical_url") WHERE status = 'pending'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tips"`);
  }
}
