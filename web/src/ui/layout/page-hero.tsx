import type { ReactNode } from 'react';
import { Container } from './container';
import { KolamRule } from './section-heading';

/** The banded title at the top of every inner page. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="kolam-dots relative overflow-hidden border-b border-sand bg-sand/70">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-72 rounded-full bg-[radial-gradient(closest-side,rgb(231_165_27/0.35),transparent)]"
      />
      <Container className="relative py-12 text-center sm:py-16">
        {eyebrow && <p className="mb-3 text-xs font-bold uppercase tracking-[0.2em] text-leaf">{eyebrow}</p>}
        <h1 className="text-4xl font-semibold text-tamarind-dark hyphens-auto sm:text-5xl">{title}</h1>
        <KolamRule className="mx-auto mt-5" />
        {children && <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">{children}</p>}
      </Container>
    </section>
  );
}
