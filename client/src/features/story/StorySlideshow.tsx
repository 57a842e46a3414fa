import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { StoredImage_ImageFragment } from '../../components/StoredImage.generated';
import { PictureFallback } from '../../components/PictureFallback';
import { PAGE_READY } from '../../components/Ready';
import { StoredImage } from '../../components/StoredImage';
import { CROSS_FADE_MS, DRIFT_SECONDS, SLIDESHOW_INTERVAL_MS } from './story-constants';
import { useReducedMotion } from './useReducedMotion';

const DRIFT_FROM = 'scale(1.05) translate(0, 0)';
const drift = keyframes`
  from { transform: ${DRIFT_FROM}; }
  to { transform: scale(1.12) translate(-2%, -2%); }
`;
/**
 * How long after the page is ready the drift starts: the page's last code (the top bar's menus,
 * supabase-js) arrives and runs in the first second or two, and a moving picture makes a frame to
 * composite every 16 ms (most of a core on a phone without a GPU to spare, 0.8 s of CPU in 2 s on
 * this machine). Until then the picture stands still where the drift starts.
 */
const DRIFT_DELAY_SECONDS = 3;

interface Props {
  images: readonly StoredImage_ImageFragment[];
  /** The story's colour when it has no pictures (its id). */
  seed: string;
  /** Dynamic Images on: cycle every 7000 ms with a 1000 ms cross-fade and a slow drift. */
  dynamic: boolean;
  height?: number;
  /** The first card of a list, in view when the page opens: its first picture loads at once, first. */
  priority?: boolean;
}

/**
 * The card's background images (SPEC §2.3, §9), from the portal's image store. Decorative, so
 * hidden from assistive tech; with prefers-reduced-motion or Dynamic Images off, the first image
 * stays still. A story without pictures shows its own colour.
 */
export function StorySlideshow({ images, seed, dynamic, height = 160, priority = false }: Props) {
  const reduced = useReducedMotion();
  const animate = dynamic && !reduced && images.length > 1;
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!animate) {
      setIndex(0);
      return;
    }
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), SLIDESHOW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [animate, images.length]);

  const shown = images.length > 0 ? images : [null];
  const fallback = <PictureFallback seed={seed} />;
  return (
    <Box aria-hidden data-testid="story-slideshow" sx={{ position: 'relative', height, overflow: 'hidden' }}>
      {shown.map((image, i) => (
        <Box
          key={`${image?.src ?? 'fallback'}-${i}`}
          data-active={i === index ? 'true' : 'false'}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: i === index ? 1 : 0,
            transition: reduced ? 'none' : `opacity ${CROSS_FADE_MS}ms ease-in-out`,
            '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block', ...(animate && { transform: DRIFT_FROM }) },
            // The drift starts a few seconds after the page takes input (Ready.tsx), not while it
            // loads: a moving picture is composited every frame, and on a phone without a GPU to
            // spare that took most of a core while the list was being drawn, hydrated and finished
            // (docs/decisions/0013). The picture waits at the drift's first frame, so it does
            // not jump when the drift starts.
            ...(animate && { [`${PAGE_READY} & img`]: { animation: `${drift} ${DRIFT_SECONDS}s ease-in-out ${DRIFT_DELAY_SECONDS}s infinite alternate backwards` } }),
          }}
        >
          <StoredImage
            image={image}
            alt=""
            sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw"
            fallback={fallback}
            priority={priority && i === 0}
          />
        </Box>
      ))}
    </Box>
  );
}
