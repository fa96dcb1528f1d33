import { Sparkles, UtensilsCrossed } from 'lucide-react';
import { SEED_SETTINGS } from '../../../../shared/rules/settings';
import { AFTER_OPENING_ATTRIBUTE, UNTIL_OPENING_ATTRIBUTE } from '../../../../shared/coming-soon-page';
import { localizedPath } from '../../../../shared/i18n/locales';
import { buttonClasses } from '../../ui/controls/button';
import { Container } from '../../ui/layout/container';
import { KolamRule, SectionHeading } from '../../ui/layout/section-heading';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { getComingSoon } from './api/get-coming-soon';
import { useComingSoon } from './arrived-dishes';
import { ComingSoonGrid } from './coming-soon-grid';
import { Countdown } from './countdown';
import { useLocale, useMessages } from '../../ui/format/i18n';

// Shown until the opening, or from it on: ./countdown-clock.ts swaps them when the moment comes.
const until = { [UNTIL_OPENING_ATTRIBUTE]: '' };
const after = { [AFTER_OPENING_ATTRIBUTE]: '', hidden: true };

export { beforeHydrate } from './arrived-dishes';

export function Component() {
  const { comingSoon: t } = useMessages();
  const locale = useLocale();
  usePageMeta(t.title, t.description);
  const dishes = useComingSoon(getComingSoon);

  return (
    <>
      <section className="relative isolate overflow-hidden bg-leaf-dark text-cream">
        <div aria-hidden="true" className="kolam-dots-light absolute inset-0 -z-10" />
        {/* The turmeric glow in the corner, clear of the text and the countdown: turmeric text on it fell to 2.7:1. */}
        <div
          aria-hidden="true"
          className="absolute -right-40 -top-40 -z-10 hidden size-80 rounded-full bg-[radial-gradient(closest-side,rgb(231_165_27/0.35),transparent)] lg:block"
        />
        <Container className="grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 text-xs font-bold uppercase tracking-[0.2em] text-turmeric-light">
              <Sparkles aria-hidden="true" className="size-4" />
              {t.eyebrow}
            </p>
            <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">{t.title}</h1>
            <KolamRule className="mt-5" />
            <p className="mt-5 max-w-lg text-lg leading-relaxed text-cream/90">{t.intro}</p>
          </div>
          <div {...after} className="space-y-5">
            <p className="font-display text-4xl font-semibold text-turmeric-light sm:text-5xl">{t.waitIsOver}</p>
            <p className="max-w-md text-lg leading-relaxed text-cream/90">{t.arrived}</p>
            <a href={localizedPath('/menu', locale)} className={buttonClasses('light', 'lg')}>
              <UtensilsCrossed aria-hidden="true" className="size-5" />
              {t.seeMenu}
            </a>
          </div>
          <div {...until} className="space-y-6">
            {/* The Worker writes the settings' date over the seed's as it serves the page (issue 29). */}
            <Countdown target={SEED_SETTINGS.comingSoonAt} />
            <div>
              <div className="mb-2 flex justify-between text-sm font-semibold">
                <span id="progress-label">{t.progress}</span>
                <span aria-hidden="true">100%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby="progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={100}
                className="h-3 overflow-hidden rounded-full bg-cream/20"
              >
                <div className="h-full w-full rounded-full bg-[linear-gradient(90deg,var(--color-turmeric),var(--color-turmeric-light))]" />
              </div>
            </div>
          </div>
        </Container>
      </section>
      <Container className="py-16 sm:py-20">
        <div {...until}>
          <SectionHeading eyebrow={t.sneakPeek} title={t.onTheWay} />
        </div>
        <div {...after}>
          <SectionHeading eyebrow={t.sneakPeek} title={t.nowOnTheMenu} />
        </div>
        <div className="mt-12">
          <ComingSoonGrid state={dishes} onRetry={dishes.reload} />
        </div>
      </Container>
    </>
  );
}
