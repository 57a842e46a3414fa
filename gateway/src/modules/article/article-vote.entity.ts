import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Member } from '../member/member.entity.js';
import { Vote } from '../content/content.enums.js';
import { Article } from './article.entity.js';

/** One member's vote on an article (primary key: one per member per article). Tallies are computed. */
@Entity('article_votes')
@Check('ck_article_votes_vote', "vote IN ('up', 'down')")
@Index('ix_article_votes_member_id', ['memberId'])
export class ArticleVote {
  @PrimaryColumn({ name: 'article_id', type: 'uuid', primaryKeyConstraintName: 'pk_article_votes' })
  articleId!: string;

  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'pk_article_votes' })
  memberId!: string;

  @Column({ type: 'text' })
  vote!: Vote;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id', foreignKeyConstraintName: 'fk_article_votes_article_id' })
  article?: Relation<Article>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_article_votes_member_id' })
  member?: Relation<Member>;
}
