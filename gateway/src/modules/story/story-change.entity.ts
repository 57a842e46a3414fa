import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Proposal } from '../proposal/proposal.entity.js';
import { Story } from './story.entity.js';
import { StoryChangeField } from './story.enums.js';

/** History of a story's fields: who changed what, from what, to what, and through which proposal if any. */
@Entity('story_changes')
@ObjectType()
@Check(
  'ck_story_changes_field',
  "field IN ('title', 'description', 'tags', 'is_global', 'is_featured', 'open_to_join', 'requires_approval')",
)
@Index('ix_story_changes_story_id_created_at', ['storyId', 'createdAt'])
export class StoryChange {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_story_changes' })
  id!: string;

  @Column({ name: 'story_id', type: 'uuid' })
  storyId!: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Field(() => StoryChangeField)
  @Column({ type: 'text' })
  field!: StoryChangeField;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  before!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  after!: string | null;

  @Column({ name: 'proposal_id', type: 'uuid', nullable: true })
  proposalId!: string | null;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id', foreignKeyConstraintName: 'fk_story_changes_story_id' })
  story?: Relation<Story>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'fk_story_changes_actor_id' })
  actor?: Relation<Member> | null;

  @ManyToOne(() => Proposal, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'proposal_id', foreignKeyConstraintName: 'fk_story_changes_proposal_id' })
  proposal?: Relation<Proposal> | null;
}
