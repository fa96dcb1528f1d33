/**
 * The 14 major allergens of EU Regulation 1169/2011 Annex II (issue 30), in the order the Annex
 * lists them, with the names guests and staff read. The codes are the API's and the stored ones.
 */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

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
