import { useSearchParams } from 'react-router';
import { Info } from 'lucide-react';
import { Container } from '../../ui/container';
import { PageHero } from '../../ui/page-hero';
import { usePageMeta } from '../../ui/use-page-meta';
import { useAsync } from '../../ui/use-async';
import { getAvailableMenu } from './api/get-available-menu';
import { isMenuTab, type MenuTabId } from './categories';
import { MenuTabs } from './menu-tabs';

async function loadMenu() {
  try {
    return await getAvailableMenu();
  } catch (error) {
    // §8: a failed list fetch is only logged; the guest sees the empty state.
    console.warn('Menu unavailable', error);
    return [];
  }
}

export function Component() {
  usePageMeta(
    'Menu',
    'The Kovalam menu: dosas, idli and vada, Chettinad and Kerala curries, biryani, payasam and filter coffee, with vegetarian, vegan and gluten-free choices.',
  );
  const menu = useAsync(loadMenu);
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const tab: MenuTabId = isMenuTab(requested) ? requested : 'all';

  const selectTab = (next: MenuTabId) =>
    setParams(next === 'all' ? {} : { category: next }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHero eyebrow="Eat with your hands, if you like" title="Our Menu">
        From tiffin classics to coastal curries. Everything is cooked to order in our Berlin kitchen.
      </PageHero>
      <Container className="py-12 sm:py-16">
        <MenuTabs tab={tab} onTab={selectTab} items={menu.status === 'success' ? menu.data : null} />
        <aside
          aria-label="Good to know"
          className="mx-auto mt-14 flex max-w-3xl gap-4 rounded-2xl border border-turmeric/60 bg-[#fdf3dc] p-6 text-sm leading-relaxed text-ink"
        >
          <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-tamarind" />
          <div className="space-y-2">
            <p>
              All our dishes are prepared fresh to order, so please allow a little time during busy hours. If you have a
              food allergy or intolerance, please tell your server before ordering.
            </p>
            <p>A 5% service charge is added for parties of 6 or more.</p>
          </div>
        </aside>
      </Container>
    </>
  );
}
