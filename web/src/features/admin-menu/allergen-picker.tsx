import {
  ALLERGEN_CODES,
  ALLERGEN_KIND_TERMS,
  ALLERGEN_LETTERS,
  ALLERGEN_TERMS,
  allergenOf,
  type AllergenCode,
} from '../../../../shared/allergens';
import { staffCheckbox } from '../../ui/controls/form-controls';
import { useLocale } from '../../ui/format/i18n';
import { kindsOf, namedKinds, toggleAllergen, toggleKind, type AllergenMode } from './allergen-declaration';

type Props = {
  mode: AllergenMode;
  entries: readonly string[];
  onChange: (mode: AllergenMode, entries: string[]) => void;
  error?: string;
};

const MODES: { mode: AllergenMode; label: string }[] = [
  { mode: 'undeclared', label: 'Not declared yet (the dish cannot be published)' },
  { mode: 'none', label: 'Contains none of the 14 allergens' },
  { mode: 'contains', label: 'Contains the allergens ticked below' },
];

/**
 * Issue 30: Annex II's 14 allergens in the official terms of the page's language, the cereal or nut
 * named once gluten or nuts is ticked, and "contains none" as an answer of its own, apart from
 * "not declared". Ticking an allergen answers "contains"; the other two answers clear the ticks.
 */
export function AllergenPicker({ mode, entries, onChange, error }: Props) {
  const locale = useLocale();
  const ticked = new Set(entries.map(allergenOf));
  const tick = (code: AllergenCode, on: boolean) => {
    const next = toggleAllergen(entries, code, on);
    onChange(next.length || mode === 'contains' ? 'contains' : mode, next);
  };
  return (
    <fieldset aria-describedby={error ? 'menu-allergens-error' : 'menu-allergens-hint'} data-allergen-picker>
      <legend className="mb-1 text-xs font-semibold text-ink">Allergens (EU 1169/2011, Annex II)</legend>
      <p id="menu-allergens-hint" className="mb-2 text-xs text-muted">
        Required before the dish is published. Guests see the letters on its card.
      </p>
      <div className="mb-2 space-y-1.5">
        {MODES.map((choice) => (
          <label key={choice.mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="menu-allergen-mode"
              checked={mode === choice.mode}
              onChange={() => onChange(choice.mode, choice.mode === 'contains' ? [...entries] : [])}
              className={staffCheckbox}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <ul className="grid gap-x-3 gap-y-1.5 sm:grid-cols-2" role="list">
        {ALLERGEN_CODES.map((code) => (
          <li key={code}>
            <label className="inline-flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                value={code}
                checked={ticked.has(code)}
                onChange={(e) => tick(code, e.target.checked)}
                className={`${staffCheckbox} mt-0.5`}
              />
              <span>
                <span aria-hidden="true" className="mr-1 font-bold text-tamarind-dark">
                  {ALLERGEN_LETTERS[code]}
                </span>
                {ALLERGEN_TERMS[code][locale]}
              </span>
            </label>
            {ticked.has(code) && kindsOf(code).length > 0 && (
              <fieldset className="mt-1 ml-6">
                <legend className="text-xs text-muted">
                  {code === 'gluten' ? 'Which cereals? (optional)' : 'Which nuts? (optional)'}
                </legend>
                <div className="flex flex-wrap gap-x-3 gap-y-1">
                  {kindsOf(code).map((kind) => (
                    <label key={kind} className="inline-flex items-center gap-1.5 text-sm">
                      <input
                        type="checkbox"
                        checked={namedKinds(entries, code).includes(kind)}
                        onChange={(e) => onChange('contains', toggleKind(entries, code, kind, e.target.checked))}
                        className={staffCheckbox}
                      />
                      {ALLERGEN_KIND_TERMS[kind][locale]}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p id="menu-allergens-error" role="alert" className="mt-2 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </fieldset>
  );
}
