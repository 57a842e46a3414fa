import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff and admin tools (issue #15).
 *
 * - moderation_actions (gateway/src/modules/moderation): every edit and delete staff make to
 *   content (articles, stories, key votes, commentary of any kind, timeline entries) — who
 *   (actor_id), what (content_type, content_id, a summary of the item as it was, and the content's
 *   author), when. Kept when the content is gone; actor and author become NULL when their
 *   accounts are deleted. Read by super admins (newest first: ix_moderation_actions_created_at).
 *
 * - access_requests gain the decision (gateway/src/modules/access-request): the role asked for
 *   (requested_role, default super_admin: the Admin Dashboard's role), the role granted, who
 *   decided and when, an optional note to the requester, and when the requester saw the outcome
 *   in the portal. ck_access_requests_decided: pending exactly while undecided (rows decided before
 *   this migration get their creation time). uq_access_requests_pending_member: at most one
 *   pending request per member — older duplicates are closed first (declined, with a note).
 *
 * - commentaries may be on a key vote (issue #15 item 8): article_id becomes optional, key_vote_id
 *   is added, ck_commentaries_subject requires exactly one of them.
 *
 * down() removes commentary on key votes (with the likes on it), the decision columns and the
 * moderation log.
 */
export class StaffTools1765000000000 implements MigrationInterface {
  name = 'StaffTools1765000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "moderation_actions" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "actor_id" uuid,
      "action" text NOT NULL,
      "content_type" text NOT NULL,
      "content_id" uuid NOT NULL,
      "author_id" uuid,
      "summary" text NOT NULL,
      "details" jsonb,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_moderation_actions" PRIMARY KEY ("id"),
      CONSTRAINT "ck_moderation_actions_action" CHECK (action IN ('update', 'delete')),
      CONSTRAINT "ck_moderation_actions_content_type" CHECK (content_type IN ('article', 'story', 'key_vote', 'commentary', 'timeline_entry')),
      CONSTRAINT "fk_moderation_actions_actor_id" FOREIGN KEY ("actor_id") REFERENCES "members" ("id") ON DELETE SET NULL,
      CONSTRAINT "fk_moderation_actions_author_id" FOREIGN KEY ("author_id") REFERENCES "members" ("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(`CREATE INDEX "ix_moderation_actions_created_at" ON "moderation_actions" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "ix_moderation_actions_actor_id" ON "moderation_actions" ("actor_id")`);
    await queryRunner.query(`CREATE INDEX "ix_moderation_actions_author_id" ON "moderation_actions" ("author_id")`);

    await queryRunner.query(`ALTER TABLE "access_requests"
      ADD COLUMN "requested_role" text NOT NULL DEFAULT 'super_admin',
      ADD COLUMN "granted_role" text,
      ADD COLUMN "decided_by" uuid,
      ADD COLUMN "decided_at" timestamptz,
      ADD COLUMN "decision_note" text,
      ADD COLUMN "outcome_seen_at" timestamptz`);
    await queryRunner.query(`UPDATE "access_requests" SET decided_at = created_at WHERE status <> 'pending'`);
    await queryRunner.query(`UPDATE "access_requests" r
      SET status = 'rejected', decided_at = now(), decision_note = 'Closed automatically: a newer request from you is waiting for review.'
      WHERE status = 'pending' AND EXISTS (
        SELECT 1 FROM "access_requests" n WHERE n.member_id = r.member_id AND n.status = 'pending' AND (n.created_at, n.id) > (r.created_at, r.id))`);
    await queryRunner.query(`ALTER TABLE "access_requests"
      ADD CONSTRAINT "ck_access_requests_requested_role" CHECK (requested_role IN ('staff', 'admin', 'super_admin')),
      ADD CONSTRAINT "ck_access_requests_granted_role" CHECK (granted_role IN ('staff', 'admin', 'super_admin')),
      ADD CONSTRAINT "ck_access_requests_decided" CHECK ((status = 'pending') = (decided_at IS NULL)),
      ADD CONSTRAINT "fk_access_requests_decided_by" FOREIGN KEY ("decided_by") REFERENCES "members" ("id") ON DELETE SET NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_access_requests_pending_member" ON "access_requests" ("member_id") WHERE status = 'pending'`);
    await queryRunner.query(`CREATE INDEX "ix_access_requests_status_created_at" ON "access_requests" ("status", "created_at")`);

    await queryRunner.query(`ALTER TABLE "commentaries" ALTER COLUMN "article_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "commentaries" ADD COLUMN "key_vote_id" uuid`);
    await queryRunner.query(`ALTER TABLE "commentaries"
      ADD CONSTRAINT "ck_commentaries_subject" CHECK (num_nonnulls(article_id, key_vote_id) = 1),
      ADD CONSTRAINT "fk_commentaries_key_vote_id" FOREIGN KEY ("key_vote_id") REFERENCES "key_votes" ("id") ON DELETE CASCADE`);
    await queryRunner.query(`CREATE INDEX "ix_commentaries_key_vote_id_created_at" ON "commentaries" ("key_vote_id", "created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "content_likes" WHERE content_type = 'commentary' AND content_id IN (SELECT id FROM "commentaries" WHERE key_vote_id IS NOT NULL)`,
    );
    await queryRunner.query(`DELETE FROM "commentaries" WHERE key_vote_id IS NOT NULL`);
    await queryRunner.query(`DROP INDEX "ix_commentaries_key_vote_id_created_at"`);
    await queryRunner.query(`ALTER TABLE "commentaries" DROP CONSTRAINT "fk_commentaries_key_vote_id", DROP CONSTRAINT "ck_commentaries_subject"`);
    await queryRunner.query(`ALTER TABLE "commentaries" DROP COLUMN "key_vote_id"`);
    await queryRunner.query(`ALTER TABLE "commentaries" ALTER COLUMN "article_id" SET NOT NULL`);

    await queryRunner.query(`DROP INDEX "ix_access_requests_status_created_at"`);
    await queryRunner.query(`DROP INDEX "uq_access_requests_pending_member"`);
    await queryRunner.query(`ALTER TABLE "access_requests"
      DROP CONSTRAINT "fk_access_requests_decided_by",
      DROP CONSTRAINT "ck_access_requests_decided",
      DROP CONSTRAINT "ck_access_requests_granted_role",
      DROP CONSTRAINT "ck_access_requests_requested_role",
      DROP COLUMN "outcome_seen_at",
      DROP COLUMN "decision_note",
      DROP COLUMN "decided_at",
      DROP COLUMN "decided_by",
      DROP COLUMN "granted_role",
      DROP COLUMN "requested_role"`);

    await queryRunner.query(`DROP TABLE "moderation_actions"`);
  }
}
