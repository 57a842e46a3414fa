import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Member } from '../member/member.entity.js';
import { Vote } from '../content/content.enums.js';
import { Commentary } from './commentary.entity.js';

/** One member's vote on a commentary (primary key: one per member per commentary). Tallies are computed. */
@Entity('commentary_votes')
@Check('ck_commentary_votes_vote', "vote IN ('up', 'down')")
export class CommentaryVote {
  @PrimaryColumn({ name: 'commentary_id', type: 'uuid', primaryKeyConstraintName: 'pk_commentary_votes' })
  commentaryId!: string;

  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'pk_commentary_votes' })
  memberId!: string;

  @Column({ type: 'text' })
  vote!: Vote;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Commentary, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'commentary_id', foreignKeyConstraintName: 'fk_commentary_votes_commentary_id' })
  commentary?: Relation<Commentary>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_commentary_votes_member_id' })
  member?: Relation<Member>;
}
