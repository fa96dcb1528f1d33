import { ALLERGEN_SHEET_DRAWN_ATTRIBUTE } from '../../../../shared/allergen-sheet-page';
import { AVAILABLE_MENU_PATH } from '../../../../shared/menu-page';
import { arrivedData } from '../../ui/islands/arrived-data';
import type { SheetDish } from './api/get-sheet-dishes';

/**
 * The dishes the allergen sheet was drawn with: given to the Worker's drawing with `GivenSheet`
 * (web/src/server-render/draw-allergen-sheet.tsx). A guest's drawn sheet never hydrates; the staff's
 * app, which hydrates every page, fetches them first.
 */
const dishes = arrivedData<SheetDish[]>();
export const { Given: GivenSheet, useData: useSheetDishes } = dishes;
export const beforeHydrate = dishes.beforeHydrate(
  ALLERGEN_SHEET_DRAWN_ATTRIBUTE,
  AVAILABLE_MENU_PATH,
  'Allergen sheet',
);
