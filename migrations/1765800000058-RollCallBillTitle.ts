import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bill's title on each imported roll call (`bill.title` in the unitedstates/congress
 * data.json), so a key vote made from a roll call is titled from it and the question (issue 58
 * item 6). Filled by the next `npm run import:votes`; null until then and for votes on no bill.
 */
export class RollCallBillTitle1765800000058 implements MigrationInterface {
  name = 'RollCallBillTitle1765800000058';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "roll_calls" ADD COLUMN "bill_title" text');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "roll_calls" DROP COLUMN "bill_title"');
  }
}
