import { OPENING_HOURS_ATTRIBUTE, openingHoursHtml } from '../../../../shared/restaurant-details';
import { openingHoursLines, SEED_OPENING_WEEK } from '../../../../shared/opening-hours-text';
import { useLocale } from './i18n';

/**
 * The opening hours as lines of the weekly rules (issue 29), in the page's language: the build draws
 * the seed week's, and the Worker writes the owner's current ones over them as it serves the page
 * (worker/pages/restaurant-details.ts). Inner HTML, so a staff member's hydrating app keeps the
 * Worker's lines whatever their number.
 */
export function OpeningHoursList({ className }: { className: string }) {
  const locale = useLocale();
  return (
    <ul
      {...{ [OPENING_HOURS_ATTRIBUTE]: locale }}
      className={className}
      dangerouslySetInnerHTML={{ __html: openingHoursHtml(openingHoursLines(SEED_OPENING_WEEK, locale)) }}
      suppressHydrationWarning
    />
  );
}
