import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Legislator } from './legislator.entity.js';
import { LegislatorContentType } from './legislator.enums.js';

/** Content about a legislator written by the organisation; staff commentary is content_type 'staff_commentary'. */
@Entity('legislator_content')
@ObjectType()
@Check('ck_legislator_content_type', "content_type IN ('staff_commentary', 'note')")
@Check('ck_legislator_content_not_blank', "btrim(content) <> ''")
@Index('ix_legislator_content_legislator_type', ['legislatorId', 'contentType'])
export class LegislatorContent {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_legislator_content' })
  id!: string;

  @Column({ name: 'legislator_id', type: 'uuid' })
  legislatorId!: string;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Field(() => String)
  @Column({ type: 'text' })
  content!: string;

  @Field(() => LegislatorContentType)
  @Column({ name: 'content_type', type: 'text', default: LegislatorContentType.STAFF_COMMENTARY })
  contentType!: LegislatorContentType;

  @Field(() => Boolean)
  @Column({ name: 'is_staff', type: 'boolean', default: false })
  isStaff!: boolean;

  @Field(() => Boolean)
  @Column({ name: 'is_public', type: 'boolean', default: true })
  isPublic!: boolean;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Legislator, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'legislator_id', foreignKeyConstraintName: 'fk_legislator_content_legislator_id' })
  legislator?: Relation<Legislator>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_legislator_content_author_id' })
  author?: Relation<Member> | null;
}
