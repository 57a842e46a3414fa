import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Article } from '../article/article.entity.js';
import { Story } from './story.entity.js';

/** An article on a story's timeline; the primary key keeps an article once per story. */
@Entity('story_articles')
@ObjectType()
@Index('ix_story_articles_article_id', ['articleId'])
@Index('ix_story_articles_story_id_added_at', ['storyId', 'addedAt'])
// (story_id, sort_at DESC, article_id DESC): the timeline's order, in its migration.
@Index('ix_story_articles_story_sort', { synchronize: false })
export class StoryArticle {
  @PrimaryColumn({ name: 'story_id', type: 'uuid', primaryKeyConstraintName: 'pk_story_articles' })
  storyId!: string;

  @PrimaryColumn({ name: 'article_id', type: 'uuid', primaryKeyConstraintName: 'pk_story_articles' })
  articleId!: string;

  @Field(() => GraphQLDateTimeISO)
  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'now()' })
  addedAt!: Date;

  @Field(() => String, { nullable: true })
  @Column({ name: 'custom_note', type: 'text', nullable: true })
  customNote!: string | null;

  @Column({ name: 'added_by', type: 'uuid', nullable: true })
  addedBy!: string | null;

  /** The entry's date on the timeline (publication, else when added), kept by triggers (migration TimelineAndCommentaryReadIndexes). */
  @Column({ name: 'sort_at', type: 'timestamptz', insert: false, update: false })
  sortAt!: Date;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id', foreignKeyConstraintName: 'fk_story_articles_story_id' })
  story?: Relation<Story>;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id', foreignKeyConstraintName: 'fk_story_articles_article_id' })
  article?: Relation<Article>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'added_by', foreignKeyConstraintName: 'fk_story_articles_added_by' })
  adder?: Relation<Member> | null;
}
