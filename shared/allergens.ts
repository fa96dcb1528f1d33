/**
 * The 14 allergens of EU Regulation 1169/2011 (LMIV) Annex II, in the Annex's order and its official
 * terms, English and German (issue 30, docs/decisions/046). Plain data: the rules, the API, the
 * Worker-drawn menu, the allergen sheet and the staff's views all read it.
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

/** `codes` with `code` ticked or not, in Annex II's order: the order every list of them shows. */
export const withAllergen = (codes: readonly string[], code: AllergenCode, on: boolean): AllergenCode[] =>
  ALLERGEN_CODES.filter((c) => (c === code ? on : codes.includes(c)));

/** Annex II names the cereal (item 1) and the nut (item 8): a declaration may too, after a colon. */
export const ALLERGEN_KINDS = {
  gluten: ['wheat', 'rye', 'barley', 'oats', 'spelt', 'kamut'],
  nuts: ['almond', 'hazelnut', 'walnut', 'cashew', 'pecan', 'brazil', 'pistachio', 'macadamia'],
} as const satisfies Partial<Record<AllergenCode, readonly string[]>>;

/**
 * The letters German menus print beside a dish (the DEHOGA legend, A–R without I, J, K and Q, so
 * that no letter reads as a digit or as another): fixed, so a printed legend never changes meaning.
 */
export const ALLERGEN_LETTERS: Record<AllergenCode, string> = {
  gluten: 'A',
  crustaceans: 'B',
  eggs: 'C',
  fish: 'D',
  peanuts: 'E',
  soybeans: 'F',
  milk: 'G',
  nuts: 'H',
  celery: 'L',
  mustard: 'M',
  sesame: 'N',
  sulphites: 'O',
  lupin: 'P',
  molluscs: 'R',
};

type Term = { en: string; de: string };

/** Annex II's terms, shortened only where the Annex's own wording is a sentence (items 1, 8 and 12). */
export const ALLERGEN_TERMS: Record<AllergenCode, Term> = {
  gluten: { en: 'Cereals containing gluten', de: 'Glutenhaltiges Getreide' },
  crustaceans: { en: 'Crustaceans', de: 'Krebstiere' },
  eggs: { en: 'Eggs', de: 'Eier' },
  fish: { en: 'Fish', de: 'Fisch' },
  peanuts: { en: 'Peanuts', de: 'Erdnüsse' },
  soybeans: { en: 'Soybeans', de: 'Sojabohnen' },
  milk: { en: 'Milk', de: 'Milch' },
  nuts: { en: 'Nuts', de: 'Schalenfrüchte' },
  celery: { en: 'Celery', de: 'Sellerie' },
  mustard: { en: 'Mustard', de: 'Senf' },
  sesame: { en: 'Sesame seeds', de: 'Sesamsamen' },
  sulphites: { en: 'Sulphur dioxide and sulphites', de: 'Schwefeldioxid und Sulphite' },
  lupin: { en: 'Lupin', de: 'Lupinen' },
  molluscs: { en: 'Molluscs', de: 'Weichtiere' },
};

export type AllergenKind = (typeof ALLERGEN_KINDS)[keyof typeof ALLERGEN_KINDS][number];

/** The cereals and nuts as Annex II names them. */
export const ALLERGEN_KIND_TERMS: Record<AllergenKind, Term> = {
  wheat: { en: 'wheat', de: 'Weizen' },
  rye: { en: 'rye', de: 'Roggen' },
  barley: { en: 'barley', de: 'Gerste' },
  oats: { en: 'oats', de: 'Hafer' },
  spelt: { en: 'spelt', de: 'Dinkel' },
  kamut: { en: 'kamut', de: 'Khorasan-Weizen' },
  almond: { en: 'almonds', de: 'Mandeln' },
  hazelnut: { en: 'hazelnuts', de: 'Haselnüsse' },
  walnut: { en: 'walnuts', de: 'Walnüsse' },
  cashew: { en: 'cashews', de: 'Kaschunüsse' },
  pecan: { en: 'pecan nuts', de: 'Pecannüsse' },
  brazil: { en: 'Brazil nuts', de: 'Paranüsse' },
  pistachio: { en: 'pistachios', de: 'Pistazien' },
  macadamia: { en: 'macadamia nuts', de: 'Macadamianüsse' },
};

/**
 * The labels of the LMZDV (§§ 4–5, which replaced § 9 ZZulV in 2021), numbered as German menus
 * number them. A sweetener label depends on how many: "mit Süßungsmittel(n)" covers one or more.
 */
export const ADDITIVE_TERMS = {
  colouring: { en: 'with colouring', de: 'mit Farbstoff' },
  preservative: { en: 'with preservative', de: 'mit Konservierungsstoff' },
  antioxidant: { en: 'with antioxidant', de: 'mit Antioxidationsmittel' },
  'flavour-enhancer': { en: 'with flavour enhancer', de: 'mit Geschmacksverstärker' },
  sulphurated: { en: 'sulphurated', de: 'geschwefelt' },
  blackened: { en: 'blackened', de: 'geschwärzt' },
  waxed: { en: 'waxed', de: 'gewachst' },
  phosphate: { en: 'with phosphate', de: 'mit Phosphat' },
  sweetener: { en: 'with sweetener(s)', de: 'mit Süßungsmittel(n)' },
  'sugar-and-sweetener': { en: 'with sugar and sweetener(s)', de: 'mit einer Zuckerart und Süßungsmittel(n)' },
  phenylalanine: { en: 'contains a source of phenylalanine', de: 'enthält eine Phenylalaninquelle' },
  caffeine: { en: 'contains caffeine', de: 'koffeinhaltig' },
  quinine: { en: 'contains quinine', de: 'chininhaltig' },
  laxative: {
    en: 'excessive consumption may produce laxative effects',
    de: 'kann bei übermäßigem Verzehr abführend wirken',
  },
} as const satisfies Record<string, Term>;
export type AdditiveCode = keyof typeof ADDITIVE_TERMS;
export const ADDITIVE_CODES = Object.keys(ADDITIVE_TERMS) as AdditiveCode[];

/** A declared entry's allergen: `gluten:wheat` → `gluten`. */
export const allergenOf = (entry: string) => entry.split(':')[0] as AllergenCode;

/** Whether a declared entry is one of the 14, or one of them with its cereal or nut named. */
export function isAllergenEntry(entry: string): boolean {
  const [code, kind, ...rest] = entry.split(':');
  if (rest.length > 0 || !(ALLERGEN_CODES as readonly string[]).includes(code)) return false;
  if (kind === undefined) return true;
  const kinds: readonly string[] | undefined = ALLERGEN_KINDS[code as keyof typeof ALLERGEN_KINDS];
  return !!kinds?.includes(kind);
}

/** An entry's full name in a language: `gluten:wheat` → "Cereals containing gluten (wheat)". */
export function allergenName(entry: string, lang: 'en' | 'de'): string {
  const [code, kind] = entry.split(':') as [AllergenCode, AllergenKind | undefined];
  const term = ALLERGEN_TERMS[code][lang];
  return kind ? `${term} (${ALLERGEN_KIND_TERMS[kind][lang]})` : term;
}
