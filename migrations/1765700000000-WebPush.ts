import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push (issue #59; gateway/src/modules/push, docs/push.md).
 *
 * - push_vapid_keys: the VAPID key pair generated on first start when WEB_PUSH_VAPID_PUBLIC_KEY /
 *   WEB_PUSH_VAPID_PRIVATE_KEY are not configured (local runs; production refuses to start without
 *   them). One row (ck_push_vapid_keys_one), so every gateway on the database signs with the same key.
 * - push_subscriptions: a device's PushSubscription (endpoint and its ECDH public key and auth
 *   secret), one row per endpoint (uq_push_subscriptions_endpoint): a browser that subscribes again
 *   under another member moves to that member. Removed with the member, and when the push service
 *   answers 404 or 410.
 * - push_deliveries: one row per notification and device, written in the transaction that sends
 *   the push (pk_push_deliveries), so a retried job never sends a device the same notification twice.
 * - notification_preferences.push: the member's "push to my devices" choice per kind (NULL: the
 *   kind's default); email_mode may now be NULL (the kind's default) for a row that only holds a
 *   push choice.
 */
export class WebPush1765700000000 implements MigrationInterface {
  name = 'WebPush1765700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "push_vapid_keys" (
      "id" smallint NOT NULL DEFAULT 1,
      "public_key" text NOT NULL,
      "private_key" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_push_vapid_keys" PRIMARY KEY ("id"),
      CONSTRAINT "ck_push_vapid_keys_one" CHECK (id = 1)
    )`);
    await queryRunner.query(`CREATE TABLE "push_subscriptions" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "member_id" uuid NOT NULL,
      "endpoint" text NOT NULL,
      "p256dh" text NOT NULL,
      "auth" text NOT NULL,
      "expires_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_push_subscriptions" PRIMARY KEY ("id"),
      CONSTRAINT "uq_push_subscriptions_endpoint" UNIQUE ("endpoint"),
      CONSTRAINT "fk_push_subscriptions_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "ix_push_subscriptions_member_id" ON "push_subscriptions" ("member_id")`);
    await queryRunner.query(`CREATE TABLE "push_deliveries" (
      "notification_id" uuid NOT NULL,
      "subscription_id" uuid NOT NULL,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_push_deliveries" PRIMARY KEY ("notification_id", "subscription_id"),
      CONSTRAINT "fk_push_deliveries_notification_id" FOREIGN KEY ("notification_id") REFERENCES "notifications" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_push_deliveries_subscription_id" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions" ("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "ix_push_deliveries_subscription_id" ON "push_deliveries" ("subscription_id")`);
    await queryRunner.query(`ALTER TABLE "notification_preferences" ADD COLUMN "push" boolean`);
    await queryRunner.query(`ALTER TABLE "notification_preferences" ALTER COLUMN "email_mode" DROP NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Rows that held only a push choice have no email choice to keep.
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE "email_mode" IS NULL`);
    await queryRunner.query(`ALTER TABLE "notification_preferences" ALTER COLUMN "email_mode" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "notification_preferences" DROP COLUMN "push"`);
    await queryRunner.query(`DROP TABLE "push_deliveries"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
    await queryRunner.query(`DROP TABLE "push_vapid_keys"`);
  }
}
