import { ALLERGEN_CODES, type AllergenCode } from './allergens';

/**
 * The 14 allergens' short names (issue 30), for the booking form's checkboxes and the staff's
 * badges and kitchen sheet, where a word must fit a tick box or a badge: the menu and its sheet
 * use Annex II's full terms (./allergens.ts, ALLERGEN_TERMS), whose codes these follow.
 */
export const ALLERGEN_NAMES: Record<'en' | 'de', Record<AllergenCode, string>> = {
  en: {
    gluten: 'Gluten',
    crustaceans: 'Crustaceans',
    eggs: 'Eggs',
    fish: 'Fish',
    peanuts: 'Peanuts',
    soybeans: 'Soybeans',
    milk: 'Milk',
    nuts: 'Nuts',
    celery: 'Celery',
    mustard: 'Mustard',
    sesame: 'Sesame',
    sulphites: 'Sulphites',
    lupin: 'Lupin',
    molluscs: 'Molluscs',
  },
  de: {
    gluten: 'Gluten',
    crustaceans: 'Krebstiere',
    eggs: 'Eier',
    fish: 'Fisch',
    peanuts: 'Erdnüsse',
    soybeans: 'Soja',
    milk: 'Milch',
    nuts: 'Schalenfrüchte',
    celery: 'Sellerie',
    mustard: 'Senf',
    sesame: 'Sesam',
    sulphites: 'Sulfite',
    lupin: 'Lupinen',
    molluscs: 'Weichtiere',
  },
};

const isAllergenCode = (code: string): code is AllergenCode => (ALLERGEN_CODES as readonly string[]).includes(code);

/** A booking's allergens named in words, in the Annex's order; an unknown stored code is shown as it is. */
export const allergenNames = (codes: readonly string[], locale: 'en' | 'de' = 'en') =>
  codes.map((code) => (isAllergenCode(code) ? ALLERGEN_NAMES[locale][code] : code));
