import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tables of the built-in GoTrue-compatible auth service (gateway/src/auth/gotrue, contract in
 * docs/auth-contract.md). They live beside the portal's tables with an `auth_` prefix and are only
 * written when the gateway serves /auth/v1 itself (no SUPABASE_URL).
 *
 * members.id is deliberately NOT a foreign key to auth_users: with hosted Supabase the auth users
 * live elsewhere and members must keep working.
 *
 * One-time tokens are stored as SHA-256 hashes, never raw. Refresh tokens are stored as issued,
 * as GoTrue does, because re-presenting the direct parent of the current token must return the
 * current token again (concurrent tabs, retries).
 *
 * down() drops exactly what up() created, in reverse order.
 */
export class AuthTables1763900000000 implements MigrationInterface {
  name = 'AuthTables1763900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(`DROP TABLE "${table}"`);
  }
}

const TABLES = ['auth_users', 'auth_sessions', 'auth_refresh_tokens', 'auth_one_time_tokens', 'auth_mail_outbox'] as const;

const UP: string[] = [
  `CREATE TABLE "auth_users" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "email" text NOT NULL,
    "encrypted_password" text,
    "email_confirmed_at" timestamptz,
    "confirmation_sent_at" timestamptz,
    "recovery_sent_at" timestamptz,
    "last_sign_in_at" timestamptz,
    "raw_app_meta_data" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "raw_user_meta_data" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "banned_until" timestamptz,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_auth_users" PRIMARY KEY ("id"),
    CONSTRAINT "uq_auth_users_email" UNIQUE ("email"),
    CONSTRAINT "ck_auth_users_email_lower" CHECK (email = lower(email))
  )`,

  // amr: the authentication method(s) and time of the sign-in that opened the session; every
  // access token minted for the session (refreshes too) carries it.
  `CREATE TABLE "auth_sessions" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "user_id" uuid NOT NULL,
    "amr" jsonb NOT NULL DEFAULT '[]'::jsonb,
    "not_after" timestamptz,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_auth_sessions" PRIMARY KEY ("id"),
    CONSTRAINT "fk_auth_sessions_user_id" FOREIGN KEY ("user_id") REFERENCES "auth_users" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_auth_sessions_user_id" ON "auth_sessions" ("user_id")`,

  `CREATE TABLE "auth_refresh_tokens" (
    "id" bigserial NOT NULL,
    "token" text NOT NULL,
    "user_id" uuid NOT NULL,
    "session_id" uuid NOT NULL,
    "parent" text,
    "revoked" boolean NOT NULL DEFAULT false,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_auth_refresh_tokens" PRIMARY KEY ("id"),
    CONSTRAINT "uq_auth_refresh_tokens_token" UNIQUE ("token"),
    CONSTRAINT "fk_auth_refresh_tokens_user_id" FOREIGN KEY ("user_id") REFERENCES "auth_users" ("id") ON DELETE CASCADE,
    CONSTRAINT "fk_auth_refresh_tokens_session_id" FOREIGN KEY ("session_id") REFERENCES "auth_sessions" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_auth_refresh_tokens_session_id" ON "auth_refresh_tokens" ("session_id", "revoked")`,
  `CREATE INDEX "ix_auth_refresh_tokens_user_id" ON "auth_refresh_tokens" ("user_id")`,

  `CREATE TABLE "auth_one_time_tokens" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "user_id" uuid NOT NULL,
    "token_type" text NOT NULL,
    "token_hash" text NOT NULL,
    "relates_to" text NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "used_at" timestamptz,
    CONSTRAINT "pk_auth_one_time_tokens" PRIMARY KEY ("id"),
    CONSTRAINT "uq_auth_one_time_tokens_token_hash" UNIQUE ("token_hash"),
    CONSTRAINT "ck_auth_one_time_tokens_token_type" CHECK (token_type IN ('signup', 'magiclink', 'recovery')),
    CONSTRAINT "fk_auth_one_time_tokens_user_id" FOREIGN KEY ("user_id") REFERENCES "auth_users" ("id") ON DELETE CASCADE
  )`,
  `CREATE INDEX "ix_auth_one_time_tokens_user_type" ON "auth_one_time_tokens" ("user_id", "token_type", "created_at")`,

  `CREATE TABLE "auth_mail_outbox" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "to" text NOT NULL,
    "subject" text NOT NULL,
    "text" text NOT NULL,
    "html" text NOT NULL,
    "links" text[] NOT NULL DEFAULT '{}',
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "pk_auth_mail_outbox" PRIMARY KEY ("id")
  )`,
  `CREATE INDEX "ix_auth_mail_outbox_created_at" ON "auth_mail_outbox" ("created_at")`,
];
