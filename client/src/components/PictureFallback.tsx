import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Colours for pictures that are missing: deep tones of the portal's palette, each carrying white
 * text at more than 4.5:1.
 */
const TONES = ['#1B365D', '#2F5D8A', '#0F5C63', '#5B3F8C', '#8F3B3B', '#3D5A2A', '#6B4A12', '#37474F'] as const;

/** The same seed always gets the same colour (a story keeps its colour across cards and pages). */
export function toneFor(seed: string): string {
  let hash = 0;
  for (let i = 0; i < seed.length; i++) hash = (hash * 31 + seed.charCodeAt(i)) >>> 0;
  return TONES[hash % TONES.length]!;
}

/** The first letter or digit of a name ('The Atlantic' → 'A', 'nytimes.com' → 'N'), if any. */
export function initialOf(label: string | null | undefined): string | null {
  const words = (label ?? '').replace(/^(the|a|an)\s+/i, '');
  const match = /[\p{L}\p{N}]/u.exec(words);
  return match ? match[0].toUpperCase() : null;
}

/**
 * The stand-in for a missing article or story picture (issue #12): the publication's initial on a
 * colour of its own, or just the colour (a story's). Decorative — the title next to it says
 * what it is — so hidden from assistive technology. Fills its container.
 */
export function PictureFallback({ label, seed, sx }: { label?: string | null; seed: string; sx?: SxProps<Theme> }) {
  const tone = toneFor(seed);
  const initial = initialOf(label);
  return (
    <Box
      aria-hidden
      data-testid="picture-fallback"
      sx={[
        {
          width: '100%',
          height: '100%',
          display: 'grid',
          placeItems: 'center',
          color: 'rgba(255,255,255,0.92)',
          backgroundColor: tone,
          backgroundImage: `radial-gradient(circle at 85% 15%, rgba(255,255,255,0.22), transparent 55%), linear-gradient(160deg, transparent 40%, rgba(0,0,0,0.22))`,
          fontWeight: 700,
          fontSize: '2.75rem',
          userSelect: 'none',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initial}
    </Box>
  );
}
