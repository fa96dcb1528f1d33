import { AVAILABLE_MENU_PATH, MENU_DRAWN_ATTRIBUTE } from '../../../../shared/menu-page';
import { arrivedData } from '../../ui/islands/arrived-data';
import type { MenuItem } from './api/get-available-menu';

/**
 * The dishes `/menu` was drawn with (docs/decisions/028, 029): given to the Worker's drawing with
 * `GivenMenu` (web/src/server-render/draw-menu.tsx), and in the browser fetched before the page
 * hydrates. The HTML does not carry them (it would pass the 30 KB before the first paint); a
 * guest's page reads them only as React comes, when the guest heads for the tabs (decision 032).
 */
const dishes = arrivedData<MenuItem[]>();
export const { Given: GivenMenu, useData: useMenu } = dishes;
export const beforeHydrate = dishes.beforeHydrate(MENU_DRAWN_ATTRIBUTE, AVAILABLE_MENU_PATH, 'Menu');
