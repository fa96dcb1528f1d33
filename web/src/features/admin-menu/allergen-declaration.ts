import {
  ALLERGEN_CODES,
  ALLERGEN_KINDS,
  allergenOf,
  type AllergenCode,
  type AllergenKind,
} from '../../../../shared/allergens';

/**
 * The form's three answers (issue 30): never declared, "contains none" (a declaration of its own,
 * `[]`), or the allergens it contains. Held apart from the list, so that "contains" with nothing
 * ticked yet is not mistaken for "contains none".
 */
export type AllergenMode = 'undeclared' | 'none' | 'contains';

export const modeOf = (allergens: readonly string[] | null): AllergenMode =>
  allergens === null ? 'undeclared' : allergens.length === 0 ? 'none' : 'contains';

/** What the API is sent: "contains" with nothing ticked has declared nothing yet. */
export function declaredAllergens(mode: AllergenMode, entries: readonly string[]): string[] | null {
  if (mode === 'none') return [];
  return mode === 'contains' && entries.length > 0 ? [...entries] : null;
}

export const kindsOf = (code: AllergenCode): readonly AllergenKind[] =>
  (ALLERGEN_KINDS as Partial<Record<AllergenCode, readonly AllergenKind[]>>)[code] ?? [];

/** The cereals or nuts named for a code: `gluten:wheat` → wheat. */
export const namedKinds = (entries: readonly string[], code: AllergenCode) =>
  entries.filter((e) => e.startsWith(`${code}:`)).map((e) => e.split(':')[1] as AllergenKind);

/** The entries in Annex II's order; a cereal or nut named replaces its bare code. */
function ordered(byCode: Map<AllergenCode, string[]>): string[] {
  return ALLERGEN_CODES.flatMap((code) => byCode.get(code) ?? []);
}

const grouped = (entries: readonly string[]) => {
  const byCode = new Map<AllergenCode, string[]>();
  for (const entry of entries) byCode.set(allergenOf(entry), [...(byCode.get(allergenOf(entry)) ?? []), entry]);
  return byCode;
};

export function toggleAllergen(entries: readonly string[], code: AllergenCode, on: boolean): string[] {
  const byCode = grouped(entries);
  if (on) byCode.set(code, [code]);
  else byCode.delete(code);
  return ordered(byCode);
}

export function toggleKind(entries: readonly string[], code: AllergenCode, kind: AllergenKind, on: boolean): string[] {
  const byCode = grouped(entries);
  const named = kindsOf(code).filter((k) => (k === kind ? on : namedKinds(entries, code).includes(k)));
  byCode.set(code, named.length ? named.map((k) => `${code}:${k}`) : [code]);
  return ordered(byCode);
}
