import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Asymmetric signing keys of the built-in /auth/v1 (issue #17 item 5), as hosted Supabase signs
 * with today: access tokens are ES256 (or RS256) JWTs whose `kid` names a row here, and the public
 * halves are published at GET /auth/v1/.well-known/jwks.json, where every gateway (and
 * supabase-js's getClaims) verifies them.
 *
 * - kid: the RFC 7638 thumbprint of the public key (or the configured key's own kid).
 * - private_jwk: the private key as a JWK; NULL when it comes from configuration
 *   (AUTH_SIGNING_KEY), which then never touches the database.
 * - retired_at: NULL for the current signing key (at most one: the partial unique index); set when
 *   a newer key takes over. A retired key stays published for one access-token lifetime, so tokens
 *   it signed keep working until they expire, then it is deleted.
 *
 * Generated on the first start of a gateway with local auth; `npm run auth:rotate-key` rotates.
 */
export class AuthSigningKeys1764600000001 implements MigrationInterface {
  name = 'AuthSigningKeys1764600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "auth_signing_keys" (
      "kid" text NOT NULL,
      "alg" text NOT NULL,
      "public_jwk" jsonb NOT NULL,
      "private_jwk" jsonb,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "retired_at" timestamptz,
      CONSTRAINT "pk_auth_signing_keys" PRIMARY KEY ("kid"),
      CONSTRAINT "chk_auth_signing_keys_alg" CHECK ("alg" IN ('ES256', 'RS256')),
      CONSTRAINT "chk_auth_signing_keys_kid" CHECK (length("kid") BETWEEN 1 AND 200)
    )`);
    await queryRunner.query('CREATE UNIQUE INDEX "uq_auth_signing_keys_current" ON "auth_signing_keys" ((true)) WHERE "retired_at" IS NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "auth_signing_keys"');
  }
}
