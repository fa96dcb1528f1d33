import { Component as MenuPage } from '../features/menu/menu-route';
import { GivenMenu } from '../features/menu/arrived-menu';
import { MenuCards } from '../features/menu/menu-grid';
import { inCategory, type MenuTabId } from '../../../shared/menu-tabs';
import { DRAWN_CARDS } from '../../../shared/menu-page';
import type { MenuItemJson } from '../../../worker/contract/serialize';
import { renderToString } from 'react-dom/server';
import { At, drawMain, type Address } from './draw-main';

/** The menu page with today's dishes: the first cards of the tab the address asks for (decisions 028, 029). */
export const renderMenuMain = (address: Address, items: MenuItemJson[]) =>
  drawMain(
    address,
    <GivenMenu value={items}>
      <MenuPage />
    </GivenMenu>,
  );

/**
 * The rest of a tab's cards, after the first DRAWN_CARDS the page was drawn with, as the list items
 * the page puts after them before any React (decision 032): the same markup MenuGrid hydrates.
 */
export function renderMenuRest({ pathname }: Pick<Address, 'pathname'>, tab: MenuTabId, items: MenuItemJson[]): string {
  const rest = inCategory(items, tab).slice(DRAWN_CARDS);
  return renderToString(
    <At address={{ pathname, search: '' }}>
      <MenuCards items={rest} from={DRAWN_CARDS} />
    </At>,
  );
}
