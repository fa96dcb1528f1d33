import { SiteLink } from '../../ui/layout/site-link';
import { CalendarDays, Phone } from 'lucide-react';
import { RESTAURANT } from '../../../../shared/restaurant';
import { buttonClasses } from '../../ui/controls/button';
import { Container } from '../../ui/layout/container';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

export function ReserveCta() {
  const { home } = useMessages();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-leaf-dark px-6 py-12 text-cream shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -right-16 -top-16 size-64 rounded-full bg-[radial-gradient(closest-side,rgb(231_165_27/0.35),transparent)]"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-20 -left-10 size-56 rounded-full bg-[radial-gradient(closest-side,rgb(179_38_30/0.35),transparent)]"
          />
          <div className="relative grid items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <p className="text-xs font-bold uppercase tracking-[0.2em] text-turmeric">{home.cta.eyebrow}</p>
              <h2 id="cta-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
                {home.cta.title}
              </h2>
              <p className="mt-4 max-w-xl text-lg leading-relaxed text-cream/90">{home.cta.text}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col lg:items-end">
              <SiteLink to={to('/reserve')} className={buttonClasses('accent', 'lg')}>
                <CalendarDays aria-hidden="true" className="size-5" />
                {home.reserveTable}
              </SiteLink>
              <a href={RESTAURANT.phone.href} className={buttonClasses('light', 'lg')}>
                <Phone aria-hidden="true" className="size-5" />
                {RESTAURANT.phone.display}
              </a>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
