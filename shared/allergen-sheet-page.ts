/**
 * The contract between the Worker that draws the allergen sheet (worker/pages/allergen-sheet-page.ts)
 * and the page in the browser (web/src/features/allergen-sheet/), issue 30.
 */

/** Marks `#root` of a sheet the Worker drew with the day's dishes: the staff's app fetches them before it hydrates. */
export const ALLERGEN_SHEET_DRAWN_ATTRIBUTE = 'data-allergen-sheet-drawn';

/** Marks the sheet itself: the guest stylesheet's print rules apply to the pages that carry it. */
export const ALLERGEN_SHEET_ATTRIBUTE = 'data-allergen-sheet';
