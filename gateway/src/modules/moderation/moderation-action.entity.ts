import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { ModeratedContentType, ModerationActionKind } from './moderation.enums.js';

export interface ModerationDetails {
  storyId?: string;
  articleId?: string;
  keyVoteId?: string;
  /** Fields an update changed. */
  changed?: string[];
  /** What a delete removed with the item, by kind ('votes', 'likes', 'commentaries', 'timeline links' …), in a fixed order. */
  removed?: { what: string; count: number }[];
}

/**
 * One edit or delete made with staff powers (issue #15 item 1): who (actor), what (the content's
 * type and id, a summary of the item as it was before, its author) and when. The row outlives the
 * content it describes. Written by moderation.service record(), inside the transaction of the
 * change itself, so a change and its record commit or fail together. Read by super admins.
 */
@Entity('moderation_actions')
@ObjectType({ description: 'An edit or delete made with staff powers: who, what and when (super admins read these).' })
@Check('ck_moderation_actions_action', "action IN ('update', 'delete')")
@Check('ck_moderation_actions_content_type', "content_type IN ('article', 'story', 'key_vote', 'commentary', 'timeline_entry')")
@Index('ix_moderation_actions_created_at', ['createdAt'])
@Index('ix_moderation_actions_actor_id', ['actorId'])
@Index('ix_moderation_actions_author_id', ['authorId'])
export class ModerationAction {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_moderation_actions' })
  id!: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Field(() => ModerationActionKind)
  @Column({ type: 'text' })
  action!: ModerationActionKind;

  @Field(() => ModeratedContentType)
  @Column({ name: 'content_type', type: 'text' })
  contentType!: ModeratedContentType;

  /** The item's id (for a timeline entry: the article's; the story is in details.storyId). */
  @Field(() => ID)
  @Column({ name: 'content_id', type: 'uuid' })
  contentId!: string;

  /** Whose content it was (submitter, owner, creator, author); null when unknown or deleted. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId!: string | null;

  /** The item as it was: a title or the first characters of its text. */
  @Field(() => String)
  @Column({ type: 'text' })
  summary!: string;

  /** Where it was (storyId, articleId, keyVoteId), which fields changed, what a delete took with it (read through field resolvers). */
  @Column({ type: 'jsonb', nullable: true })
  details!: ModerationDetails | null;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'fk_moderation_actions_actor_id' })
  actor?: Relation<Member> | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_moderation_actions_author_id' })
  author?: Relation<Member> | null;
}
