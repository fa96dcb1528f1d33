import * as v from 'valibot';
import { ADDITIVE_CODES, ALLERGEN_CODES, isAllergenEntry } from '../allergens';

const unique = (list: string[]) => new Set(list).size === list.length;

/**
 * A dish's declared allergens (LMIV Annex II, issue 30): a list of the 14 codes, a cereal or nut
 * named after a colon (`gluten:wheat`, `nuts:cashew`). `[]` declares "contains none"; `null` is "not
 * declared", which a published dish may not be (worker/api/menu.ts). A wrong code is named in the error.
 */
export const allergensRule = v.nullable(
  v.pipe(
    v.array(v.string('Allergens must be codes'), 'Allergens must be a list of codes, or null'),
    v.check(
      (list) => list.every(isAllergenEntry),
      (issue) => {
        const list = issue.input as string[];
        const bad = list.find((entry) => !isAllergenEntry(entry));
        return `Unknown allergen "${bad}": use one of ${ALLERGEN_CODES.join(', ')} (gluten:wheat, nuts:cashew, …)`;
      },
    ),
    v.check(unique, 'Each allergen may be declared once'),
  ),
);

/** A dish's additive labels (LMZDV): the codes of shared/allergens.ts, each once. */
export const additivesRule = v.pipe(
  v.array(v.string('Additives must be codes'), 'Additives must be a list of codes'),
  v.check(
    (list) => list.every((code) => (ADDITIVE_CODES as string[]).includes(code)),
    (issue) => {
      const bad = (issue.input as string[]).find((code) => !(ADDITIVE_CODES as string[]).includes(code));
      return `Unknown additive "${bad}": use one of ${ADDITIVE_CODES.join(', ')}`;
    },
  ),
  v.check(unique, 'Each additive may be declared once'),
);
