import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Article } from '../article/article.entity.js';
import { CommentaryType } from './commentary.enums.js';

/** Commentary on an article: regular (readers), staff, or owner notes (the article's submitter). SPEC §9: 1..500 chars. */
@Entity('commentaries')
@ObjectType()
@Check('ck_commentaries_content_length', 'char_length(content) BETWEEN 1 AND 500')
@Check('ck_commentaries_type', "commentary_type IN ('regular', 'staff', 'owner')")
@Index('ix_commentaries_article_id_created_at', ['articleId', 'createdAt'])
@Index('ix_commentaries_author_id', ['authorId'])
export class Commentary {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_commentaries' })
  id!: string;

  @Column({ name: 'article_id', type: 'uuid' })
  articleId!: string;

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

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id', foreignKeyConstraintName: 'fk_commentaries_article_id' })
  article?: Relation<Article>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_commentaries_author_id' })
  author?: Relation<Member>;
}
