import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * ZIP code tabulation area → congressional district crosswalk (119th Congress, data/districts/zccd.csv).
 * A ZCTA may map to several districts and even several states. District 0 is at-large. The primary
 * key's leading column serves lookups by zcta.
 */
@Entity('zip_districts')
@ObjectType()
@Check('ck_zip_districts_district', 'district >= 0')
export class ZipDistrict {
  @Field(() => String)
  @PrimaryColumn({ type: 'char', length: 5, primaryKeyConstraintName: 'pk_zip_districts' })
  zcta!: string;

  @Field(() => String)
  @PrimaryColumn({ name: 'state_abbr', type: 'char', length: 2, primaryKeyConstraintName: 'pk_zip_districts' })
  stateAbbr!: string;

  @Field(() => Int)
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_zip_districts' })
  district!: number;

  @Field(() => String)
  @Column({ name: 'state_fips', type: 'char', length: 2 })
  stateFips!: string;
}
