import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLLocalDate } from '../../graphql/scalars.js';
import type { PreloadedRelations } from './legislator.loaders.js';

/** A member of Congress, keyed by bioguide id (unitedstates/congress-legislators). */
@Entity('legislators')
@ObjectType()
@Unique('uq_legislators_bioguide_id', ['bioguideId'])
@Unique('uq_legislators_lis_id', ['lisId'])
@Index('ix_legislators_state', ['state'])
@Index('ix_legislators_last_name', ['lastName'])
// Search (issue #57): trigram GIN over portal_legislator_name(…), an expression index in its migration.
@Index('ix_legislators_search_name', { synchronize: false })
export class Legislator {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_legislators' })
  id!: string;

  @Field(() => String)
  @Column({ name: 'bioguide_id', type: 'text' })
  bioguideId!: string;

  /** Senate LIS id ('S428'): Senate roll calls identify senators by it. */
  @Field(() => String, { nullable: true })
  @Column({ name: 'lis_id', type: 'text', nullable: true })
  lisId!: string | null;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'govtrack_id', type: 'integer', nullable: true })
  govtrackId!: number | null;

  @Field(() => String)
  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'middle_name', type: 'text', nullable: true })
  middleName!: string | null;

  @Field(() => String)
  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  suffix!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  nickname!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'official_full', type: 'text', nullable: true })
  officialFull!: string | null;

  /** 'M' or 'F' as in the source. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  gender!: string | null;

  @Field(() => GraphQLLocalDate, { nullable: true })
  @Column({ type: 'date', nullable: true })
  birthday!: string | null;

  /** USPS code of the current (last) term. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'char', length: 2, nullable: true })
  state!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'current_party', type: 'text', nullable: true })
  currentParty!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl!: string | null;

  /** Current leadership role, e.g. 'Speaker of the House'. */
  @Field(() => String, { nullable: true })
  @Column({ name: 'leadership_role', type: 'text', nullable: true })
  leadershipRole!: string | null;

  @Field(() => Boolean)
  @Column({ name: 'in_office', type: 'boolean', default: true })
  inOffice!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Relations a list loaded for all its legislators at once (legislator.loaders.ts preloadRelations). */
  preloaded?: PreloadedRelations;
}
