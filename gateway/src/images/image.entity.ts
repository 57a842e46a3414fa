import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';

export type ImageStatus = 'pending' | 'fetching' | 'ready' | 'failed';

/**
 * A picture the portal serves itself (migrations/1764700000000-StoredImages.ts): one per source URL,
 * with its fetch state. Not a GraphQL type: the schema exposes ready images as `Image`
 * (image.types.ts).
 */
@Entity('images')
@Unique('uq_images_source_url', ['sourceUrl'])
@Check('ck_images_status', "status IN ('pending', 'fetching', 'ready', 'failed')")
@Check('ck_images_ready_size', "status <> 'ready' OR (width > 0 AND height > 0)")
@Index('ix_images_status', ['status'])
export class StoredImage {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_images' })
  id!: string;

  @Column({ name: 'source_url', type: 'text' })
  sourceUrl!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: ImageStatus;

  /** Size of the largest stored variant. */
  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  /** Dominant colour, '#rrggbb': the image's background while it loads. */
  @Column({ type: 'text', nullable: true })
  color!: string | null;

  /** Why the last fetch failed (for the logs and operators; never shown to members). */
  @Column({ type: 'text', nullable: true })
  failure!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;

  /** A failed fetch is tried again from then; null = never (the URL was refused). */
  @Column({ name: 'retry_at', type: 'timestamptz', nullable: true })
  retryAt!: Date | null;

  @Column({ name: 'fetched_at', type: 'timestamptz', nullable: true })
  fetchedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** One stored size of an image (WebP). */
@Entity('image_variants')
export class ImageVariant {
  @PrimaryColumn({ name: 'image_id', type: 'uuid', primaryKeyConstraintName: 'pk_image_variants' })
  imageId!: string;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_image_variants' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: string;

  @Column({ type: 'bytea' })
  data!: Buffer;

  @ManyToOne(() => StoredImage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'image_id', foreignKeyConstraintName: 'fk_image_variants_image_id' })
  image?: Relation<StoredImage>;
}
