import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Article } from '../article/article.entity.js';
import { Commentary } from '../commentary/commentary.entity.js';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import { Member } from '../member/member.entity.js';
import { ReportStatus } from './report.enums.js';

/**
 * A member's report of a comment (issue #58 item 7): the reason, pending until staff remove the
 * comment or keep it; the reporter is told the outcome (notification kind report_decided). One
 * report per member and comment. The report keeps what the comment said and where it was, so it
 * outlives a removed comment (commentary_id becomes NULL). Who reported is never shown to the
 * comment's author: only staff read reports (report.policy.ts), the reporter their own.
 */
@Entity('commentary_reports')
@ObjectType({ description: "A member's report of a comment, pending until staff remove the comment or keep it." })
@Unique('uq_commentary_reports_commentary_reporter', ['commentaryId', 'reporterId'])
@Check('ck_commentary_reports_status', "status IN ('pending', 'removed', 'kept')")
@Check('ck_commentary_reports_decided', "(status = 'pending') = (decided_at IS NULL)")
@Check('ck_commentary_reports_reason_length', 'char_length(reason) BETWEEN 1 AND 500')
@Index('ix_commentary_reports_status_created_at', ['status', 'createdAt'])
@Index('ix_commentary_reports_reporter_id', ['reporterId'])
@Index('ix_commentary_reports_author_id', ['authorId'])
@Index('ix_commentary_reports_article_id', ['articleId'])
@Index('ix_commentary_reports_key_vote_id', ['keyVoteId'])
@Index('ix_commentary_reports_decided_by', ['decidedBy'])
export class CommentaryReport {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_commentary_reports' })
  id!: string;

  /** The comment; null once it has been removed. */
  @Column({ name: 'commentary_id', type: 'uuid', nullable: true })
  commentaryId!: string | null;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  /** Whose comment it is (for the queue); never exposed to that author. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId!: string | null;

  @Column({ name: 'article_id', type: 'uuid', nullable: true })
  articleId!: string | null;

  @Column({ name: 'key_vote_id', type: 'uuid', nullable: true })
  keyVoteId!: string | null;

  /** What the comment said when it was reported. */
  @Field(() => String, { description: 'What the comment said when it was reported.' })
  @Column({ type: 'text' })
  excerpt!: string;

  @Field(() => String, { description: "The reporter's reason (1–500 characters)." })
  @Column({ type: 'text' })
  reason!: string;

  @Field(() => ReportStatus)
  @Column({ type: 'text', default: ReportStatus.PENDING })
  status!: ReportStatus;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** Staff's note to the reporter (optional). */
  @Field(() => String, { nullable: true, description: "Staff's note to the reporter, if any." })
  @Column({ name: 'decision_note', type: 'text', nullable: true })
  decisionNote!: string | null;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Commentary, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'commentary_id', foreignKeyConstraintName: 'fk_commentary_reports_commentary_id' })
  commentary?: Relation<Commentary> | null;

  @ManyToOne(() => Article, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'article_id', foreignKeyConstraintName: 'fk_commentary_reports_article_id' })
  article?: Relation<Article> | null;

  @ManyToOne(() => KeyVote, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'key_vote_id', foreignKeyConstraintName: 'fk_commentary_reports_key_vote_id' })
  keyVote?: Relation<KeyVote> | null;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id', foreignKeyConstraintName: 'fk_commentary_reports_reporter_id' })
  reporter?: Relation<Member>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_commentary_reports_author_id' })
  author?: Relation<Member> | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'fk_commentary_reports_decided_by' })
  decider?: Relation<Member> | null;
}
