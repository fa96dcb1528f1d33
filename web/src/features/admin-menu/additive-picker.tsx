import { ADDITIVE_CODES, ADDITIVE_TERMS, type AdditiveCode } from '../../../../shared/allergens';
import { staffCheckbox } from '../../ui/controls/form-controls';
import { useLocale } from '../../ui/format/i18n';

/** The LMZDV's labels (issue 30), optional, mostly for drinks and desserts; kept in the list's order. */
export function AdditivePicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (codes: AdditiveCode[]) => void;
  error?: string;
}) {
  const locale = useLocale();
  const toggle = (code: AdditiveCode, on: boolean) =>
    onChange(ADDITIVE_CODES.filter((c) => (c === code ? on : value.includes(c))));
  return (
    <details className="text-sm" open={value.length > 0}>
      <summary className="cursor-pointer text-xs font-semibold text-ink">
        Additive labels (optional){value.length > 0 && ` · ${value.length} chosen`}
      </summary>
      <fieldset className="mt-2" aria-describedby={error ? 'menu-additives-error' : undefined}>
        <legend className="sr-only">Additive labels</legend>
        <div className="grid gap-x-3 gap-y-1.5 sm:grid-cols-2">
          {ADDITIVE_CODES.map((code) => (
            <label key={code} className="inline-flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={value.includes(code)}
                onChange={(e) => toggle(code, e.target.checked)}
                className={`${staffCheckbox} mt-0.5`}
              />
              {ADDITIVE_TERMS[code][locale]}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id="menu-additives-error" className="mt-1 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </details>
  );
}
