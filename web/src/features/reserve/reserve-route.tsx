import { Container } from '../../ui/container';
import { KolamRule } from '../../ui/section-heading';
import { usePageMeta } from '../../ui/use-page-meta';
import { ReservationForm } from './reservation-form';
import { ReserveSidebar } from './reserve-sidebar';

export function Component() {
  usePageMeta(
    'Reserve a Table',
    'Book a table at Kovalam, South Indian restaurant in Berlin. Pick a date and time online; we confirm your reservation shortly.',
  );
  return (
    <>
      <section className="relative isolate overflow-hidden bg-tamarind-dark">
        <img
          src="/images/hero-reserve.svg"
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-60"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[linear-gradient(90deg,rgb(42_26_18/0.9),rgb(42_26_18/0.55)_60%,rgb(42_26_18/0.25))]" />
        <Container className="py-16 text-cream sm:py-24">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-turmeric">Reservations</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-semibold leading-tight sm:text-5xl">Reserve a Table</h1>
          <KolamRule className="mt-5" />
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-cream/90">
            Tell us when you're coming and how many of you are hungry. We'll confirm your table by e-mail.
          </p>
        </Container>
      </section>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        <div className="rounded-[1.75rem] bg-white p-6 shadow-xl ring-1 ring-sand sm:p-10">
          <h2 id="booking-title" className="text-2xl font-semibold text-tamarind-dark sm:text-3xl">
            Your booking
          </h2>
          <p className="mb-8 mt-2 text-sm text-muted">Reservations open from tomorrow. All fields except occasion and special requests are required.</p>
          <ReservationForm />
        </div>
        <ReserveSidebar />
      </Container>
    </>
  );
}
