import { Check, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Member } from '../member/member.entity.js';
import { ContentType } from './content.enums.js';

/**
 * A like on any content item (article, key vote, story, commentary). The target is polymorphic, so
 * there is no foreign key to it: services delete a content item's likes when they delete the item.
 * The primary key (content_type, content_id, member_id) is one like per member per item and also
 * serves the per-item count lookups.
 */
@Entity('content_likes')
@Check('ck_content_likes_content_type', "content_type IN ('article', 'key_vote', 'story', 'commentary')")
@Index('ix_content_likes_member_id', ['memberId'])
export class ContentLike {
  @PrimaryColumn({ name: 'content_type', type: 'text', primaryKeyConstraintName: 'pk_content_likes' })
  contentType!: ContentType;

  @PrimaryColumn({ name: 'content_id', type: 'uuid', primaryKeyConstraintName: 'pk_content_likes' })
  contentId!: string;

  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'pk_content_likes' })
  memberId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_content_likes_member_id' })
  member?: Relation<Member>;
}
