import { Field, ID, Int, ObjectType } from 'type-graphql';
import { variantWidths } from './resize-image.js';

/** Where the portal serves a stored size (image.routes.ts). */
export const MEDIA_PATH = '/media';
export const variantPath = (id: string, width: number) => `${MEDIA_PATH}/${id}/${width}.webp`;

/**
 * A picture as the portal serves it (issue #12): from the portal's own origin, never the host it
 * came from. Either a stored image (fetched once from its source, resized: `srcSet` lists every
 * size) or one of the portal's own static pictures (`srcSet` null).
 */
@ObjectType('Image', { description: 'A picture served by the portal itself, in the sizes it stores.' })
export class ImageRef {
  @Field(() => ID, { nullable: true, description: 'The stored image; null for the portal’s own static pictures.' })
  id!: string | null;

  @Field(() => String, { description: 'A URL on the portal: a mid-sized copy (use srcSet where the size matters).' })
  src!: string;

  @Field(() => String, { nullable: true, description: 'Every stored size, as an <img srcset>: "/media/{id}/384.webp 384w, …".' })
  srcSet!: string | null;

  @Field(() => Int, { nullable: true, description: 'Width of the largest stored size, in pixels (with height: the aspect ratio).' })
  width!: number | null;

  @Field(() => Int, { nullable: true })
  height!: number | null;

  @Field(() => String, { nullable: true, description: "The picture's dominant colour (#rrggbb), to show while it loads." })
  color!: string | null;
}

export interface ReadyImageRow {
  id: string;
  width: number;
  height: number;
  color: string | null;
}

export function storedImageRef(row: ReadyImageRow): ImageRef {
  const widths = variantWidths(row.width);
  const mid = widths.filter((w) => w <= 768).pop() ?? widths[0]!;
  return {
    id: row.id,
    src: variantPath(row.id, mid),
    srcSet: widths.map((w) => `${variantPath(row.id, w)} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
    color: row.color,
  };
}

/** The portal's own pictures (client/public, e.g. the demo stories' /images/story-1.svg). */
export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export function staticImageRef(path: string): ImageRef {
  return { id: null, src: path, srcSet: null, width: null, height: null, color: null };
}
