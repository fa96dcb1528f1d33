import { ALLERGEN_SHEET_ATTRIBUTE } from '../../../../shared/allergen-sheet-page';
import { berlinDate } from '../../../../shared/berlin-time';
import { formatLongDate } from '../../../../shared/i18n/format';
import { localizedPath } from '../../../../shared/i18n/locales';
import { Container } from '../../ui/layout/container';
import { PageHero } from '../../ui/layout/page-hero';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { Detail } from '../../ui/format/restaurant-detail';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { getSheetDishes } from './api/get-sheet-dishes';
import { useSheetDishes } from './arrived-sheet';
import { SheetLegend, SheetTables } from './sheet-tables';

export { beforeHydrate } from './arrived-sheet';

/**
 * The printable allergen list (issue 30): every dish guests can order, by category, with its
 * allergens in Annex II's terms and its additives; what LMIDV § 4 calls the written documentation.
 * The Worker draws it with the current menu (worker/pages/allergen-sheet-page.ts), so a guest's
 * page needs no script; the guest stylesheet prints it on A4 without the site's frame.
 */
export function Component() {
  const { allergenSheet: t } = useMessages();
  const locale = useLocale();
  usePageMeta(t.title, t.description);
  const dishes = useSheetDishes(getSheetDishes);
  // The day it was drawn: the Worker draws it again on a new day (its cache key holds the date).
  const today = formatLongDate(locale, berlinDate());

  return (
    <div {...{ [ALLERGEN_SHEET_ATTRIBUTE]: '' }}>
      <PageHero eyebrow={t.eyebrow} title={t.title} />
      <Container className="max-w-4xl py-10 sm:py-14">
        <p className="text-lg font-semibold text-ink">
          <Detail field="name" />
          {', '}
          <span suppressHydrationWarning>{t.asOf(today)}</span>
        </p>
        <p className="mt-3 leading-relaxed text-muted">{t.intro}</p>
        <div className="mt-10">
          {dishes.status === 'success' && dishes.data.length > 0 && <SheetTables dishes={dishes.data} />}
          {dishes.status === 'success' && dishes.data.length === 0 && <p>{t.empty}</p>}
          {dishes.status !== 'success' && <p>{t.loading}</p>}
        </div>
        <SheetLegend />
        <p className="mt-10" data-print-hide>
          <a href={localizedPath('/menu', locale)} className="font-medium text-tamarind-dark underline">
            {t.backToMenu}
          </a>
        </p>
      </Container>
    </div>
  );
}
