import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { GraphQLLocalDate } from '../../graphql/scalars.js';
import { Member } from '../member/member.entity.js';
import { OrganizationPosition } from './key-vote.enums.js';

/** A bill vote the organisation takes a position on. Roll calls are linked through key_vote_roll_calls. */
@Entity('key_votes')
@ObjectType()
@Check('ck_key_votes_organization_position', "organization_position IN ('support', 'oppose', 'other')")
@Index('ix_key_votes_vote_date', ['voteDate'])
// Search (issue #57): GIN over search_vector, in its migration.
@Index('ix_key_votes_search_vector', { synchronize: false })
export class KeyVote {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_key_votes' })
  id!: string;

  /**
   * Full-text search (gateway/src/modules/search): weighted lexemes of the title, bill id and description, set by a trigger
   * whenever they change (migration SearchIndexes). Never read into the entity or written by it.
   */
  @Column({ name: 'search_vector', type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string;

  @Field(() => String)
  @Column({ type: 'text' })
  title!: string;

  @Field(() => String)
  @Column({ type: 'text', default: '' })
  description!: string;

  /** Display form, e.g. 'H.R. 1' or 'S. 5'. */
  @Field(() => String)
  @Column({ name: 'bill_id', type: 'text' })
  billId!: string;

  @Field(() => Int)
  @Column({ name: 'congress_number', type: 'integer' })
  congressNumber!: number;

  @Field(() => GraphQLLocalDate, { nullable: true })
  @Column({ name: 'vote_date', type: 'date', nullable: true })
  voteDate!: string | null;

  @Field(() => OrganizationPosition)
  @Column({ name: 'organization_position', type: 'text' })
  organizationPosition!: OrganizationPosition;

  @Field(() => String)
  @Column({ type: 'text', default: 'Pending' })
  outcome!: string;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_key_votes_created_by' })
  creator?: Relation<Member> | null;
}
