import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import type { Chamber } from '../key-vote/key-vote.enums.js';
import { Member } from '../member/member.entity.js';

/**
 * A campaign on a key vote (issue #56): the organization's position in staff's words, the scripts
 * members read and send, the chamber(s) whose members it targets and when it takes actions. One
 * per key vote; the row is the current version, every version is kept in campaign_versions.
 */
@Entity('campaigns')
@Unique('uq_campaigns_key_vote_id', ['keyVoteId'])
@Check('ck_campaigns_chambers', "cardinality(chambers) BETWEEN 1 AND 2 AND chambers <@ ARRAY['h', 's']::text[]")
@Check('ck_campaigns_window', 'closes_at IS NULL OR closes_at > opens_at')
@Check('ck_campaigns_version', 'version >= 1')
@Index('ix_campaigns_created_by', ['createdBy'])
@Index('ix_campaigns_updated_by', ['updatedBy'])
export class Campaign {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_campaigns' })
  id!: string;

  @Column({ name: 'key_vote_id', type: 'uuid' })
  keyVoteId!: string;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'position_text', type: 'text' })
  positionText!: string;

  @Column({ name: 'call_script', type: 'text' })
  callScript!: string;

  @Column({ name: 'message_script', type: 'text' })
  messageScript!: string;

  @Column({ type: 'text', array: true })
  chambers!: Chamber[];

  @Column({ name: 'opens_at', type: 'timestamptz' })
  opensAt!: Date;

  @Column({ name: 'closes_at', type: 'timestamptz', nullable: true })
  closesAt!: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => KeyVote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'key_vote_id', foreignKeyConstraintName: 'fk_campaigns_key_vote_id' })
  keyVote?: Relation<KeyVote>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_campaigns_created_by' })
  creator?: Relation<Member> | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by', foreignKeyConstraintName: 'fk_campaigns_updated_by' })
  updater?: Relation<Member> | null;
}

/** One saved version of a campaign, as staff wrote it (version 1 is the first save). */
@Entity('campaign_versions')
@Index('ix_campaign_versions_edited_by', ['editedBy'])
export class CampaignVersion {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid', primaryKeyConstraintName: 'pk_campaign_versions' })
  campaignId!: string;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_campaign_versions' })
  version!: number;

  @Column({ name: 'position_text', type: 'text' })
  positionText!: string;

  @Column({ name: 'call_script', type: 'text' })
  callScript!: string;

  @Column({ name: 'message_script', type: 'text' })
  messageScript!: string;

  @Column({ type: 'text', array: true })
  chambers!: Chamber[];

  @Column({ name: 'opens_at', type: 'timestamptz' })
  opensAt!: Date;

  @Column({ name: 'closes_at', type: 'timestamptz', nullable: true })
  closesAt!: Date | null;

  @Column({ name: 'edited_by', type: 'uuid', nullable: true })
  editedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'fk_campaign_versions_campaign_id' })
  campaign?: Relation<Campaign>;

  @ManyToOne(() => Member, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'edited_by', foreignKeyConstraintName: 'fk_campaign_versions_edited_by' })
  editor?: Relation<Member> | null;
}
