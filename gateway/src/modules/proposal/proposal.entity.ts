import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Story } from '../story/story.entity.js';
import { ProposalStatus } from './proposal.enums.js';

/** A proposed change to a story's title or its description: exactly one of the two per proposal. */
@Entity('proposals')
@ObjectType()
@Check('ck_proposals_one_field', '(title IS NULL) <> (description IS NULL)')
@Check('ck_proposals_status', "status IN ('pending', 'approved', 'rejected')")
@Index('ix_proposals_story_id_created_at', ['storyId', 'createdAt'])
@Index('ix_proposals_proposer_id', ['proposerId'])
export class Proposal {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_proposals' })
  id!: string;

  @Column({ name: 'story_id', type: 'uuid' })
  storyId!: string;

  @Column({ name: 'proposer_id', type: 'uuid' })
  proposerId!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Field(() => ProposalStatus)
  @Column({ type: 'text', default: ProposalStatus.PENDING })
  status!: ProposalStatus;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id', foreignKeyConstraintName: 'fk_proposals_story_id' })
  story?: Relation<Story>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'proposer_id', foreignKeyConstraintName: 'fk_proposals_proposer_id' })
  proposer?: Relation<Member>;
}
