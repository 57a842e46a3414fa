import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The image store (issue #12, gateway/src/images): legislator photos and article images are fetched
 * once by the server, resized, and served by the portal itself, so browsers never contact the
 * third-party hosts. Kept in PostgreSQL, not on a gateway's disk, so every gateway on the database
 * serves the same images.
 *
 * images: one row per source URL and its state — 'pending' (wanted, not fetched yet), 'fetching'
 * (claimed by a gateway at claimed_at), 'ready' (the stored sizes exist; width/height are the
 * largest one's), 'failed' (why, and when to try again: never for a refused URL, later for a
 * network error).
 * image_variants: the stored sizes (WebP), one row per width.
 *
 * down() drops exactly what up() created, in reverse order.
 */
export class StoredImages1764700000000 implements MigrationInterface {
  name = 'StoredImages1764700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "images" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "source_url" text NOT NULL,
      "status" text NOT NULL DEFAULT 'pending',
      "width" integer,
      "height" integer,
      "color" text,
      "failure" text,
      "attempts" integer NOT NULL DEFAULT 0,
      "claimed_at" timestamptz,
      "retry_at" timestamptz,
      "fetched_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_images" PRIMARY KEY ("id"),
      CONSTRAINT "uq_images_source_url" UNIQUE ("source_url"),
      CONSTRAINT "ck_images_status" CHECK (status IN ('pending', 'fetching', 'ready', 'failed')),
      CONSTRAINT "ck_images_ready_size" CHECK (status <> 'ready' OR (width > 0 AND height > 0))
    )`);
    await queryRunner.query(`CREATE INDEX "ix_images_status" ON "images" ("status")`);
    await queryRunner.query(`CREATE TABLE "image_variants" (
      "image_id" uuid NOT NULL,
      "width" integer NOT NULL,
      "height" integer NOT NULL,
      "content_type" text NOT NULL,
      "data" bytea NOT NULL,
      CONSTRAINT "pk_image_variants" PRIMARY KEY ("image_id", "width"),
      CONSTRAINT "fk_image_variants_image_id" FOREIGN KEY ("image_id") REFERENCES "images" ("id") ON DELETE CASCADE
    )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "image_variants"`);
    await queryRunner.query(`DROP TABLE "images"`);
  }
}
