import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { StoredImage_ImageFragment } from './StoredImage.generated';

interface Props {
  /** The picture as the portal serves it; null while it is not stored (or when there is none). */
  image: StoredImage_ImageFragment | null | undefined;
  /** Describe the picture, or '' when it is decorative. */
  alt: string;
  /** How wide it is shown, for srcset (e.g. "(min-width: 900px) 400px, 100vw"). */
  sizes: string;
  /** Shown instead when there is no picture or it fails to load: a designed stand-in, never a grey box. */
  fallback: ReactNode;
  /** The main picture at the top of a page: loaded at once, first (otherwise lazily, below the fold). */
  priority?: boolean;
  fit?: CSSProperties['objectFit'];
  sx?: SxProps<Theme>;
}

/**
 * A picture from the portal's image store (issue #12): every stored size in `srcset`, lazy below
 * the fold, the picture's own colour underneath while it loads, and its width and height on the
 * element so the browser keeps its space before it arrives. Fills its container, which gives the
 * size (cards: a fixed height; pages: `aspectRatio` from width/height).
 */
export function StoredImage({ image, alt, sizes, fallback, priority = false, fit = 'cover', sx }: Props) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [image?.src]);
  if (!image || failed) return <>{fallback}</>;
  return (
    <Box
      component="img"
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      sx={[{ display: 'block', width: '100%', height: '100%', objectFit: fit, bgcolor: image.color ?? 'transparent' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
