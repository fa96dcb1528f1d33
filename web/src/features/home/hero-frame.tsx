import type { ComponentProps } from 'react';

/** One fixed height for the carousel, its placeholder and the welcome block: no layout shift. */
export function HeroFrame({ className = '', ...rest }: ComponentProps<'section'>) {
  return (
    <section
      {...rest}
      className={`relative h-[34rem] overflow-hidden bg-tamarind-dark sm:h-[36rem] lg:h-[40rem] ${className}`}
    />
  );
}
