import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  fallback: string;
  alt: string;
  width: number;
  height: number;
};

/** Swaps to a shipped stock image once if the real one fails (spec §8); never loops. */
export function ImageWithFallback({ src, fallback, alt, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallback : src;
  const img = useRef<HTMLImageElement>(null);

  // An image drawn in the served HTML may have failed before React was there to hear it.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && el.getAttribute('src') === src && src !== fallback) setFailedSrc(src);
  }, [src, fallback]);

  return (
    <img
      {...rest}
      ref={img}
      src={current}
      alt={alt}
      onError={() => {
        if (current !== fallback) setFailedSrc(src);
      }}
    />
  );
}
