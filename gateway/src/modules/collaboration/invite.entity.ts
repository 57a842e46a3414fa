import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Story } from '../story/story.entity.js';
import { InviteStatus, StoryRole } from './collaboration.enums.js';

/**
 * An invitation to collaborate, addressed by email (the invitee may not have an account yet).
 * Two expression indexes live in the migration only (TypeORM cannot describe them, so they are
 * declared here with synchronize: false): one pending invite per (story, lower(email)), and the
 * lookup of a member's pending invites by lower(email).
 */
@Entity('story_invites')
@ObjectType()
@Check('ck_story_invites_role', "role IN ('editor', 'contributor', 'viewer')")
@Check('ck_story_invites_status', "status IN ('pending', 'accepted', 'declined')")
@Index('uq_story_invites_pending_email', { synchronize: false })
@Index('ix_story_invites_email', { synchronize: false })
@Index('ix_story_invites_story_id', ['storyId'])
export class Invite {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_story_invites' })
  id!: string;

  @Column({ name: 'story_id', type: 'uuid' })
  storyId!: string;

  /** Shown to the story's managers and to the invitee only: resolved by the lead's field resolver. */
  @Column({ name: 'invitee_email', type: 'text' })
  inviteeEmail!: string;

  @Field(() => StoryRole)
  @Column({ type: 'text', default: StoryRole.CONTRIBUTOR })
  role!: StoryRole;

  @Field(() => InviteStatus)
  @Column({ type: 'text', default: InviteStatus.PENDING })
  status!: InviteStatus;

  @Column({ name: 'invited_by', type: 'uuid' })
  invitedBy!: string;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Set by the service when the invite is created (the validity period is a business rule, not a schema one). */
  @Field(() => GraphQLDateTimeISO)
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true })
  respondedAt!: Date | null;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id', foreignKeyConstraintName: 'fk_story_invites_story_id' })
  story?: Relation<Story>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invited_by', foreignKeyConstraintName: 'fk_story_invites_invited_by' })
  inviter?: Relation<Member>;
}
