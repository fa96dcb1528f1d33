import { useState, type ImgHTMLAttributes } from 'react';

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
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      onError={() => {
        if (current !== fallback) setFailedSrc(src);
      }}
    />
  );
}
