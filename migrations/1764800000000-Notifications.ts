import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications and email digests (issue #16; gateway/src/modules/notification, gateway/src/jobs).
 *
 * - members.time_zone: the IANA zone a member's digests are scheduled in (default America/New_York).
 * - notifications: one row per member and event (uq_notifications_member_event: a fan-out job that
 *   runs twice, or on two gateways, inserts nothing the second time). The subject columns point at
 *   what the notification is about and cascade with it; texts are written when it is read, for the
 *   reader (so nothing is shown that the reader may no longer see). email_mode is the member's email
 *   preference for the kind when the event happened: 'immediate' ones are emailed (emailed_at),
 *   'daily'/'weekly' ones wait for that digest (digest_id), 'off' ones are only in the bell.
 * - notification_preferences: a member's email choice per kind, where it differs from the default.
 * - email_unsubscribes: an address without an account that unsubscribed from a kind (story invites
 *   to people who have not signed up); applies to the member once they sign up with it.
 * - digests: one row per member, frequency and period (uq_digests_member_period), written in the
 *   transaction that sends the digest: a retry, a second worker or a second gateway finds the row
 *   and sends nothing. Empty periods are recorded too (item_count 0, sent_at NULL).
 * - email_deliveries: the idempotency key of every email job, written in the transaction that sends
 *   it, so a job retried after its email went out does not send it again.
 * - auth_mail_outbox.headers: the outbox keeps each email's extra headers (List-Unsubscribe, …).
 *
 * The job queue's own tables live in the `pgboss` schema, installed and versioned by pg-boss itself
 * (gateway/src/jobs/queue.ts, run after these migrations); down() leaves that schema alone.
 */
export class Notifications1764800000000 implements MigrationInterface {
  name = 'Notifications1764800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "members" ADD COLUMN "time_zone" text NOT NULL DEFAULT 'America/New_York'`);
    await queryRunner.query(`ALTER TABLE "auth_mail_outbox" ADD COLUMN "headers" jsonb NOT NULL DEFAULT '{}'::jsonb`);

    await queryRunner.query(`CREATE TABLE "digests" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "member_id" uuid NOT NULL,
      "frequency" text NOT NULL,
      "period" text NOT NULL,
      "cutoff" timestamptz NOT NULL,
      "item_count" integer NOT NULL DEFAULT 0,
      "sent_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_digests" PRIMARY KEY ("id"),
      CONSTRAINT "uq_digests_member_period" UNIQUE ("member_id", "frequency", "period"),
      CONSTRAINT "ck_digests_frequency" CHECK (frequency IN ('daily', 'weekly', 'manual')),
      CONSTRAINT "fk_digests_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
    )`);

    await queryRunner.query(`CREATE TABLE "notifications" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "member_id" uuid NOT NULL,
      "kind" text NOT NULL,
      "event_key" text NOT NULL,
      "actor_id" uuid,
      "story_id" uuid,
      "article_id" uuid,
      "key_vote_id" uuid,
      "commentary_id" uuid,
      "subject_id" uuid,
      "outcome" text,
      "email_mode" text NOT NULL,
      "emailed_at" timestamptz,
      "digest_id" uuid,
      "read_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_notifications" PRIMARY KEY ("id"),
      CONSTRAINT "uq_notifications_member_event" UNIQUE ("member_id", "event_key"),
      CONSTRAINT "ck_notifications_kind" CHECK (kind IN ('story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided',
        'access_request_decided', 'story_article', 'key_vote', 'staff_commentary')),
      CONSTRAINT "ck_notifications_email_mode" CHECK (email_mode IN ('immediate', 'daily', 'weekly', 'off')),
      CONSTRAINT "fk_notifications_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_notifications_actor_id" FOREIGN KEY ("actor_id") REFERENCES "members" ("id") ON DELETE SET NULL,
      CONSTRAINT "fk_notifications_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_notifications_article_id" FOREIGN KEY ("article_id") REFERENCES "articles" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_notifications_key_vote_id" FOREIGN KEY ("key_vote_id") REFERENCES "key_votes" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_notifications_commentary_id" FOREIGN KEY ("commentary_id") REFERENCES "commentaries" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_notifications_digest_id" FOREIGN KEY ("digest_id") REFERENCES "digests" ("id") ON DELETE SET NULL
    )`);
    // The bell's list (newest first) and unread count; what waits for a digest; the cascades.
    await queryRunner.query(`CREATE INDEX "ix_notifications_member_created" ON "notifications" ("member_id", "created_at" DESC, "id")`);
    await queryRunner.query(`CREATE INDEX "ix_notifications_member_unread" ON "notifications" ("member_id") WHERE read_at IS NULL`);
    await queryRunner.query(
      `CREATE INDEX "ix_notifications_digest_pending" ON "notifications" ("email_mode", "member_id", "created_at") WHERE digest_id IS NULL AND emailed_at IS NULL AND email_mode IN ('daily', 'weekly')`,
    );
    for (const column of ['actor_id', 'story_id', 'article_id', 'key_vote_id', 'commentary_id', 'digest_id']) {
      await queryRunner.query(`CREATE INDEX "ix_notifications_${column}" ON "notifications" ("${column}") WHERE ${column} IS NOT NULL`);
    }

    await queryRunner.query(`CREATE TABLE "notification_preferences" (
      "member_id" uuid NOT NULL,
      "kind" text NOT NULL,
      "email_mode" text NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_notification_preferences" PRIMARY KEY ("member_id", "kind"),
      CONSTRAINT "ck_notification_preferences_email_mode" CHECK (email_mode IN ('immediate', 'daily', 'weekly', 'off')),
      CONSTRAINT "fk_notification_preferences_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
    )`);

    await queryRunner.query(`CREATE TABLE "email_unsubscribes" (
      "email" text NOT NULL,
      "kind" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_email_unsubscribes" PRIMARY KEY ("email", "kind"),
      CONSTRAINT "ck_email_unsubscribes_email_lower" CHECK (email = lower(email))
    )`);

    await queryRunner.query(`CREATE TABLE "email_deliveries" (
      "key" text NOT NULL,
      "recipient" text NOT NULL,
      "subject" text NOT NULL,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_email_deliveries" PRIMARY KEY ("key")
    )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "email_deliveries"`);
    await queryRunner.query(`DROP TABLE "email_unsubscribes"`);
    await queryRunner.query(`DROP TABLE "notification_preferences"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TABLE "digests"`);
    await queryRunner.query(`ALTER TABLE "auth_mail_outbox" DROP COLUMN "headers"`);
    await queryRunner.query(`ALTER TABLE "members" DROP COLUMN "time_zone"`);
  }
}
