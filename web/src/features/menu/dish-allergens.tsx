import {
  ADDITIVE_TERMS,
  ALLERGEN_LETTERS,
  allergenName,
  allergenOf,
  type AdditiveCode,
} from '../../../../shared/allergens';
import { useLocale, useMessages } from '../../ui/format/i18n';
import type { MenuItem } from './api/get-available-menu';

/**
 * A card's allergens (issue 30): the legend's letters at a glance, the full Annex II names for a
 * screen reader in the same line, and the whole declaration, additives too, in a native <details>
 * that opens before any script. A dish never declared says to ask the staff.
 */
export function DishAllergens({ dish }: { dish: Pick<MenuItem, 'allergens' | 'additives'> }) {
  const { menu: t } = useMessages();
  const locale = useLocale();
  if (dish.allergens === null) return <p className="text-sm font-medium text-tamarind-dark">{t.allergensAsk}</p>;
  const names = dish.allergens.map((entry) => allergenName(entry, locale));
  // Two cereals named (gluten:wheat, gluten:rye) are one allergen: its letter once.
  const letters = [...new Set(dish.allergens.map((entry) => ALLERGEN_LETTERS[allergenOf(entry)]))];
  const additives = dish.additives.map((code) => ADDITIVE_TERMS[code as AdditiveCode]?.[locale] ?? code);
  return (
    <details className="text-sm text-ink" data-allergens={dish.allergens.map(allergenOf).join(' ')}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-medium text-tamarind-dark">
        {t.allergenInfo}
        {dish.allergens.length > 0 && (
          <span aria-hidden="true" className="flex gap-1">
            {letters.map((letter) => (
              <span
                key={letter}
                className="inline-grid size-6 place-items-center rounded-full border border-tamarind-dark text-xs font-bold"
              >
                {letter}
              </span>
            ))}
          </span>
        )}
        <span className="sr-only">{`: ${names.length ? names.join(', ') : t.allergensNone}`}</span>
      </summary>
      <dl className="mt-1 space-y-1 text-muted">
        <dt className="font-semibold text-ink">{t.allergensLabel}</dt>
        <dd>{names.length ? names.join(', ') : t.allergensNone}</dd>
        {additives.length > 0 && (
          <>
            <dt className="font-semibold text-ink">{t.additivesLabel}</dt>
            <dd>{additives.join(', ')}</dd>
          </>
        )}
      </dl>
    </details>
  );
}
