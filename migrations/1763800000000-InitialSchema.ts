import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole SPEC §3 schema. Conventions: snake_case names; uuid keys with gen_random_uuid()
 * (built into PostgreSQL 13+, no extension); timestamps are timestamptz, calendar dates are date;
 * enumerations are text + CHECK (adding a value is a constraint swap, not an ALTER TYPE); constraint
 * and index names are explicit (pk_, fk_, uq_, ix_, ck_) and match the entity metadata, which the
 * schema test compares with this SQL.
 *
 * down() drops exactly what up() created, in reverse order.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(`DROP TABLE "${table}"`);
  }
}

/** Tables in creation order (every table is created after the tables it references). */
const TABLES = [
  'members',
  'member_roles',
  'role_changes',
  'addresses',
  'access_requests',
  'articles',
  'stories',
  'story_articles',
  'story_follows',
  'story_images',
  'story_collaborators',
  'story_invites',
  'story_join_requests',
  'proposals',
  'proposal_votes',
  'story_changes',
  'article_votes',
  'commentaries',
  'commentary_votes',
  'content_likes',
  'key_votes',
  'roll_calls',
  'key_vote_roll_calls',
  'legislators',
  'legislator_votes',
  'legislator_terms',
  'committees',
  'committee_memberships',
  'legislator_content',
  'zip_districts',
] as const;

