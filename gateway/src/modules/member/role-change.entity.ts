import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Role } from '../../auth/roles.js';
import { Member } from './member.entity.js';
import { RoleChangeAction } from './member.enums.js';

/** Audit log of role assignments and removals made on the admin screen. */
@Entity('role_changes')
@ObjectType()
@Check('ck_role_changes_role', "role IN ('user', 'staff', 'admin', 'super_admin')")
@Check('ck_role_changes_action', "action IN ('assign', 'remove')")
@Index('ix_role_changes_target_id', ['targetId', 'createdAt'])
export class RoleChange {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_role_changes' })
  id!: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId!: string;

  @Field(() => Role)
  @Column({ type: 'text' })
  role!: Role;

  @Field(() => RoleChangeAction)
  @Column({ type: 'text' })
  action!: RoleChangeAction;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'fk_role_changes_actor_id' })
  actor?: Relation<Member> | null;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_id', foreignKeyConstraintName: 'fk_role_changes_target_id' })
  target?: Relation<Member>;
}
