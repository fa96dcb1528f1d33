import { Tabs } from '@base-ui/react/tabs';
import { MENU_TABS, inCategory, type MenuTabId } from '../../../../shared/menu-tabs';
import type { MenuItem } from './api/get-available-menu';
import { MenuGrid, MenuGridSkeleton } from './menu-grid';
import { useMessages } from '../../ui/format/i18n';
import { usePageLocation } from '../../ui/layout/page-location';
import { allergensToHide } from '../../../../shared/menu-filter';
import { useHydrated } from '../../ui/islands/use-hydrated';

type Props = { tab: MenuTabId; onTab: (tab: MenuTabId) => void; items: MenuItem[] | null };

const tabId = (id: MenuTabId) => `menu-tab-${id}`;
const panelId = (id: MenuTabId) => `menu-panel-${id}`;

export function MenuTabs({ tab, onTab, items }: Props) {
  const { menu } = useMessages();
  const { pathname, search } = usePageLocation();
  // A tab's link keeps the allergen filter (issue 30), for a tap before React arrives.
  const without = allergensToHide(new URLSearchParams(search)).join(',');
  const hrefOf = (id: MenuTabId) => {
    const query = [id === 'all' ? '' : `category=${id}`, without ? `without=${without}` : ''].filter(Boolean).join('&');
    return query ? `${pathname}?${query}` : pathname;
  };
  const hydrated = useHydrated();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as MenuTabId)}>
      <Tabs.List
        aria-label={menu.tabsLabel}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0"
      >
        {MENU_TABS.map((t) => (
          <Tabs.Tab
            key={t.id}
            value={t.id}
            // Links to the tab's page, which the Worker draws: a tap works before React arrives
            // (decision 032). Once live, a plain click switches in place, without a page load.
            nativeButton={false}
            render={<a href={hrefOf(t.id)} />}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                event.preventBaseUIHandler();
              else event.preventDefault();
            }}
            // Base UI's roving tabindex (one tab in the Tab order, arrows for the rest) starts in an
            // effect, and the drawn page had every tab at -1: until it runs, each tab is a link in the
            // Tab order, as arrows do nothing without script.
            tabIndex={hydrated ? undefined : 0}
            // Base UI links tab and panel only once it runs; the prerendered page needs the link too
            // (the HTML checker requires it). Only the shown panel exists, so only its tab points at it.
            id={tabId(t.id)}
            aria-controls={t.id === tab ? panelId(t.id) : undefined}
            className="min-h-11 shrink-0 rounded-full border-2 border-tamarind/25 bg-white px-5 py-2 text-sm font-semibold text-tamarind-dark transition-colors hover:border-tamarind data-[active]:border-tamarind data-[active]:bg-tamarind data-[active]:text-cream"
          >
            {menu.tabs[t.id]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {MENU_TABS.map((t) => (
        <Tabs.Panel
          key={t.id}
          value={t.id}
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          className="mt-10 focus-visible:outline-offset-8"
          aria-busy={items === null}
        >
          <h2 className="sr-only">{menu.tabs[t.id]}</h2>
          {items === null ? <MenuGridSkeleton /> : <MenuGrid items={inCategory(items, t.id)} />}
        </Tabs.Panel>
      ))}
    </Tabs.Root>
  );
}
