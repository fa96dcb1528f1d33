import type { ReactNode } from 'react';
import { Container } from '../../ui/layout/container';
import { PageHero } from '../../ui/layout/page-hero';

/** Shared frame for the legal texts: readable measure, clear section headings. */
export function LegalPage({
  title,
  eyebrow,
  intro,
  children,
}: {
  title: string;
  eyebrow: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        {intro}
      </PageHero>
      <Container className="max-w-3xl py-12 sm:py-16">
        <div className="space-y-10 rounded-[1.75rem] bg-white p-6 leading-relaxed shadow-sm ring-1 ring-sand hyphens-auto [overflow-wrap:break-word] sm:p-10 [&_a]:font-semibold [&_a]:text-leaf [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-tamarind-dark [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1.5">
          {children}
        </div>
      </Container>
    </>
  );
}
