import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { KeyVote } from './key-vote.entity.js';
import { RollCall } from './roll-call.entity.js';

/** Links a key vote to the roll calls it is about (a bill usually has several: House, Senate, concurrence). */
@Entity('key_vote_roll_calls')
@Index('ix_key_vote_roll_calls_roll_call_id', ['rollCallId'])
export class KeyVoteRollCall {
  @PrimaryColumn({ name: 'key_vote_id', type: 'uuid', primaryKeyConstraintName: 'pk_key_vote_roll_calls' })
  keyVoteId!: string;

  @PrimaryColumn({ name: 'roll_call_id', type: 'uuid', primaryKeyConstraintName: 'pk_key_vote_roll_calls' })
  rollCallId!: string;

  @ManyToOne(() => KeyVote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'key_vote_id', foreignKeyConstraintName: 'fk_key_vote_roll_calls_key_vote_id' })
  keyVote?: Relation<KeyVote>;

  @ManyToOne(() => RollCall, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roll_call_id', foreignKeyConstraintName: 'fk_key_vote_roll_calls_roll_call_id' })
  rollCall?: Relation<RollCall>;
}
