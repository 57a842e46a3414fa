import sharp, { type Metadata } from 'sharp';
import { IMAGE_LIMITS } from './fetch-image.js';

/**
 * Turns a fetched picture into the sizes the portal serves (issue #12): WebP at the widths of
 * IMAGE_WIDTHS that are smaller than the picture, plus the picture itself capped at the largest,
 * never enlarged; EXIF rotation applied and metadata dropped. sharp (libvips) does the work.
 *
 * Refused, with nothing produced: anything that is not a JPEG, PNG, WebP, GIF or AVIF once decoded
 * (whatever its Content-Type said), images over IMAGE_LIMITS.maxPixels (checked from the header,
 * before decoding: decompression bombs), and truncated or corrupt files.
 */
export const IMAGE_WIDTHS = [96, 192, 384, 768, 1280] as const;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const WEBP_QUALITY = 72;

// One libvips thread per operation: the gateway shares its cores with requests.
sharp.concurrency(1);
sharp.cache(false);

export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** Dominant colour, '#rrggbb'. */
  color: string;
  variants: Array<{ width: number; height: number; contentType: 'image/webp'; data: Buffer }>;
}

/** The widths stored for a picture `width` pixels wide (the last one is the largest). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

export async function processImage(body: Buffer): Promise<ProcessedImage> {
  // failOn 'warning' (sharp's default, advised for untrusted input): truncated files are refused.
  const input = () => sharp(body, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'warning', autoOrient: true, animated: false });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    throw new ImageRejected('not a picture the portal can read');
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw new ImageRejected(`unsupported format ${meta.format ?? 'unknown'}`);
  if (meta.format === 'heif' && meta.compression !== 'av1') throw new ImageRejected('HEIC pictures are not supported');
  if (!meta.width || !meta.height) throw new ImageRejected('the picture has no size');
  if (meta.width * meta.height > IMAGE_LIMITS.maxPixels) {
    throw new ImageRejected(`${meta.width}×${meta.height} is over ${IMAGE_LIMITS.maxPixels / 1e6} megapixels`);
  }
  try {
    // Each size straight from the file: libvips shrinks JPEGs while decoding, so no full-size
    // copy of the picture is ever held in memory.
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    const variants: ProcessedImage['variants'] = [];
    for (const width of variantWidths(upright.width)) {
      const { data, info } = await input()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, contentType: 'image/webp', data });
    }
    const { dominant } = await sharp(variants[0]!.data).stats();
    const largest = variants[variants.length - 1]!;
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    return { width: largest.width, height: largest.height, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, variants };
  } catch (err) {
    throw new ImageRejected(`the picture could not be decoded (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  }
}
