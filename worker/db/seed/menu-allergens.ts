import type { AdditiveCode } from '../../../shared/allergens';

type Declaration = { allergens: string[]; additives?: AdditiveCode[] };

/**
 * What each seed dish declares (LMIV Annex II, LMZDV; issue 30), as the kitchen cooks it: a dish
 * declares what its sides on the plate bring too (a dosa's sambar and chutneys).
 *
 * Assumed, where recipes vary, and to be checked against the kitchen's own recipes and suppliers:
 * - Asafoetida (hing) is sold compounded with wheat flour: it goes into sambar and rasam only, so
 *   they, and every dish served with sambar, declare gluten:wheat (and lose their "gluten-free" tag).
 *   The other temperings have no hing.
 * - Coconut chutney, tomato chutney, the dosa masala, kootu, moilee and mutta roast are tempered
 *   with mustard seeds. Coconut is not one of Annex II's nuts.
 * - Gunpowder podi is ground with sesame seeds.
 * - Gobi 65's batter has maida (wheat); Chicken 65's marinade has yoghurt and egg, with rice flour.
 * - Malabar parotta's dough has maida and milk and is brushed with ghee; no egg (it is vegetarian).
 * - Pazham pori's batter has maida; its coconut-jaggery ice cream is made with cream.
 * - Payasam's and kesari's raisins are unsulphured; kesari's orange is a food colouring.
 * - Nannari syrup is bought, with preservative and colouring.
 * - Coffee and tea carry their own caffeine, which the LMZDV does not label (it labels added caffeine).
 * Urad dal, rice, chickpea (gram) flour and toor and moong dal are none of the 14.
 */
const SEED_DECLARATIONS: Record<string, Declaration> = {
  'medu-vada': { allergens: ['gluten:wheat', 'mustard'] },
  'idli-sambar': { allergens: ['gluten:wheat', 'mustard', 'sesame'] },
  'gobi-65': { allergens: ['gluten:wheat'] },
  'chicken-65': { allergens: ['eggs', 'milk'] },
  'kuzhi-paniyaram': { allergens: ['mustard'] },
  'chemmeen-fry': { allergens: ['crustaceans'] },
  'masala-dosa': { allergens: ['gluten:wheat', 'mustard'] },
  'ghee-roast-dosa': { allergens: ['gluten:wheat', 'milk', 'mustard'] },
  'rava-dosa': { allergens: ['gluten:wheat', 'nuts:cashew', 'mustard'] },
  // Roasted spices, kalpasi, coconut and fennel: none of the 14.
  'chettinad-chicken': { allergens: [] },
  'meen-moilee': { allergens: ['fish', 'mustard'] },
  'prawn-moilee': { allergens: ['crustaceans', 'mustard'] },
  'hyderabadi-biryani': { allergens: ['milk'] },
  avial: { allergens: ['milk'] },
  'mutta-roast': { allergens: ['eggs', 'mustard'] },
  payasam: { allergens: ['milk', 'nuts:cashew'] },
  'mysore-pak': { allergens: ['milk'] },
  'rava-kesari': { allergens: ['gluten:wheat', 'milk', 'nuts:cashew'], additives: ['colouring'] },
  'pazham-pori': { allergens: ['gluten:wheat', 'milk'] },
  'filter-coffee': { allergens: ['milk'] },
  'masala-chai': { allergens: ['milk'] },
  'mango-lassi': { allergens: ['milk'] },
  'nannari-sherbet': { allergens: [], additives: ['preservative', 'colouring'] },
  'tender-coconut': { allergens: [] },
  'neer-mor': { allergens: ['milk', 'mustard'] },
  'malabar-parotta': { allergens: ['gluten:wheat', 'milk'] },
  sambar: { allergens: ['gluten:wheat', 'mustard'] },
  rasam: { allergens: ['gluten:wheat', 'mustard'] },
  'lemon-rice': { allergens: ['peanuts', 'mustard'] },
  'curd-rice': { allergens: ['milk', 'mustard'] },
  kootu: { allergens: ['mustard'] },
};

/** A seed dish's declaration; every seed dish has one (worker/db/seed.test.ts). */
export function declarationOf(slug: string): Declaration {
  const declared = SEED_DECLARATIONS[slug];
  if (!declared) throw new Error(`Seed dish ${slug} declares no allergens`);
  return declared;
}
