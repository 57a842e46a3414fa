import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Committee } from './committee.entity.js';
import { Legislator } from './legislator.entity.js';
import { PartySide } from './legislator.enums.js';

/** A legislator's seat on a committee or subcommittee; title e.g. 'Chairman', 'Ranking Member'. */
@Entity('committee_memberships')
@ObjectType()
@Unique('uq_committee_memberships_committee_legislator', ['committeeId', 'legislatorId'])
@Check('ck_committee_memberships_party_side', "party_side IN ('majority', 'minority')")
@Index('ix_committee_memberships_legislator_id', ['legislatorId'])
export class CommitteeMembership {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_committee_memberships' })
  id!: string;

  @Column({ name: 'committee_id', type: 'uuid' })
  committeeId!: string;

  @Column({ name: 'legislator_id', type: 'uuid' })
  legislatorId!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'integer', nullable: true })
  rank!: number | null;

  @Field(() => PartySide, { nullable: true })
  @Column({ name: 'party_side', type: 'text', nullable: true })
  partySide!: PartySide | null;

  @Field(() => Committee, { nullable: true })
  @ManyToOne(() => Committee, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'committee_id', foreignKeyConstraintName: 'fk_committee_memberships_committee_id' })
  committee?: Relation<Committee>;

  // Read from the committee (loaded with its parent) as plain properties: a seat list has ~3,900
  // of them, which field resolvers would each have to wrap and call.
  @Field(() => String, { description: "The committee's name (for a subcommittee seat, its parent committee's)." })
  get name(): string {
    return this.committee?.parent?.name ?? this.committee?.name ?? '';
  }

  @Field(() => String, { nullable: true, description: 'The subcommittee, when the seat is on one.' })
  get subcommittee(): string | null {
    return this.committee?.parent ? this.committee.name : null;
  }

  @ManyToOne(() => Legislator, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'legislator_id', foreignKeyConstraintName: 'fk_committee_memberships_legislator_id' })
  legislator?: Relation<Legislator>;
}
