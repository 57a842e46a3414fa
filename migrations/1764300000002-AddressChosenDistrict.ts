import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Split ZIP codes (issue #14 item 7): when a ZIP code spans congressional districts and the
 * street address cannot be geocoded, the member says which district is theirs; the choice is kept
 * with the address (0 = at-large, like zip_districts.district). down() drops the choices.
 */
export class AddressChosenDistrict1764300000002 implements MigrationInterface {
  name = 'AddressChosenDistrict1764300000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "addresses" ADD COLUMN "chosen_district" smallint`);
    await queryRunner.query(
      `ALTER TABLE "addresses" ADD CONSTRAINT "ck_addresses_chosen_district" CHECK (chosen_district IS NULL OR chosen_district BETWEEN 0 AND 99)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "addresses" DROP CONSTRAINT "ck_addresses_chosen_district"`);
    await queryRunner.query(`ALTER TABLE "addresses" DROP COLUMN "chosen_district"`);
  }
}
