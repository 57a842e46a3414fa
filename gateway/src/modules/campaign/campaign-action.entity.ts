import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import type { Chamber } from '../key-vote/key-vote.enums.js';
import { Legislator } from '../legislator/legislator.entity.js';
import { Member } from '../member/member.entity.js';
import { Campaign } from './campaign.entity.js';
import type { CampaignChannel, CampaignOutcome } from './campaign.enums.js';

/**
 * What came of a member contacting one of their legislators through one channel, for one campaign:
 * one row per member, legislator, campaign and channel (a change updates it). The target's
 * chamber, state and district are kept as they were when it was recorded, for the results by
 * state and district. `counted` is false for staff-level accounts and previews.
 */
@Entity('campaign_actions')
@Unique('uq_campaign_actions_member_target_channel', ['campaignId', 'memberId', 'legislatorId', 'channel'])
@Check('ck_campaign_actions_chamber', "chamber IN ('h', 's')")
@Check('ck_campaign_actions_channel', "channel IN ('call', 'write', 'letter')")
@Check('ck_campaign_actions_outcome', "outcome IN ('contacted', 'voicemail', 'unavailable', 'skipped')")
@Index('ix_campaign_actions_campaign_legislator', ['campaignId', 'legislatorId'])
@Index('ix_campaign_actions_member_id', ['memberId'])
@Index('ix_campaign_actions_legislator_id', ['legislatorId'])
export class CampaignAction {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_campaign_actions' })
  id!: string;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId!: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @Column({ name: 'legislator_id', type: 'uuid' })
  legislatorId!: string;

  @Column({ type: 'text' })
  chamber!: Chamber;

  @Column({ type: 'char', length: 2 })
  state!: string;

  @Column({ type: 'integer', nullable: true })
  district!: number | null;

  @Column({ type: 'text' })
  channel!: CampaignChannel;

  @Column({ type: 'text' })
  outcome!: CampaignOutcome;

  /** The campaign version the member was shown. */
  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'boolean' })
  counted!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'fk_campaign_actions_campaign_id' })
  campaign?: Relation<Campaign>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_campaign_actions_member_id' })
  member?: Relation<Member>;

  @ManyToOne(() => Legislator, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'legislator_id', foreignKeyConstraintName: 'fk_campaign_actions_legislator_id' })
  legislator?: Relation<Legislator>;
}
