import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Article } from '../article/article.entity.js';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import { CommentaryType } from './commentary.enums.js';

/**
 * Commentary on an article or on a key vote (exactly one: ck_commentaries_subject): regular
 * (readers), staff, or owner notes (the article's submitter; the key vote's creator). SPEC §9:
 * 1..500 chars. Who sees which is commentary.policy.ts, the same for both subjects.
 */
@Entity('commentaries')
@ObjectType()
@Check('ck_commentaries_content_length', 'char_length(content) BETWEEN 1 AND 500')
@Check('ck_commentaries_type', "commentary_type IN ('regular', 'staff', 'owner')")
@Check('ck_commentaries_subject', 'num_nonnulls(article_id, key_vote_id) = 1')
@Index('ix_commentaries_article_id_created_at', ['articleId', 'createdAt'])
@Index('ix_commentaries_author_id', ['authorId'])
@Index('ix_commentaries_key_vote_id_created_at', ['keyVoteId', 'createdAt'])
// (created_at DESC, id), the dashboard feed's order, and the vote order's: in their migrations (TypeORM cannot declare the DESC).
@Index('ix_commentaries_created_at_id', { synchronize: false })
@Index('ix_commentaries_article_score', { synchronize: false })
@Index('ix_commentaries_key_vote_score', { synchronize: false })
@Index('ix_commentaries_article_visibility', { synchronize: false })
@Index('ix_commentaries_key_vote_visibility', { synchronize: false })
// Search: GIN over search_vector, in its migration.
@Index('ix_commentaries_search_vector', { synchronize: false })
export class Commentary {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_commentaries' })
  id!: string;

  /**
   * Full-text search (gateway/src/modules/search): weighted lexemes of the content, set by a trigger
   * whenever they change (migration SearchIndexes). Never read into the entity or written by it.
   */
  @Column({ name: 'search_vector', type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string;

  @Column({ name: 'article_id', type: 'uuid', nullable: true })
  articleId!: string | null;

  @Column({ name: 'key_vote_id', type: 'uuid', nullable: true })
  keyVoteId!: string | null;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  content!: string;

  @Field(() => CommentaryType)
  @Column({ name: 'commentary_type', type: 'text', default: CommentaryType.REGULAR })
  commentaryType!: CommentaryType;

  @Field(() => Boolean)
  @Column({ name: 'is_public', type: 'boolean', default: true })
  isPublic!: boolean;

  /** Up and down votes, kept by the vote table's triggers (migration VoteCounters): never written here. */
  @Column({ name: 'votes_up', type: 'int', default: 0, insert: false, update: false })
  votesUp!: number;

  @Column({ name: 'votes_down', type: 'int', default: 0, insert: false, update: false })
  votesDown!: number;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id', foreignKeyConstraintName: 'fk_commentaries_article_id' })
  article?: Relation<Article> | null;

  @ManyToOne(() => KeyVote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'key_vote_id', foreignKeyConstraintName: 'fk_commentaries_key_vote_id' })
  keyVote?: Relation<KeyVote> | null;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_commentaries_author_id' })
  author?: Relation<Member>;
}
