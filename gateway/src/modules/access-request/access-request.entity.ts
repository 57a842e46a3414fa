import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Role } from '../../auth/roles.js';
import { Member } from '../member/member.entity.js';
import { AccessRequestKind, AccessRequestStatus } from './access-request.enums.js';

/**
 * A member's request for access (SPEC §6 "request emergency or admin access for oneself", POST
 * /api/users/me/request-access; issue #15 item 3): the role asked for and an optional reason,
 * pending until a super admin grants it (the role is assigned) or declines it, with an optional
 * note the member reads. At most one pending request per member (uq_access_requests_pending_member,
 * a partial unique index in the migration, declared here with synchronize: false).
 *
 * The decision is the event notifications (issue #16) build on: access-request.events.ts calls
 * their hooks inside the deciding transaction. outcome_seen_at records that the member has seen
 * the outcome in the portal.
 */
@Entity('access_requests')
@ObjectType({ description: "A member's request for a role, pending until a super admin grants or declines it." })
@Check('ck_access_requests_kind', "kind IN ('admin', 'emergency')")
@Check('ck_access_requests_status', "status IN ('pending', 'approved', 'rejected')")
@Check('ck_access_requests_requested_role', "requested_role IN ('staff', 'admin', 'super_admin')")
@Check('ck_access_requests_granted_role', "granted_role IN ('staff', 'admin', 'super_admin')")
@Check('ck_access_requests_decided', "(status = 'pending') = (decided_at IS NULL)")
@Index('ix_access_requests_member_id', ['memberId'])
@Index('ix_access_requests_status_created_at', ['status', 'createdAt'])
@Index('uq_access_requests_pending_member', { synchronize: false })
export class AccessRequest {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_access_requests' })
  id!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Field(() => AccessRequestKind)
  @Column({ type: 'text', default: AccessRequestKind.ADMIN })
  kind!: AccessRequestKind;

  /** The role asked for; the super admin may grant another. */
  @Field(() => Role)
  @Column({ name: 'requested_role', type: 'text', default: Role.STAFF })
  requestedRole!: Role;

  /** The page the member was turned away from, when they asked from one (issue #58 item 2). */
  @Field(() => String, { nullable: true, description: 'The portal page the member was turned away from, when they asked from one.' })
  @Column({ type: 'text', nullable: true })
  page!: string | null;

  /** Why, in the member's words (optional, at most 1000 characters). */
  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Field(() => AccessRequestStatus)
  @Column({ type: 'text', default: AccessRequestStatus.PENDING })
  status!: AccessRequestStatus;

  /** The role assigned when the request was granted. */
  @Field(() => Role, { nullable: true })
  @Column({ name: 'granted_role', type: 'text', nullable: true })
  grantedRole!: Role | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** The super admin's note to the member (optional, at most 1000 characters). */
  @Field(() => String, { nullable: true })
  @Column({ name: 'decision_note', type: 'text', nullable: true })
  decisionNote!: string | null;

  @Column({ name: 'outcome_seen_at', type: 'timestamptz', nullable: true })
  outcomeSeenAt!: Date | null;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_access_requests_member_id' })
  member?: Relation<Member>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'fk_access_requests_decided_by' })
  decider?: Relation<Member> | null;
}
