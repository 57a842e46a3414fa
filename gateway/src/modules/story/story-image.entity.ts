import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Story } from './story.entity.js';

/** A background image of a story card, shown in `position` order (GET /api/story-images/{storyId}). */
@Entity('story_images')
@ObjectType()
@Index('ix_story_images_story_id_position', ['storyId', 'position'])
export class StoryImage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_story_images' })
  id!: string;

  @Column({ name: 'story_id', type: 'uuid' })
  storyId!: string;

  @Field(() => String)
  @Column({ type: 'text' })
  url!: string;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Field(() => GraphQLDateTimeISO)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id', foreignKeyConstraintName: 'fk_story_images_story_id' })
  story?: Relation<Story>;
}
