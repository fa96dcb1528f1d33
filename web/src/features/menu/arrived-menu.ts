import { MENU_DISHES_ELEMENT_ID } from '../../../../shared/menu-page';
import { arrivedData } from '../../ui/arrived-data';
import type { MenuItem } from './api/get-available-menu';

/**
 * The dishes `/menu` arrived with: the Worker draws them into the page and writes them beside it
 * (docs/decisions/028), with `setServerMenu` (web/src/entry-menu-page.tsx).
 */
const dishes = arrivedData<MenuItem[]>(MENU_DISHES_ELEMENT_ID);
export const { drawWith: setServerMenu, read: arrivedMenu, markUsed: markArrivedMenuUsed } = dishes;
