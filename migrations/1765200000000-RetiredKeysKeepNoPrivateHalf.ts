import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A retired signing key only verifies tokens it signed during its grace; it never signs again, so
 * its private half has no use and is only a liability (the usual reason to rotate is a leaked key).
 * Retiring deletes it (auth/gotrue/signing-keys.ts), and the check keeps it that way.
 */
export class RetiredKeysKeepNoPrivateHalf1765200000000 implements MigrationInterface {
  name = 'RetiredKeysKeepNoPrivateHalf1765200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('UPDATE "auth_signing_keys" SET "private_jwk" = NULL WHERE "retired_at" IS NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "auth_signing_keys" ADD CONSTRAINT "chk_auth_signing_keys_retired_private" CHECK ("retired_at" IS NULL OR "private_jwk" IS NULL)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The deleted private halves cannot come back; only the rule goes.
    await queryRunner.query('ALTER TABLE "auth_signing_keys" DROP CONSTRAINT "chk_auth_signing_keys_retired_private"');
  }
}
