import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * A congressional committee or subcommittee. thomas_id is the full id: 'HSAG' for a committee,
 * 'HSAG15' for its subcommittee (parent_id points at the committee).
 */
@Entity('committees')
@ObjectType()
@Unique('uq_committees_thomas_id', ['thomasId'])
@Index('ix_committees_parent_id', ['parentId'])
export class Committee {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_committees' })
  id!: string;

  @Field(() => String)
  @Column({ name: 'thomas_id', type: 'text' })
  thomasId!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  name!: string;

  /** 'house', 'senate' or 'joint' (null for subcommittees, which inherit the parent's). */
  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  type!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId!: string | null;

  @ManyToOne(() => Committee, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id', foreignKeyConstraintName: 'fk_committees_parent_id' })
  parent?: Relation<Committee> | null;
}
