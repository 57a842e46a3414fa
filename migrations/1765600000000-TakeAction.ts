import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Take action on a key vote (issue #56; gateway/src/modules/campaign).
 *
 * - district_offices: the legislators' district offices from congress-legislators'
 *   legislators-district-offices.yaml (`npm run import:offices`), keyed by the file's office id.
 * - campaigns: at most one per key vote (uq_campaigns_key_vote_id), holding its current version:
 *   the organization's position in staff's words, the call and message scripts, the chamber(s)
 *   it targets ('h', 's') and when it opens and closes.
 * - campaign_versions: every version of a campaign as staff saved it; an action records the
 *   version the member used.
 * - campaign_actions: one outcome per member, legislator, campaign and channel
 *   (uq_campaign_actions_member_target_channel: a change updates it), with the target's chamber,
 *   state and district when it was recorded; `counted` is false for staff-level accounts and
 *   previews, which results leave out.
 * - notifications may be of kind 'take_action' (a campaign opened).
 */
export class TakeAction1765600000000 implements MigrationInterface {
  name = 'TakeAction1765600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "district_offices" (
      "id" text NOT NULL,
      "legislator_id" uuid NOT NULL,
      "address" text,
      "suite" text,
      "building" text,
      "city" text NOT NULL,
      "state" character(2) NOT NULL,
      "zip" text,
      "phone" text,
      "fax" text,
      "hours" text,
      "latitude" double precision,
      "longitude" double precision,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_district_offices" PRIMARY KEY ("id"),
      CONSTRAINT "fk_district_offices_legislator_id" FOREIGN KEY ("legislator_id") REFERENCES "legislators" ("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "ix_district_offices_legislator_id" ON "district_offices" ("legislator_id")`);

    await queryRunner.query(`CREATE TABLE "campaigns" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "key_vote_id" uuid NOT NULL,
      "version" integer NOT NULL DEFAULT 1,
      "position_text" text NOT NULL,
      "call_script" text NOT NULL,
      "message_script" text NOT NULL,
      "chambers" text[] NOT NULL,
      "opens_at" timestamptz NOT NULL,
      "closes_at" timestamptz,
      "created_by" uuid,
      "updated_by" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_campaigns" PRIMARY KEY ("id"),
      CONSTRAINT "uq_campaigns_key_vote_id" UNIQUE ("key_vote_id"),
      CONSTRAINT "ck_campaigns_chambers" CHECK (cardinality(chambers) BETWEEN 1 AND 2 AND chambers <@ ARRAY['h', 's']::text[]),
      CONSTRAINT "ck_campaigns_window" CHECK (closes_at IS NULL OR closes_at > opens_at),
      CONSTRAINT "ck_campaigns_version" CHECK (version >= 1),
      CONSTRAINT "fk_campaigns_key_vote_id" FOREIGN KEY ("key_vote_id") REFERENCES "key_votes" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_campaigns_created_by" FOREIGN KEY ("created_by") REFERENCES "members" ("id") ON DELETE SET NULL,
      CONSTRAINT "fk_campaigns_updated_by" FOREIGN KEY ("updated_by") REFERENCES "members" ("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(`CREATE INDEX "ix_campaigns_created_by" ON "campaigns" ("created_by")`);
    await queryRunner.query(`CREATE INDEX "ix_campaigns_updated_by" ON "campaigns" ("updated_by")`);

    await queryRunner.query(`CREATE TABLE "campaign_versions" (
      "campaign_id" uuid NOT NULL,
      "version" integer NOT NULL,
      "position_text" text NOT NULL,
      "call_script" text NOT NULL,
      "message_script" text NOT NULL,
      "chambers" text[] NOT NULL,
      "opens_at" timestamptz NOT NULL,
      "closes_at" timestamptz,
      "edited_by" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_campaign_versions" PRIMARY KEY ("campaign_id", "version"),
      CONSTRAINT "fk_campaign_versions_campaign_id" FOREIGN KEY ("campaign_id") REFERENCES "campaigns" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_campaign_versions_edited_by" FOREIGN KEY ("edited_by") REFERENCES "members" ("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(`CREATE INDEX "ix_campaign_versions_edited_by" ON "campaign_versions" ("edited_by")`);

    await queryRunner.query(`CREATE TABLE "campaign_actions" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "campaign_id" uuid NOT NULL,
      "member_id" uuid NOT NULL,
      "legislator_id" uuid NOT NULL,
      "chamber" text NOT NULL,
      "state" character(2) NOT NULL,
      "district" integer,
      "channel" text NOT NULL,
      "outcome" text NOT NULL,
      "version" integer NOT NULL,
      "counted" boolean NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_campaign_actions" PRIMARY KEY ("id"),
      CONSTRAINT "uq_campaign_actions_member_target_channel" UNIQUE ("campaign_id", "member_id", "legislator_id", "channel"),
      CONSTRAINT "ck_campaign_actions_chamber" CHECK (chamber IN ('h', 's')),
      CONSTRAINT "ck_campaign_actions_channel" CHECK (channel IN ('call', 'write', 'letter')),
      CONSTRAINT "ck_campaign_actions_outcome" CHECK (outcome IN ('contacted', 'voicemail', 'unavailable', 'skipped')),
      CONSTRAINT "fk_campaign_actions_campaign_id" FOREIGN KEY ("campaign_id") REFERENCES "campaigns" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_campaign_actions_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE,
      CONSTRAINT "fk_campaign_actions_legislator_id" FOREIGN KEY ("legislator_id") REFERENCES "legislators" ("id") ON DELETE CASCADE
    )`);
    // Results read a campaign's counted actions by legislator; a member's own are found by the unique key.
    await queryRunner.query(`CREATE INDEX "ix_campaign_actions_campaign_legislator" ON "campaign_actions" ("campaign_id", "legislator_id")`);
    await queryRunner.query(`CREATE INDEX "ix_campaign_actions_member_id" ON "campaign_actions" ("member_id")`);
    await queryRunner.query(`CREATE INDEX "ix_campaign_actions_legislator_id" ON "campaign_actions" ("legislator_id")`);

    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "ck_notifications_kind"`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "ck_notifications_kind" CHECK (kind IN ('story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided',
        'access_request_decided', 'story_article', 'key_vote', 'staff_commentary', 'take_action'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE kind = 'take_action'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE kind = 'take_action'`);
    await queryRunner.query(`DELETE FROM "email_unsubscribes" WHERE kind = 'take_action'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "ck_notifications_kind"`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "ck_notifications_kind" CHECK (kind IN ('story_invite', 'join_request_decided', 'proposal_decided', 'tip_decided',
        'access_request_decided', 'story_article', 'key_vote', 'staff_commentary'))`);
    await queryRunner.query(`DROP TABLE "campaign_actions"`);
    await queryRunner.query(`DROP TABLE "campaign_versions"`);
    await queryRunner.query(`DROP TABLE "campaigns"`);
    await queryRunner.query(`DROP TABLE "district_offices"`);
  }
}
