import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Chamber } from './key-vote.enums.js';

/** One House or Senate roll call, in the unitedstates/congress vote format (vote_id 'h145-119.2025'). */
@Entity('roll_calls')
@ObjectType()
@Unique('uq_roll_calls_vote_id', ['voteId'])
@Check('ck_roll_calls_chamber', "chamber IN ('h', 's')")
@Index('ix_roll_calls_bill', ['billCongress', 'billType', 'billNumber'])
@Index('ix_roll_calls_date', ['date'])
export class RollCall {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_roll_calls' })
  id!: string;

  @Field(() => String)
  @Column({ name: 'vote_id', type: 'text' })
  voteId!: string;

  @Field(() => Chamber)
  @Column({ type: 'text' })
  chamber!: Chamber;

  @Field(() => Int)
  @Column({ type: 'integer' })
  congress!: number;

  /** The year, as the source gives it ('2025'). */
  @Field(() => String)
  @Column({ type: 'text' })
  session!: string;

  @Field(() => Int)
  @Column({ type: 'integer' })
  number!: number;

  @Field(() => GraphQLDateTimeISO)
  @Column({ type: 'timestamptz' })
  date!: Date;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  question!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  type!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  category!: string | null;

  /** Majority required, e.g. '1/2' or '2/3'. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  requires!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  result!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'result_text', type: 'text', nullable: true })
  resultText!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  subject!: string | null;

  /** The bill's official title as the vote data gives it (`bill.title`). */
  @Field(() => String, { nullable: true })
  @Column({ name: 'bill_title', type: 'text', nullable: true })
  billTitle!: string | null;

  /** Source bill type in lower case: hr, s, hjres, sjres, ... */
  @Field(() => String, { nullable: true })
  @Column({ name: 'bill_type', type: 'text', nullable: true })
  billType!: string | null;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'bill_number', type: 'integer', nullable: true })
  billNumber!: number | null;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'bill_congress', type: 'integer', nullable: true })
  billCongress!: number | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'source_url', type: 'text', nullable: true })
  sourceUrl!: string | null;

  @CreateDateColumn({ name: 'imported_at', type: 'timestamptz' })
  importedAt!: Date;
}
