import {
  ADDITIVE_TERMS,
  ALLERGEN_CODES,
  ALLERGEN_LETTERS,
  ALLERGEN_TERMS,
  allergenName,
  allergenOf,
  type AdditiveCode,
} from '../../../../shared/allergens';
import { inCategory } from '../../../../shared/menu-tabs';
import { useLocale, useMessages } from '../../ui/format/i18n';
import type { SheetDish } from './api/get-sheet-dishes';

/** The dishes by category, in the order of a meal (shared/menu-tabs.ts), each category once. */
function byCategory(dishes: readonly SheetDish[]) {
  const groups = new Map<string, SheetDish[]>();
  for (const dish of inCategory(dishes, 'all')) groups.set(dish.category, [...(groups.get(dish.category) ?? []), dish]);
  return [...groups];
}

// On a phone each row is a block of its own, its cells one under the other, each named by a label
// that wider screens leave to the column's heading: four columns do not fit 320 px.
const cell = 'align-top sm:border-b sm:border-[#c9b393] sm:px-2 sm:py-2 max-sm:block';
const Label = ({ children }: { children: string }) => (
  <span className="font-semibold sm:hidden">{`${children}: `}</span>
);

function DishRow({ dish }: { dish: SheetDish }) {
  const { menu, allergenSheet: t } = useMessages();
  const locale = useLocale();
  const additives = dish.additives.map((code) => ADDITIVE_TERMS[code as AdditiveCode]?.[locale] ?? code);
  const declared = dish.allergens;
  const letters = declared?.map((entry) => ALLERGEN_LETTERS[allergenOf(entry)]).join(', ');
  return (
    <tr
      className="break-inside-avoid max-sm:block max-sm:space-y-1 max-sm:border-b max-sm:border-[#c9b393] max-sm:py-3"
      data-dish={dish.name}
    >
      <th scope="row" className={`${cell} font-semibold`}>
        {dish.name}
      </th>
      <td className={cell}>
        <Label>{t.allergens}</Label>
        {declared === null ? (
          <strong>{menu.allergensAsk}</strong>
        ) : declared.length === 0 ? (
          menu.allergensNone
        ) : (
          declared.map((entry) => allergenName(entry, locale)).join(', ')
        )}
      </td>
      <td className={`${cell} ${letters ? '' : 'max-sm:hidden'}`}>
        {letters && <Label>{t.letters}</Label>}
        <span className="font-bold tracking-wide sm:whitespace-nowrap">{letters}</span>
      </td>
      <td className={cell}>
        <Label>{t.additives}</Label>
        {additives.length ? additives.join(', ') : t.noAdditives}
      </td>
    </tr>
  );
}

/** One table per category: each dish with its declared allergens in Annex II's terms, their codes and its additives. */
export function SheetTables({ dishes }: { dishes: readonly SheetDish[] }) {
  const { allergenSheet: t } = useMessages();
  return byCategory(dishes).map(([category, items]) => (
    <section key={category} aria-labelledby={`sheet-${category}`} className="mt-10 first:mt-0">
      <h2 id={`sheet-${category}`} className="break-after-avoid text-2xl font-semibold text-tamarind-dark">
        {t.categories[category] ?? category}
      </h2>
      <table className="mt-3 w-full table-fixed border-collapse text-left text-base text-ink max-sm:block">
        <thead className="max-sm:sr-only">
          <tr className="border-b-2 border-ink">
            <th scope="col" className="w-[28%] px-2 py-2">
              {t.dish}
            </th>
            <th scope="col" className="px-2 py-2">
              {t.allergens}
            </th>
            <th scope="col" className="w-[12%] px-2 py-2">
              {t.letters}
            </th>
            <th scope="col" className="w-[20%] px-2 py-2">
              {t.additives}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:border-t-2 max-sm:border-ink">
          {items.map((dish) => (
            <DishRow key={dish._id} dish={dish} />
          ))}
        </tbody>
      </table>
    </section>
  ));
}

/** The letters and Annex II's terms, as the menu prints them. */
export function SheetLegend() {
  const { menu, allergenSheet: t } = useMessages();
  const locale = useLocale();
  return (
    <section aria-labelledby="sheet-legend" className="mt-12 break-inside-avoid">
      <h2 id="sheet-legend" className="text-2xl font-semibold text-tamarind-dark">
        {menu.legendHeading}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.legendNote}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-base text-ink sm:grid-cols-2">
        {ALLERGEN_CODES.map((code) => (
          <div key={code} className="flex gap-3">
            <dt className="w-5 font-bold">{ALLERGEN_LETTERS[code]}</dt>
            <dd>{ALLERGEN_TERMS[code][locale]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
