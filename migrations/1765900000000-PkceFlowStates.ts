import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PKCE flow of the built-in /auth/v1 (docs/auth-contract.md §2.6), which @supabase/ssr uses:
 *
 * - auth_one_time_tokens.code_challenge / code_challenge_method: an emailed link asked for with a
 *   code challenge (its token is sent as `pkce_<token>`). Opening it gives an auth code, not a session.
 * - auth_flow_states: the auth code such a link handed to the browser (only its SHA-256), with the
 *   challenge the code verifier must answer. Single-use; good for five minutes.
 */
export class PkceFlowStates1765900000000 implements MigrationInterface {
  name = 'PkceFlowStates1765900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth_one_time_tokens"
      ADD COLUMN "code_challenge" text,
      ADD COLUMN "code_challenge_method" text,
      ADD CONSTRAINT "ck_auth_one_time_tokens_code_challenge" CHECK ((code_challenge IS NULL) = (code_challenge_method IS NULL) AND (code_challenge_method IS NULL OR code_challenge_method IN ('s256', 'plain')))`);
    await queryRunner.query(`CREATE TABLE "auth_flow_states" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "auth_code_hash" text NOT NULL,
      "code_challenge" text NOT NULL,
      "code_challenge_method" text NOT NULL,
      "authentication_method" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_auth_flow_states" PRIMARY KEY ("id"),
      CONSTRAINT "uq_auth_flow_states_auth_code_hash" UNIQUE ("auth_code_hash"),
      CONSTRAINT "ck_auth_flow_states_code_challenge_method" CHECK (code_challenge_method IN ('s256', 'plain')),
      CONSTRAINT "fk_auth_flow_states_user_id" FOREIGN KEY ("user_id") REFERENCES "auth_users" ("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "ix_auth_flow_states_user_id" ON "auth_flow_states" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "auth_flow_states"');
    await queryRunner.query(`ALTER TABLE "auth_one_time_tokens"
      DROP CONSTRAINT "ck_auth_one_time_tokens_code_challenge",
      DROP COLUMN "code_challenge_method",
      DROP COLUMN "code_challenge"`);
  }
}
