import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from './member.entity.js';

/** A member's saved address (one per member: member_id is the primary key). Only its member reads it. */
@Entity('addresses')
@ObjectType()
@Check('ck_addresses_state', "state ~ '^[A-Z]{2}$'")
@Check('ck_addresses_zip_code', "zip_code ~ '^[0-9]{5}(-[0-9]{4})?$'")
@Check('ck_addresses_chosen_district', 'chosen_district IS NULL OR chosen_district BETWEEN 0 AND 99')
export class Address {
  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'pk_addresses' })
  memberId!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  street!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  city!: string;

  /** USPS code, upper case. */
  @Field(() => String)
  @Column({ type: 'char', length: 2 })
  state!: string;

  /** Five digits or ZIP+4. */
  @Field(() => String)
  @Column({ name: 'zip_code', type: 'text' })
  zipCode!: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'phone_number', type: 'text', nullable: true })
  phoneNumber!: string | null;

  /**
   * The congressional district the member said is theirs, when the ZIP code spans several
   * (issue #14 item 7). Used while it is still one of the address's candidates; cleared when the
   * street, state or ZIP code changes.
   */
  @Field(() => Int, { nullable: true })
  @Column({ name: 'chosen_district', type: 'smallint', nullable: true })
  chosenDistrict!: number | null;

  @Field(() => GraphQLDateTimeISO)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @OneToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_addresses_member_id' })
  member?: Relation<Member>;
}
