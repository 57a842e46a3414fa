import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLLocalDate } from '../../graphql/scalars.js';
import { Legislator } from './legislator.entity.js';
import { StateRank, TermType } from './legislator.enums.js';

/**
 * One term of office. District 0 means at-large. The unique (legislator_id, start_date, type) lets
 * importers upsert, and its leading column serves the "terms of a legislator" lookup.
 */
@Entity('legislator_terms')
@ObjectType()
@Unique('uq_legislator_terms_legislator_start', ['legislatorId', 'startDate', 'type'])
@Check('ck_legislator_terms_type', "type IN ('rep', 'sen')")
@Check('ck_legislator_terms_senate_class', 'senate_class IN (1, 2, 3)')
@Check('ck_legislator_terms_state_rank', "state_rank IN ('junior', 'senior')")
@Check('ck_legislator_terms_district', 'district >= 0')
@Index('ix_legislator_terms_state_district', ['state', 'district'])
export class LegislatorTerm {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_legislator_terms' })
  id!: string;

  @Column({ name: 'legislator_id', type: 'uuid' })
  legislatorId!: string;

  @Field(() => TermType)
  @Column({ type: 'text' })
  type!: TermType;

  @Field(() => String)
  @Column({ type: 'char', length: 2 })
  state!: string;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'integer', nullable: true })
  district!: number | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  party!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  caucus!: string | null;

  @Field(() => GraphQLLocalDate)
  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Field(() => GraphQLLocalDate)
  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  office!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'contact_form', type: 'text', nullable: true })
  contactForm!: string | null;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'senate_class', type: 'integer', nullable: true })
  senateClass!: number | null;

  @Field(() => StateRank, { nullable: true })
  @Column({ name: 'state_rank', type: 'text', nullable: true })
  stateRank!: StateRank | null;

  @ManyToOne(() => Legislator, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'legislator_id', foreignKeyConstraintName: 'fk_legislator_terms_legislator_id' })
  legislator?: Relation<Legislator>;
}
