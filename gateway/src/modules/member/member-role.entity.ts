import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Role } from '../../auth/roles.js';
import { Member } from './member.entity.js';

/** One granted role; the primary key makes a role at most once per member. Read through resolvers, not exposed. */
@Entity('member_roles')
@Check('ck_member_roles_role', "role IN ('user', 'staff', 'admin', 'super_admin')")
@Index('ix_member_roles_role', ['role'])
export class MemberRole {
  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'pk_member_roles' })
  memberId!: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_member_roles' })
  role!: Role;

  @Column({ name: 'granted_by', type: 'uuid', nullable: true })
  grantedBy!: string | null;

  @Column({ name: 'granted_at', type: 'timestamptz', default: () => 'now()' })
  grantedAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_member_roles_member_id' })
  member?: Relation<Member>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'granted_by', foreignKeyConstraintName: 'fk_member_roles_granted_by' })
  granter?: Relation<Member> | null;
}
