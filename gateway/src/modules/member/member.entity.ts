import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/**
 * A member's profile. `id` is the auth service's user id (no default: the auth service issues it).
 * Email is resolved separately (only the member and super admins may read it), so it has no @Field.
 */
@Entity('members')
@ObjectType()
@Unique('uq_members_email', ['email'])
@Index('uq_members_username_lower', { synchronize: false })
@Check('ck_members_email_lower', 'email = lower(email)')
export class Member {
  @Field(() => ID)
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_members' })
  id!: string;

  /** Stored lower-cased so uniqueness is case-insensitive. */
  @Column({ type: 'text' })
  email!: string;

  /**
   * The display name (display-name.ts), unique ignoring case (uq_members_username_lower, an
   * expression index in the migration). Exposed through MemberResolver.username: hidden from
   * others while the member stays anonymous.
   */
  @Column({ type: 'text', nullable: true })
  username!: string | null;

  @Field(() => Boolean)
  @Column({ name: 'show_real_name', type: 'boolean', default: false })
  showRealName!: boolean;

  /** Hears when their own legislators vote on a key vote (legislator_vote, issue #60); read through myLegislators. */
  @Column({ name: 'follows_legislators', type: 'boolean', default: true })
  followsLegislators!: boolean;

  /** IANA time zone the member's email digests are scheduled in (notification preferences, issue #16). */
  @Column({ name: 'time_zone', type: 'text', default: 'America/New_York' })
  timeZone!: string;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
