import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Access requests that cannot over-grant (issue #58 item 2, decision 0080):
 *
 * - access_requests.page: the portal page the member was turned away from, when they asked from
 *   one; the role asked for is the lowest that opens it (access-request.policy.ts PAGE_ROLES).
 * - requested_role defaults to 'staff', the lowest role there is to ask for, instead of
 *   'super_admin'. Stored requests keep the role they name.
 */
export class AccessRequestPage1765850000000 implements MigrationInterface {
  name = 'AccessRequestPage1765850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "access_requests" ADD COLUMN "page" text`);
    await queryRunner.query(`ALTER TABLE "access_requests" ALTER COLUMN "requested_role" SET DEFAULT 'staff'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "access_requests" ALTER COLUMN "requested_role" SET DEFAULT 'super_admin'`);
    await queryRunner.query(`ALTER TABLE "access_requests" DROP COLUMN "page"`);
  }
}
