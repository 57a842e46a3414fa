import { useEffect, useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src?: string | null;
  /** Required: describe the image, or pass '' when it is decorative. */
  alt: string;
  fallbackSrc?: string;
};

/** An <img> that swaps to the placeholder when its source is missing or fails to load (SPEC §4 Images). */
export function ImageWithFallback({ src, alt, fallbackSrc = PLACEHOLDER_IMAGE, onError, ...rest }: Props) {
  const [failed, setFailed] = useState(!src);
  useEffect(() => setFailed(!src), [src]);
  return (
    <img
      {...rest}
      src={failed || !src ? fallbackSrc : src}
      alt={alt}
      onError={(event) => {
        if (!failed) setFailed(true);
        onError?.(event);
      }}
    />
  );
}
