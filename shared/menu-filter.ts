import { ALLERGEN_CODES, allergenOf, type AllergenCode } from './allergens';

/**
 * The guest menu's allergen filter (issue 30, docs/decisions/046): `?without=milk,peanuts`, which the
 * Worker-drawn page and the woken page read alike. A plain GET form sends repeated checkboxes
 * (`?without=milk&without=peanuts`); both read the same. Unknown codes are ignored, as an unknown
 * `?category` is.
 */
export const WITHOUT_PARAM = 'without';

export function allergensToHide(params: URLSearchParams): AllergenCode[] {
  const asked = new Set(params.getAll(WITHOUT_PARAM).flatMap((value) => value.split(',')));
  return ALLERGEN_CODES.filter((code) => asked.has(code));
}

type Declared = { allergens: readonly string[] | null };

/**
 * The dishes a guest avoiding these allergens may see. A dish never declared is hidden while any
 * filter is on: nobody can say it is free of them (the page says so beside the filter).
 */
export function dishesWithout<T extends Declared>(dishes: T[], hide: readonly AllergenCode[]): T[] {
  if (hide.length === 0) return dishes;
  return dishes.filter(
    (dish) => dish.allergens !== null && !dish.allergens.some((entry) => hide.includes(allergenOf(entry))),
  );
}
