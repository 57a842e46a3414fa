import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Member } from '../member/member.entity.js';
import { Vote } from '../content/content.enums.js';
import { Proposal } from './proposal.entity.js';

/** One member's vote on a proposal (primary key: one per member per proposal). Tallies are computed. */
@Entity('proposal_votes')
@Check('ck_proposal_votes_vote', "vote IN ('up', 'down')")
export class ProposalVote {
  @PrimaryColumn({ name: 'proposal_id', type: 'uuid', primaryKeyConstraintName: 'pk_proposal_votes' })
  proposalId!: string;

  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'pk_proposal_votes' })
  memberId!: string;

  @Column({ type: 'text' })
  vote!: Vote;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Proposal, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'proposal_id', foreignKeyConstraintName: 'fk_proposal_votes_proposal_id' })
  proposal?: Relation<Proposal>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_proposal_votes_member_id' })
  member?: Relation<Member>;
}
