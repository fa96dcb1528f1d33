import { Component as AllergenSheetPage } from '../features/allergen-sheet/allergen-sheet-route';
import { GivenSheet } from '../features/allergen-sheet/arrived-sheet';
import type { MenuItemJson } from '../../../worker/contract/serialize';
import { drawMain, type Address } from './draw-main';

/** The allergen sheet with the dishes guests can order now (issue 30). */
export const renderAllergenSheetMain = (address: Address, dishes: MenuItemJson[]) =>
  drawMain(
    address,
    <GivenSheet value={dishes}>
      <AllergenSheetPage />
    </GivenSheet>,
  );
