import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from '../member/member.entity.js';
import { Story } from '../story/story.entity.js';
import { JoinRequestStatus } from './collaboration.enums.js';

/** A member asking to join a story that is open to join; at most one pending request per member per story. */
@Entity('story_join_requests')
@ObjectType()
@Check('ck_story_join_requests_status', "status IN ('pending', 'accepted', 'rejected')")
@Index('uq_story_join_requests_pending', ['storyId', 'requesterId'], { unique: true, where: "status = 'pending'" })
@Index('ix_story_join_requests_requester_id', ['requesterId'])
export class JoinRequest {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_story_join_requests' })
  id!: string;

  @Column({ name: 'story_id', type: 'uuid' })
  storyId!: string;

  @Column({ name: 'requester_id', type: 'uuid' })
  requesterId!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Field(() => JoinRequestStatus)
  @Column({ type: 'text', default: JoinRequestStatus.PENDING })
  status!: JoinRequestStatus;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id', foreignKeyConstraintName: 'fk_story_join_requests_story_id' })
  story?: Relation<Story>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'requester_id', foreignKeyConstraintName: 'fk_story_join_requests_requester_id' })
  requester?: Relation<Member>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'fk_story_join_requests_decided_by' })
  decider?: Relation<Member> | null;
}
