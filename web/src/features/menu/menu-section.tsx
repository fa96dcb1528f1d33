import { Info } from 'lucide-react';
import { Container } from '../../ui/layout/container';
import type { AsyncState } from '../../ui/data/use-guest-data';
import { isMenuTab, type MenuTabId } from '../../../../shared/menu-tabs';
import { MenuTabs } from './menu-tabs';
import { useMessages } from '../../ui/format/i18n';
import { usePageLocation, useSearchParam } from '../../ui/layout/page-location';
import { allergensToHide, dishesWithout } from '../../../../shared/menu-filter';
import { ALLERGEN_CODES, ALLERGEN_LETTERS, ALLERGEN_TERMS } from '../../../../shared/allergens';
import { useLocale } from '../../ui/format/i18n';
import { localizedPath } from '../../../../shared/i18n/locales';
import { AllergenFilter } from './allergen-filter';
import { useMenu } from './arrived-menu';
import type { MenuItem } from './api/get-available-menu';

export { beforeHydrate } from './arrived-menu';

export async function loadMenu() {
  try {
    // A drawn page has its dishes before it hydrates: a later visit, or the plain page, fetches here.
    const { getAvailableMenu } = await import('./api/get-available-menu');
    return await getAvailableMenu();
  } catch (error) {
    // §2, §8: a failed list fetch is only logged; the guest sees the empty state.
    console.warn('Menu unavailable', error);
    return [];
  }
}

/** The tabs, their dishes and the notes below them: all of the menu page that is ever live. */
export function MenuSection({ menu }: { menu: AsyncState<MenuItem[]> }) {
  const { menu: t } = useMessages();
  const [requested, setCategory] = useSearchParam('category');
  const tab: MenuTabId = isMenuTab(requested) ? requested : 'all';
  // The allergen filter (issue 30), as the Worker applied it to the drawn page.
  const hidden = allergensToHide(new URLSearchParams(usePageLocation().search));
  const locale = useLocale();

  return (
    <Container className="py-12 sm:py-16">
      <AllergenFilter hidden={hidden} tab={tab} />
      <MenuTabs
        tab={tab}
        onTab={(next) => setCategory(next === 'all' ? null : next)}
        items={menu.status === 'success' ? dishesWithout(menu.data, hidden) : null}
      />
      <aside
        aria-label={t.goodToKnowLabel}
        className="mx-auto mt-14 flex max-w-3xl gap-4 rounded-2xl border border-turmeric/60 bg-[#fdf3dc] p-6 text-sm leading-relaxed text-ink"
      >
        <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-tamarind" />
        <div className="space-y-2">
          {t.goodToKnow.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>
            <strong>{`${t.legendHeading}: `}</strong>
            {ALLERGEN_CODES.map((code) => `${ALLERGEN_LETTERS[code]} ${ALLERGEN_TERMS[code][locale]}`).join(' · ')}
          </p>
          {/* The law's written documentation (issue 30): every dish's allergens on one printable page. */}
          <p>
            <a href={localizedPath('/menu/allergens', locale)} className="font-semibold text-tamarind-dark underline">
              {t.printableList}
            </a>
          </p>
        </div>
      </aside>
    </Container>
  );
}

/** What a guest's drawn menu page hydrates, alone and only once the guest heads for more (decision 032). */
export function Component() {
  return <MenuSection menu={useMenu(loadMenu)} />;
}
