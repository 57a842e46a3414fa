import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';

/**
 * A curated timeline of articles (SPEC §3). Visibility: private unless is_global; featured stories
 * (is_featured, editor-approved: "Editor's Pick") are always global.
 */
@Entity('stories')
@ObjectType()
@Check('ck_stories_title_not_blank', "btrim(title) <> ''")
@Check('ck_stories_featured_is_global', 'is_global OR NOT is_featured')
@Index('ix_stories_created_by', ['createdBy'])
@Index('ix_stories_is_global_created_at', ['isGlobal', 'createdAt'])
// Search (issue #57): GIN over search_vector, in its migration.
@Index('ix_stories_search_vector', { synchronize: false })
export class Story {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_stories' })
  id!: string;

  /**
   * Full-text search (gateway/src/modules/search): weighted lexemes of the title, description and tags, set by a trigger
   * whenever they change (migration SearchIndexes). Never read into the entity or written by it.
   */
  @Column({ name: 'search_vector', type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string;

  @Field(() => String)
  @Column({ type: 'text' })
  title!: string;

  @Field(() => String)
  @Column({ type: 'text', default: '' })
  description!: string;

  /** The owner. Restricted on delete: a story keeps an owner. */
  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @Field(() => Boolean)
  @Column({ name: 'is_global', type: 'boolean', default: false })
  isGlobal!: boolean;

  @Field(() => Boolean)
  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured!: boolean;

  @Field(() => Boolean)
  @Column({ name: 'open_to_join', type: 'boolean', default: false })
  openToJoin!: boolean;

  @Field(() => Boolean)
  @Column({ name: 'requires_approval', type: 'boolean', default: true })
  requiresApproval!: boolean;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_stories_created_by' })
  owner?: Relation<Member>;
}
