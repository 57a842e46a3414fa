import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';

/** An article submitted by URL. canonical_url is unique: submitting a known article finds the existing row. */
@Entity('articles')
@ObjectType()
@Unique('uq_articles_canonical_url', ['canonicalUrl'])
@Index('ix_articles_submitted_at', ['submittedAt'])
@Index('ix_articles_submitted_by', ['submittedBy'])
// Search (issue #57): GIN over search_vector, in its migration.
@Index('ix_articles_search_vector', { synchronize: false })
export class Article {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_articles' })
  id!: string;

  /**
   * Full-text search (gateway/src/modules/search): weighted lexemes of the title, publication, tags and content, set by a trigger
   * whenever they change (migration SearchIndexes). Never read into the entity or written by it.
   */
  @Column({ name: 'search_vector', type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string;

  /** The URL as submitted. */
  @Field(() => String)
  @Column({ type: 'text' })
  url!: string;

  @Column({ name: 'canonical_url', type: 'text' })
  canonicalUrl!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  title!: string;

  /** Extracted article body, HTML (sanitised before it is stored). */
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

  /** Null once the submitter's account is gone: the article stays. */
  @Column({ name: 'submitted_by', type: 'uuid', nullable: true })
  submittedBy!: string | null;

  @Field(() => GraphQLDateTimeISO)
  @Column({ name: 'submitted_at', type: 'timestamptz', default: () => 'now()' })
  submittedAt!: Date;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  /** Up and down votes, kept by article_votes' triggers (migration VoteCounters): never written here. */
  @Column({ name: 'votes_up', type: 'int', default: 0, insert: false, update: false })
  votesUp!: number;

  @Column({ name: 'votes_down', type: 'int', default: 0, insert: false, update: false })
  votesDown!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'submitted_by', foreignKeyConstraintName: 'fk_articles_submitted_by' })
  submitter?: Relation<Member> | null;
}
