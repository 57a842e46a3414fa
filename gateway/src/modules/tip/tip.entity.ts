import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Article } from '../article/article.entity.js';
import { Member } from '../member/member.entity.js';
import { TipStatus } from './tip.enums.js';

/**
 * A member's tip (SPEC §1 "members submit links", §6 staff publish them): a page they sent, as
 * extracted at submission, with an optional private note to staff, waiting for review. Only the
 * member who sent it and staff read it (tip.policy.ts); publishing copies it into `articles`,
 * credited to the member, and links the article here.
 *
 * The decision (status, decided_by, decided_at, decline_reason) is the event later features
 * (notifications, issue #16) build on: tip.events.ts calls their hooks inside the deciding
 * transaction. outcome_seen_at records that the member has seen the outcome in the portal.
 *
 * One pending tip per member and page: a partial unique index in the migration (TypeORM cannot
 * describe it, so it is declared with synchronize: false).
 */
@Entity('tips')
@ObjectType({ description: "A member's tip: a link (and optional private note) waiting for staff review, then published or declined." })
@Check('ck_tips_status', "status IN ('pending', 'published', 'declined')")
@Check('ck_tips_decided', "(status = 'pending') = (decided_at IS NULL)")
@Index('ix_tips_member_id_created_at', ['memberId', 'createdAt'])
@Index('ix_tips_status_created_at', ['status', 'createdAt'])
@Index('ix_tips_article_id', ['articleId'])
@Index('uq_tips_pending_member_page', { synchronize: false })
export class Tip {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_tips' })
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  /** The URL as the member sent it (validated like staff submission). */
  @Field(() => String)
  @Column({ type: 'text' })
  url!: string;

  @Column({ name: 'canonical_url', type: 'text' })
  canonicalUrl!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  title!: string;

  /** Sanitized article HTML, for the reviewer's preview. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  content!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  publication!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  /** The member's private note to staff. */
  @Field(() => String, { nullable: true, description: 'The private note to staff (only the member who sent the tip and staff read tips).' })
  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Field(() => TipStatus)
  @Column({ type: 'text', default: TipStatus.PENDING })
  status!: TipStatus;

  @Field(() => String, { nullable: true, description: 'Why staff declined it, when they said.' })
  @Column({ name: 'decline_reason', type: 'text', nullable: true })
  declineReason!: string | null;

  @Column({ name: 'article_id', type: 'uuid', nullable: true })
  articleId!: string | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ name: 'outcome_seen_at', type: 'timestamptz', nullable: true })
  outcomeSeenAt!: Date | null;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_tips_member_id' })
  member?: Relation<Member>;

  @ManyToOne(() => Article, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'article_id', foreignKeyConstraintName: 'fk_tips_article_id' })
  article?: Relation<Article> | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'fk_tips_decided_by' })
  decider?: Relation<Member> | null;
}
