import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Legislator } from './legislator.entity.js';

/**
 * A legislator's district office (congress-legislators' legislators-district-offices.yaml,
 * `npm run import:offices`), keyed by the file's office id ('A000055-cullman'). The Washington
 * office is the current term's (legislator_terms.address, phone).
 */
@Entity('district_offices')
@Index('ix_district_offices_legislator_id', ['legislatorId'])
export class DistrictOffice {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_district_offices' })
  id!: string;

  @Column({ name: 'legislator_id', type: 'uuid' })
  legislatorId!: string;

  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Column({ type: 'text', nullable: true })
  suite!: string | null;

  @Column({ type: 'text', nullable: true })
  building!: string | null;

  @Column({ type: 'text' })
  city!: string;

  @Column({ type: 'char', length: 2 })
  state!: string;

  @Column({ type: 'text', nullable: true })
  zip!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text', nullable: true })
  fax!: string | null;

  @Column({ type: 'text', nullable: true })
  hours!: string | null;

  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Legislator, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'legislator_id', foreignKeyConstraintName: 'fk_district_offices_legislator_id' })
  legislator?: Relation<Legislator>;
}
