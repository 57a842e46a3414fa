import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Member } from '../member/member.entity.js';
import { Story } from './story.entity.js';

/** A member following a story; the primary key allows one follow per member per story. Not exposed. */
@Entity('story_follows')
@Index('ix_story_follows_member_id', ['memberId'])
export class StoryFollow {
  @PrimaryColumn({ name: 'story_id', type: 'uuid', primaryKeyConstraintName: 'pk_story_follows' })
  storyId!: string;

  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'pk_story_follows' })
  memberId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When the follower last opened the story: articles added after it are "new since your last visit". */
  @Column({ name: 'last_visited_at', type: 'timestamptz', default: () => 'now()' })
  lastVisitedAt!: Date;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id', foreignKeyConstraintName: 'fk_story_follows_story_id' })
  story?: Relation<Story>;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_story_follows_member_id' })
  member?: Relation<Member>;
}
