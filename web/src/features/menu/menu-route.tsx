import { Info } from 'lucide-react';
import { Container } from '../../ui/container';
import { PageHero } from '../../ui/page-hero';
import { usePageMeta } from '../../ui/use-page-meta';
import { isMenuTab, type MenuTabId } from './categories';
import { MenuTabs } from './menu-tabs';
import { useMessages } from '../../ui/i18n';
import { useSearchParam } from '../../ui/page-location';
import { useMenu } from './arrived-menu';

export { beforeHydrate } from './arrived-menu';

async function loadMenu() {
  try {
    // A drawn page has its dishes before it hydrates: a later visit, or the plain page, fetches here.
    const { getAvailableMenu } = await import('./api/get-available-menu');
    return await getAvailableMenu();
  } catch (error) {
    // §8: a failed list fetch is only logged; the guest sees the empty state.
    console.warn('Menu unavailable', error);
    return [];
  }
}

export function Component() {
  const { menu: t } = useMessages();
  usePageMeta(t.title, t.description);
  const menu = useMenu(loadMenu);
  const [requested, setCategory] = useSearchParam('category');
  const tab: MenuTabId = isMenuTab(requested) ? requested : 'all';

  const selectTab = (next: MenuTabId) => setCategory(next === 'all' ? null : next);

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading}>
        {t.intro}
      </PageHero>
      <Container className="py-12 sm:py-16">
        <MenuTabs tab={tab} onTab={selectTab} items={menu.status === 'success' ? menu.data : null} />
        <aside
          aria-label={t.goodToKnowLabel}
          className="mx-auto mt-14 flex max-w-3xl gap-4 rounded-2xl border border-turmeric/60 bg-[#fdf3dc] p-6 text-sm leading-relaxed text-ink"
        >
          <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-tamarind" />
          <div className="space-y-2">
            {t.goodToKnow.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </aside>
      </Container>
    </>
  );
}
