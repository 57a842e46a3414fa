import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { Legislator } from '../legislator/legislator.entity.js';
import { RollCall } from './roll-call.entity.js';
import { VotePosition } from './key-vote.enums.js';

/**
 * One voter's position on a roll call (public record). voter_id is the id the chamber used: a
 * bioguide id (House), a LIS id (Senate) or 'VP'. legislator_id is null when the voter is not in
 * our legislators table (departed members, the Vice President): such rows are kept, not dropped.
 */
@Entity('legislator_votes')
@ObjectType()
@Check('ck_legislator_votes_position', "position IN ('YEA', 'NAY', 'PRESENT', 'NOT_VOTING')")
@Index('ix_legislator_votes_legislator_id', ['legislatorId'])
export class LegislatorVote {
  @PrimaryColumn({ name: 'roll_call_id', type: 'uuid', primaryKeyConstraintName: 'pk_legislator_votes' })
  rollCallId!: string;

  @Field(() => String)
  @PrimaryColumn({ name: 'voter_id', type: 'text', primaryKeyConstraintName: 'pk_legislator_votes' })
  voterId!: string;

  @Column({ name: 'legislator_id', type: 'uuid', nullable: true })
  legislatorId!: string | null;

  @Field(() => VotePosition)
  @Column({ type: 'text' })
  position!: VotePosition;

  @Field(() => String)
  @Column({ name: 'display_name', type: 'text' })
  displayName!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  party!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @ManyToOne(() => RollCall, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roll_call_id', foreignKeyConstraintName: 'fk_legislator_votes_roll_call_id' })
  rollCall?: Relation<RollCall>;

  @ManyToOne(() => Legislator, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'legislator_id', foreignKeyConstraintName: 'fk_legislator_votes_legislator_id' })
  legislator?: Relation<Legislator> | null;
}
