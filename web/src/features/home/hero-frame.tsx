import type { HTMLAttributes } from 'react';

/** One fixed height for the carousel, its placeholder and the welcome block: no layout shift. */
export function HeroFrame({ className = '', ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      {...rest}
      className={`relative h-[34rem] overflow-hidden bg-tamarind-dark sm:h-[36rem] lg:h-[40rem] ${className}`}
    />
  );
}
