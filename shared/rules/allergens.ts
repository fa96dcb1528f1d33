import * as v from 'valibot';
import { ADDITIVE_CODES, isAllergenEntry } from '../allergens';
import { messagesFor } from '../i18n/catalogues';

const unique = (list: string[]) => new Set(list).size === list.length;
const isAdditive = (code: string) => (ADDITIVE_CODES as string[]).includes(code);
const menuTexts = (issue: v.BaseIssue<unknown>) => messagesFor(issue.lang === 'de' ? 'de' : 'en').api.menu;

/**
 * A dish's declared allergens (LMIV Annex II, issue 30): a list of the 14 codes, a cereal or nut
 * named after a colon (`gluten:wheat`, `nuts:cashew`). `[]` declares "contains none"; `null` is "not
 * declared", which a published dish may not be (./menu-item.ts, worker/api/menu.ts). A wrong code is
 * named in the error, in the request's language.
 */
export const allergensRule = v.nullable(
  v.pipe(
    v.array(v.string('Allergens must be codes'), 'Allergens must be a list of codes, or null'),
    v.check(
      (list) => list.every(isAllergenEntry),
      (issue) => menuTexts(issue).allergenUnknown(String((issue.input as string[]).find((e) => !isAllergenEntry(e)))),
    ),
    v.check(unique, 'Each allergen may be declared once'),
  ),
);

/** A dish's additive labels (LMZDV): the codes of shared/allergens.ts, each once. */
export const additivesRule = v.pipe(
  v.array(v.string('Additives must be codes'), 'Additives must be a list of codes'),
  v.check(
    (list) => list.every(isAdditive),
    (issue) =>
      menuTexts(issue).additiveUnknown(
        String((issue.input as string[]).find((code) => !isAdditive(code))),
        ADDITIVE_CODES.join(', '),
      ),
  ),
  v.check(unique, 'Each additive may be declared once'),
);

/** Issue 30: "contains none" is a choice; a published (available) dish has made one. */
export const publishedUndeclared = (dish: { available: boolean; allergens: readonly string[] | null }) =>
  dish.available && dish.allergens === null;
export const allergensUndeclaredMessage = (issue: v.BaseIssue<unknown>) => menuTexts(issue).allergensUndeclared;
