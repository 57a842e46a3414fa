import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Member } from './member.entity.js';
import { AccessRequestKind, AccessRequestStatus } from './member.enums.js';

/** A member's request for emergency or admin access (SPEC §6, POST /api/users/me/request-access). */
@Entity('access_requests')
@ObjectType()
@Check('ck_access_requests_kind', "kind IN ('admin', 'emergency')")
@Check('ck_access_requests_status', "status IN ('pending', 'approved', 'rejected')")
@Index('ix_access_requests_member_id', ['memberId'])
export class AccessRequest {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_access_requests' })
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Field(() => AccessRequestKind)
  @Column({ type: 'text', default: AccessRequestKind.ADMIN })
  kind!: AccessRequestKind;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Field(() => AccessRequestStatus)
  @Column({ type: 'text', default: AccessRequestStatus.PENDING })
  status!: AccessRequestStatus;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_access_requests_member_id' })
  member?: Relation<Member>;
}
