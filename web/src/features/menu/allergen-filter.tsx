import { ALLERGEN_CODES, ALLERGEN_LETTERS, ALLERGEN_TERMS, type AllergenCode } from '../../../../shared/allergens';
import { WITHOUT_PARAM } from '../../../../shared/menu-filter';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { usePageLocation } from '../../ui/layout/page-location';

/**
 * "Hide dishes containing …" (issue 30): a plain GET form, so it works on the Worker-drawn page before
 * any script (worker/pages/menu-page.ts filters the dishes it draws); the checkboxes arrive as
 * repeated `without` parameters, which shared/menu-filter.ts reads as `?without=milk,peanuts`.
 * Each box is labelled with the legend's letter and the allergen's name: the filter is the legend.
 */
export function AllergenFilter({ hidden, tab }: { hidden: readonly AllergenCode[]; tab: string }) {
  const { menu: t } = useMessages();
  const locale = useLocale();
  const { pathname } = usePageLocation();
  return (
    <details open={hidden.length > 0} className="mx-auto mb-8 max-w-3xl rounded-2xl bg-white p-4 ring-1 ring-sand">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-tamarind-dark">{t.filterSummary}</summary>
      <form method="get" action={pathname} className="mt-3">
        {tab !== 'all' && <input type="hidden" name="category" value={tab} />}
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t.legendHeading}</legend>
          <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-ink sm:grid-cols-2">
            {ALLERGEN_CODES.map((code) => (
              <li key={code}>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name={WITHOUT_PARAM}
                    value={code}
                    defaultChecked={hidden.includes(code)}
                    className="size-5 accent-tamarind"
                  />
                  <span aria-hidden="true" className="w-5 font-bold">
                    {ALLERGEN_LETTERS[code]}
                  </span>
                  {ALLERGEN_TERMS[code][locale]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="mt-3 text-sm text-muted">{t.filterNote}</p>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="min-h-11 rounded-full bg-tamarind px-6 py-2 text-sm font-semibold text-cream hover:bg-tamarind-dark"
          >
            {t.filterApply}
          </button>
          {hidden.length > 0 && (
            <a
              href={tab === 'all' ? pathname : `${pathname}?category=${tab}`}
              className="text-sm font-medium underline"
            >
              {t.filterClear}
            </a>
          )}
        </div>
      </form>
    </details>
  );
}
