import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Story } from '../story/story.entity.js';
import { StoryRole } from './collaboration.enums.js';

/** A member's role on a story; the primary key allows one role per member per story. */
@Entity('story_collaborators')
@ObjectType()
@Check('ck_story_collaborators_role', "role IN ('owner', 'editor', 'contributor', 'viewer')")
@Index('ix_story_collaborators_member_id', ['memberId'])
export class Collaborator {
  @PrimaryColumn({ name: 'story_id', type: 'uuid', primaryKeyConstraintName: 'pk_story_collaborators' })
  storyId!: string;

  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'pk_story_collaborators' })
  memberId!: string;

  @Field(() => StoryRole)
  @Column({ type: 'text' })
  role!: StoryRole;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id', foreignKeyConstraintName: 'fk_story_collaborators_story_id' })
  story?: Relation<Story>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_story_collaborators_member_id' })
  member?: Relation<Member>;
}
