import { Container } from '../../ui/layout/container';
import { KolamRule } from '../../ui/layout/section-heading';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { ISLAND_DRAFT_ATTRIBUTE, ISLAND_PART_ATTRIBUTE } from '../../ui/islands/island-part';
import { FORM_DRAFT_KEY } from './form-draft';
import { Component as BookingCard } from './reserve-form-part';
import { ReserveSidebar } from './reserve-sidebar';
import { useMessages } from '../../ui/format/i18n';

export function Component() {
  const { reserve: t } = useMessages();
  usePageMeta(t.title, t.description);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-tamarind-dark">
        <div aria-hidden="true" className="kolam-dots-light absolute inset-0 -z-10" />
        {/* The turmeric glow only where the text cannot reach it: over it, cream/90 fell to ~4.2:1. */}
        <div
          aria-hidden="true"
          className="absolute -right-20 top-10 -z-10 hidden size-80 rounded-full bg-[radial-gradient(closest-side,rgb(231_165_27/0.35),transparent)] lg:block"
        />
        <Container className="py-14 text-cream sm:py-20">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-turmeric">{t.eyebrow}</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-semibold leading-tight sm:text-5xl">{t.title}</h1>
          <KolamRule className="mt-5" />
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-cream/90">{t.intro}</p>
        </Container>
      </section>
      <Container className="grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        {/* A guest's page hydrates this card alone (decision 033), at once if a draft is kept to restore;
            the staff app hydrates it all. */}
        <div
          {...{ [ISLAND_PART_ATTRIBUTE]: '', [ISLAND_DRAFT_ATTRIBUTE]: FORM_DRAFT_KEY }}
          className="self-start rounded-[1.75rem] bg-white p-6 shadow-xl ring-1 ring-sand sm:p-10"
        >
          <BookingCard />
        </div>
        <ReserveSidebar />
      </Container>
    </>
  );
}