const UP: string[] = [
  // ── Members, roles, addresses, access requests ─────────────────────────────────────────────
  `CREATE TABLE "members" (
    "id" uuid NOT NULL,
    "email" text NOT NULL,
    "username" text,
    "show_real_name" boolean NOT NULL DEFAULT false,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_members" PRIMARY KEY ("id"),
    CONSTRAINT "uq_members_email" UNIQUE ("email"),
    CONSTRAINT "uq_members_username" UNIQUE ("username"),
    CONSTRAINT "ck_members_email_lower" CHECK (email = lower(email))
  )`,

  `CREATE TABLE "member_roles" (
    "member_id" uuid NOT NULL,
    "role" text NOT NULL,
    "granted_by" uuid,
    "granted_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_member_roles" PRIMARY KEY ("member_id", "role"),
    CONSTRAINT "ck_member_roles_role" CHECK (role IN ('user', 'staff', 'admin', 'super_admin')),
    CONSTRAINT "fk_member_roles_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_member_roles_granted_by" FOREIGN KEY ("granted_by") REFERENCES "members" ("id") ON DELETE SET NULL
  )`,
  `CREATE INDEX "ix_member_roles_role" ON "member_roles" ("role")`,

  `CREATE TABLE "role_changes" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "actor_id" uuid,
    "target_id" uuid NOT NULL,
    "role" text NOT NULL,
    "action" text NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_role_changes" PRIMARY KEY ("id"),
    CONSTRAINT "ck_role_changes_role" CHECK (role IN ('user', 'staff', 'admin', 'super_admin')),
    CONSTRAINT "ck_role_changes_action" CHECK (action IN ('assign', 'remove')),
    CONSTRAINT "fk_role_changes_actor_id" FOREIGN KEY ("actor_id") REFERENCES "members" ("id") ON DELETE SET NULL,
    CONSTRAINT "fk_role_changes_target_id" FOREIGN KEY ("target_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_role_changes_target_id" ON "role_changes" ("target_id", "created_at")`,

  `CREATE TABLE "addresses" (
    "member_id" uuid NOT NULL,
    "street" text NOT NULL,
    "city" text NOT NULL,
    "state" char(2) NOT NULL,
    "zip_code" text NOT NULL,
    "phone_number" text,
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_addresses" PRIMARY KEY ("member_id"),
    CONSTRAINT "ck_addresses_state" CHECK (state ~ '^[A-Z]{2}$'),
    CONSTRAINT "ck_addresses_zip_code" CHECK (zip_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
    CONSTRAINT "fk_addresses_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,

  `CREATE TABLE "access_requests" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "member_id" uuid NOT NULL,
    "kind" text NOT NULL DEFAULT 'admin',
    "reason" text,
    "status" text NOT NULL DEFAULT 'pending',
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_access_requests" PRIMARY KEY ("id"),
    CONSTRAINT "ck_access_requests_kind" CHECK (kind IN ('admin', 'emergency')),
    CONSTRAINT "ck_access_requests_status" CHECK (status IN ('pending', 'approved', 'rejected')),
    CONSTRAINT "fk_access_requests_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_access_requests_member_id" ON "access_requests" ("member_id")`,

  // ── Articles ───────────────────────────────────────────────────────────────────────────────
  `CREATE TABLE "articles" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "url" text NOT NULL,
    "canonical_url" text NOT NULL,
    "title" text NOT NULL,
    "content" text,
    "image_url" text,
    "publication" text,
    "published_at" timestamptz,
    "submitted_by" uuid,
    "submitted_at" timestamptz NOT NULL DEFAULT now(),
    "tags" text[] NOT NULL DEFAULT '{}',
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_articles" PRIMARY KEY ("id"),
    CONSTRAINT "uq_articles_canonical_url" UNIQUE ("canonical_url"),
    CONSTRAINT "fk_articles_submitted_by" FOREIGN KEY ("submitted_by") REFERENCES "members" ("id") ON DELETE SET NULL
  )`,
  `CREATE INDEX "ix_articles_submitted_at" ON "articles" ("submitted_at")`,
  `CREATE INDEX "ix_articles_submitted_by" ON "articles" ("submitted_by")`,

  // ── Stories ────────────────────────────────────────────────────────────────────────────────
  `CREATE TABLE "stories" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "title" text NOT NULL,
    "description" text NOT NULL DEFAULT '',
    "created_by" uuid NOT NULL,
    "is_global" boolean NOT NULL DEFAULT false,
    "is_featured" boolean NOT NULL DEFAULT false,
    "open_to_join" boolean NOT NULL DEFAULT false,
    "requires_approval" boolean NOT NULL DEFAULT true,
    "tags" text[] NOT NULL DEFAULT '{}',
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_stories" PRIMARY KEY ("id"),
    CONSTRAINT "ck_stories_title_not_blank" CHECK (btrim(title) <> ''),
    CONSTRAINT "ck_stories_featured_is_global" CHECK (is_global OR NOT is_featured),
    CONSTRAINT "fk_stories_created_by" FOREIGN KEY ("created_by") REFERENCES "members" ("id") ON DELETE RESTRICT
  )`,
  `CREATE INDEX "ix_stories_created_by" ON "stories" ("created_by")`,
  `CREATE INDEX "ix_stories_is_global_created_at" ON "stories" ("is_global", "created_at")`,

  `CREATE TABLE "story_articles" (
    "story_id" uuid NOT NULL,
    "article_id" uuid NOT NULL,
    "added_at" timestamptz NOT NULL DEFAULT now(),
    "custom_note" text,
    "added_by" uuid,
    CONSTRAINT "pk_story_articles" PRIMARY KEY ("story_id", "article_id"),
    CONSTRAINT "fk_story_articles_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_story_articles_article_id" FOREIGN KEY ("article_id") REFERENCES "articles" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_story_articles_added_by" FOREIGN KEY ("added_by") REFERENCES "members" ("id") ON DELETE SET NULL
  )`,
  `CREATE INDEX "ix_story_articles_article_id" ON "story_articles" ("article_id")`,
  `CREATE INDEX "ix_story_articles_story_id_added_at" ON "story_articles" ("story_id", "added_at")`,

  `CREATE TABLE "story_follows" (
    "story_id" uuid NOT NULL,
    "member_id" uuid NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_story_follows" PRIMARY KEY ("story_id", "member_id"),
    CONSTRAINT "fk_story_follows_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_story_follows_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_story_follows_member_id" ON "story_follows" ("member_id")`,

  `CREATE TABLE "story_images" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "story_id" uuid NOT NULL,
    "url" text NOT NULL,
    "position" integer NOT NULL DEFAULT 0,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_story_images" PRIMARY KEY ("id"),
    CONSTRAINT "fk_story_images_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_story_images_story_id_position" ON "story_images" ("story_id", "position")`,

  // ── Collaboration ──────────────────────────────────────────────────────────────────────────
  `CREATE TABLE "story_collaborators" (
    "story_id" uuid NOT NULL,
    "member_id" uuid NOT NULL,
    "role" text NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_story_collaborators" PRIMARY KEY ("story_id", "member_id"),
    CONSTRAINT "ck_story_collaborators_role" CHECK (role IN ('owner', 'editor', 'contributor', 'viewer')),
    CONSTRAINT "fk_story_collaborators_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_story_collaborators_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_story_collaborators_member_id" ON "story_collaborators" ("member_id")`,

  `CREATE TABLE "story_invites" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "story_id" uuid NOT NULL,
    "invitee_email" text NOT NULL,
    "role" text NOT NULL DEFAULT 'contributor',
    "status" text NOT NULL DEFAULT 'pending',
    "invited_by" uuid NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "expires_at" timestamptz NOT NULL,
    "responded_at" timestamptz,
    CONSTRAINT "pk_story_invites" PRIMARY KEY ("id"),
    CONSTRAINT "ck_story_invites_role" CHECK (role IN ('editor', 'contributor', 'viewer')),
    CONSTRAINT "ck_story_invites_status" CHECK (status IN ('pending', 'accepted', 'declined')),
    CONSTRAINT "fk_story_invites_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_story_invites_invited_by" FOREIGN KEY ("invited_by") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_story_invites_story_id" ON "story_invites" ("story_id")`,
  // One pending invite per story and address, whatever the case the address was typed in.
  `CREATE UNIQUE INDEX "uq_story_invites_pending_email" ON "story_invites" ("story_id", lower("invitee_email")) WHERE status = 'pending'`,
  // "My invites": a member's pending invites are found by their (lower-cased) email.
  `CREATE INDEX "ix_story_invites_email" ON "story_invites" (lower("invitee_email"))`,

  `CREATE TABLE "story_join_requests" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "story_id" uuid NOT NULL,
    "requester_id" uuid NOT NULL,
    "message" text,
    "status" text NOT NULL DEFAULT 'pending',
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "decided_by" uuid,
    "decided_at" timestamptz,
    CONSTRAINT "pk_story_join_requests" PRIMARY KEY ("id"),
    CONSTRAINT "ck_story_join_requests_status" CHECK (status IN ('pending', 'accepted', 'rejected')),
    CONSTRAINT "fk_story_join_requests_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_story_join_requests_requester_id" FOREIGN KEY ("requester_id") REFERENCES "members" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_story_join_requests_decided_by" FOREIGN KEY ("decided_by") REFERENCES "members" ("id") ON DELETE SET NULL
  )`,
  `CREATE UNIQUE INDEX "uq_story_join_requests_pending" ON "story_join_requests" ("story_id", "requester_id") WHERE status = 'pending'`,
  `CREATE INDEX "ix_story_join_requests_requester_id" ON "story_join_requests" ("requester_id")`,

  // ── Proposals and the story change log ─────────────────────────────────────────────────────
  `CREATE TABLE "proposals" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "story_id" uuid NOT NULL,
    "proposer_id" uuid NOT NULL,
    "title" text,
    "description" text,
    "status" text NOT NULL DEFAULT 'pending',
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "decided_at" timestamptz,
    CONSTRAINT "pk_proposals" PRIMARY KEY ("id"),
    CONSTRAINT "ck_proposals_one_field" CHECK ((title IS NULL) <> (description IS NULL)),
    CONSTRAINT "ck_proposals_status" CHECK (status IN ('pending', 'approved', 'rejected')),
    CONSTRAINT "fk_proposals_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_proposals_proposer_id" FOREIGN KEY ("proposer_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_proposals_story_id_created_at" ON "proposals" ("story_id", "created_at")`,
  `CREATE INDEX "ix_proposals_proposer_id" ON "proposals" ("proposer_id")`,

  `CREATE TABLE "proposal_votes" (
    "proposal_id" uuid NOT NULL,
    "member_id" uuid NOT NULL,
    "vote" text NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_proposal_votes" PRIMARY KEY ("proposal_id", "member_id"),
    CONSTRAINT "ck_proposal_votes_vote" CHECK (vote IN ('up', 'down')),
    CONSTRAINT "fk_proposal_votes_proposal_id" FOREIGN KEY ("proposal_id") REFERENCES "proposals" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_proposal_votes_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,

  `CREATE TABLE "story_changes" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "story_id" uuid NOT NULL,
    "actor_id" uuid,
    "field" text NOT NULL,
    "before" text,
    "after" text,
    "proposal_id" uuid,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_story_changes" PRIMARY KEY ("id"),
    CONSTRAINT "ck_story_changes_field" CHECK (field IN ('title', 'description', 'tags', 'is_global', 'is_featured', 'open_to_join', 'requires_approval')),
    CONSTRAINT "fk_story_changes_story_id" FOREIGN KEY ("story_id") REFERENCES "stories" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_story_changes_actor_id" FOREIGN KEY ("actor_id") REFERENCES "members" ("id") ON DELETE SET NULL,
    CONSTRAINT "fk_story_changes_proposal_id" FOREIGN KEY ("proposal_id") REFERENCES "proposals" ("id") ON DELETE SET NULL
  )`,
  `CREATE INDEX "ix_story_changes_story_id_created_at" ON "story_changes" ("story_id", "created_at")`,

  // ── Votes and commentary on articles, likes ────────────────────────────────────────────────
  `CREATE TABLE "article_votes" (
    "article_id" uuid NOT NULL,
    "member_id" uuid NOT NULL,
    "vote" text NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_article_votes" PRIMARY KEY ("article_id", "member_id"),
    CONSTRAINT "ck_article_votes_vote" CHECK (vote IN ('up', 'down')),
    CONSTRAINT "fk_article_votes_article_id" FOREIGN KEY ("article_id") REFERENCES "articles" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_article_votes_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_article_votes_member_id" ON "article_votes" ("member_id")`,

  `CREATE TABLE "commentaries" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "article_id" uuid NOT NULL,
    "author_id" uuid NOT NULL,
    "content" text NOT NULL,
    "commentary_type" text NOT NULL DEFAULT 'regular',
    "is_public" boolean NOT NULL DEFAULT true,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_commentaries" PRIMARY KEY ("id"),
    CONSTRAINT "ck_commentaries_content_length" CHECK (char_length(content) BETWEEN 1 AND 500),
    CONSTRAINT "ck_commentaries_type" CHECK (commentary_type IN ('regular', 'staff', 'owner')),
    CONSTRAINT "fk_commentaries_article_id" FOREIGN KEY ("article_id") REFERENCES "articles" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_commentaries_author_id" FOREIGN KEY ("author_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_commentaries_article_id_created_at" ON "commentaries" ("article_id", "created_at")`,
  `CREATE INDEX "ix_commentaries_author_id" ON "commentaries" ("author_id")`,

  `CREATE TABLE "commentary_votes" (
    "commentary_id" uuid NOT NULL,
    "member_id" uuid NOT NULL,
    "vote" text NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_commentary_votes" PRIMARY KEY ("commentary_id", "member_id"),
    CONSTRAINT "ck_commentary_votes_vote" CHECK (vote IN ('up', 'down')),
    CONSTRAINT "fk_commentary_votes_commentary_id" FOREIGN KEY ("commentary_id") REFERENCES "commentaries" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_commentary_votes_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,

  // The target is polymorphic (no foreign key); the primary key also serves per-item counts.
  `CREATE TABLE "content_likes" (
    "content_type" text NOT NULL,
    "content_id" uuid NOT NULL,
    "member_id" uuid NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_content_likes" PRIMARY KEY ("content_type", "content_id", "member_id"),
    CONSTRAINT "ck_content_likes_content_type" CHECK (content_type IN ('article', 'key_vote', 'story', 'commentary')),
    CONSTRAINT "fk_content_likes_member_id" FOREIGN KEY ("member_id") REFERENCES "members" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_content_likes_member_id" ON "content_likes" ("member_id")`,

  // ── Key votes and roll calls ───────────────────────────────────────────────────────────────
  `CREATE TABLE "key_votes" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "title" text NOT NULL,
    "description" text NOT NULL DEFAULT '',
    "bill_id" text NOT NULL,
    "congress_number" integer NOT NULL,
    "vote_date" date,
    "organization_position" text NOT NULL,
    "outcome" text NOT NULL DEFAULT 'Pending',
    "created_by" uuid,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_key_votes" PRIMARY KEY ("id"),
    CONSTRAINT "ck_key_votes_organization_position" CHECK (organization_position IN ('support', 'oppose', 'other')),
    CONSTRAINT "fk_key_votes_created_by" FOREIGN KEY ("created_by") REFERENCES "members" ("id") ON DELETE SET NULL
  )`,
  `CREATE INDEX "ix_key_votes_vote_date" ON "key_votes" ("vote_date")`,

  `CREATE TABLE "roll_calls" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "vote_id" text NOT NULL,
    "chamber" text NOT NULL,
    "congress" integer NOT NULL,
    "session" text NOT NULL,
    "number" integer NOT NULL,
    "date" timestamptz NOT NULL,
    "question" text,
    "type" text,
    "category" text,
    "requires" text,
    "result" text,
    "result_text" text,
    "subject" text,
    "bill_type" text,
    "bill_number" integer,
    "bill_congress" integer,
    "source_url" text,
    "imported_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_roll_calls" PRIMARY KEY ("id"),
    CONSTRAINT "uq_roll_calls_vote_id" UNIQUE ("vote_id"),
    CONSTRAINT "ck_roll_calls_chamber" CHECK (chamber IN ('h', 's'))
  )`,
  `CREATE INDEX "ix_roll_calls_bill" ON "roll_calls" ("bill_congress", "bill_type", "bill_number")`,
  `CREATE INDEX "ix_roll_calls_date" ON "roll_calls" ("date")`,

  `CREATE TABLE "key_vote_roll_calls" (
    "key_vote_id" uuid NOT NULL,
    "roll_call_id" uuid NOT NULL,
    CONSTRAINT "pk_key_vote_roll_calls" PRIMARY KEY ("key_vote_id", "roll_call_id"),
    CONSTRAINT "fk_key_vote_roll_calls_key_vote_id" FOREIGN KEY ("key_vote_id") REFERENCES "key_votes" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_key_vote_roll_calls_roll_call_id" FOREIGN KEY ("roll_call_id") REFERENCES "roll_calls" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_key_vote_roll_calls_roll_call_id" ON "key_vote_roll_calls" ("roll_call_id")`,

  // ── Legislators ────────────────────────────────────────────────────────────────────────────
  `CREATE TABLE "legislators" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "bioguide_id" text NOT NULL,
    "lis_id" text,
    "govtrack_id" integer,
    "first_name" text NOT NULL,
    "middle_name" text,
    "last_name" text NOT NULL,
    "suffix" text,
    "nickname" text,
    "official_full" text,
    "gender" text,
    "birthday" date,
    "state" char(2),
    "current_party" text,
    "photo_url" text,
    "leadership_role" text,
    "in_office" boolean NOT NULL DEFAULT true,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_legislators" PRIMARY KEY ("id"),
    CONSTRAINT "uq_legislators_bioguide_id" UNIQUE ("bioguide_id"),
    CONSTRAINT "uq_legislators_lis_id" UNIQUE ("lis_id")
  )`,
  `CREATE INDEX "ix_legislators_state" ON "legislators" ("state")`,
  `CREATE INDEX "ix_legislators_last_name" ON "legislators" ("last_name")`,

  // voter_id is the chamber's id (bioguide, LIS or 'VP'); legislator_id is null for unknown voters.
  `CREATE TABLE "legislator_votes" (
    "roll_call_id" uuid NOT NULL,
    "voter_id" text NOT NULL,
    "legislator_id" uuid,
    "position" text NOT NULL,
    "display_name" text NOT NULL,
    "party" text,
    "state" text,
    CONSTRAINT "pk_legislator_votes" PRIMARY KEY ("roll_call_id", "voter_id"),
    CONSTRAINT "ck_legislator_votes_position" CHECK (position IN ('YEA', 'NAY', 'PRESENT', 'NOT_VOTING')),
    CONSTRAINT "fk_legislator_votes_roll_call_id" FOREIGN KEY ("roll_call_id") REFERENCES "roll_calls" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_legislator_votes_legislator_id" FOREIGN KEY ("legislator_id") REFERENCES "legislators" ("id") ON DELETE SET NULL
  )`,
  `CREATE INDEX "ix_legislator_votes_legislator_id" ON "legislator_votes" ("legislator_id")`,

  `CREATE TABLE "legislator_terms" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "legislator_id" uuid NOT NULL,
    "type" text NOT NULL,
    "state" char(2) NOT NULL,
    "district" integer,
    "party" text,
    "caucus" text,
    "start_date" date NOT NULL,
    "end_date" date NOT NULL,
    "office" text,
    "phone" text,
    "url" text,
    "address" text,
    "contact_form" text,
    "senate_class" integer,
    "state_rank" text,
    CONSTRAINT "pk_legislator_terms" PRIMARY KEY ("id"),
    CONSTRAINT "uq_legislator_terms_legislator_start" UNIQUE ("legislator_id", "start_date", "type"),
    CONSTRAINT "ck_legislator_terms_type" CHECK (type IN ('rep', 'sen')),
    CONSTRAINT "ck_legislator_terms_senate_class" CHECK (senate_class IN (1, 2, 3)),
    CONSTRAINT "ck_legislator_terms_state_rank" CHECK (state_rank IN ('junior', 'senior')),
    CONSTRAINT "ck_legislator_terms_district" CHECK (district >= 0),
    CONSTRAINT "fk_legislator_terms_legislator_id" FOREIGN KEY ("legislator_id") REFERENCES "legislators" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_legislator_terms_state_district" ON "legislator_terms" ("state", "district")`,

  `CREATE TABLE "committees" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "thomas_id" text NOT NULL,
    "name" text NOT NULL,
    "type" text,
    "url" text,
    "parent_id" uuid,
    CONSTRAINT "pk_committees" PRIMARY KEY ("id"),
    CONSTRAINT "uq_committees_thomas_id" UNIQUE ("thomas_id"),
    CONSTRAINT "fk_committees_parent_id" FOREIGN KEY ("parent_id") REFERENCES "committees" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_committees_parent_id" ON "committees" ("parent_id")`,

  `CREATE TABLE "committee_memberships" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "committee_id" uuid NOT NULL,
    "legislator_id" uuid NOT NULL,
    "title" text,
    "rank" integer,
    "party_side" text,
    CONSTRAINT "pk_committee_memberships" PRIMARY KEY ("id"),
    CONSTRAINT "uq_committee_memberships_committee_legislator" UNIQUE ("committee_id", "legislator_id"),
    CONSTRAINT "ck_committee_memberships_party_side" CHECK (party_side IN ('majority', 'minority')),
    CONSTRAINT "fk_committee_memberships_committee_id" FOREIGN KEY ("committee_id") REFERENCES "committees" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_committee_memberships_legislator_id" FOREIGN KEY ("legislator_id") REFERENCES "legislators" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_committee_memberships_legislator_id" ON "committee_memberships" ("legislator_id")`,

  `CREATE TABLE "legislator_content" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "legislator_id" uuid NOT NULL,
    "author_id" uuid,
    "title" text,
    "content" text NOT NULL,
    "content_type" text NOT NULL DEFAULT 'staff_commentary',
    "is_staff" boolean NOT NULL DEFAULT false,
    "is_public" boolean NOT NULL DEFAULT true,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_legislator_content" PRIMARY KEY ("id"),
    CONSTRAINT "ck_legislator_content_type" CHECK (content_type IN ('staff_commentary', 'note')),
    CONSTRAINT "ck_legislator_content_not_blank" CHECK (btrim(content) <> ''),
    CONSTRAINT "fk_legislator_content_legislator_id" FOREIGN KEY ("legislator_id") REFERENCES "legislators" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_legislator_content_author_id" FOREIGN KEY ("author_id") REFERENCES "members" ("id") ON DELETE SET NULL
  )`,
  `CREATE INDEX "ix_legislator_content_legislator_type" ON "legislator_content" ("legislator_id", "content_type")`,

  // ── ZIP → congressional district crosswalk ─────────────────────────────────────────────────
  `CREATE TABLE "zip_districts" (
    "zcta" char(5) NOT NULL,
    "state_abbr" char(2) NOT NULL,
    "district" integer NOT NULL,
    "state_fips" char(2) NOT NULL,
    CONSTRAINT "pk_zip_districts" PRIMARY KEY ("zcta", "state_abbr", "district"),
    CONSTRAINT "ck_zip_districts_district" CHECK (district >= 0)
  )`,
];
