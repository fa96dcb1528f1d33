import { SiteLink } from '../../ui/layout/site-link';
import { ALLERGEN_CODES, withAllergen, type AllergenCode } from '../../../../shared/allergens';
import { ALLERGEN_NAMES } from '../../../../shared/allergen-codes';
import { inputClasses } from '../../ui/controls/field';
import { useLocale, useLocalizedPath, useMessages } from '../../ui/format/i18n';
import type { FieldName, FormValues } from './use-reservation-form';

type Props = {
  values: FormValues;
  change: (field: FieldName, value: string) => void;
  blur: (field: FieldName) => void;
  errorOf: (field: FieldName) => string | undefined;
};

const boxClasses = 'size-5 shrink-0 rounded accent-leaf focus-visible:outline-3 focus-visible:outline-turmeric';

/**
 * Issue 30: which of Annex II's 14 allergens the party has, a note, and the explicit consent that
 * health data needs (GDPR Art. 9). Plain named checkboxes: drawn by the prerender, they take ticks
 * before React comes, and early input replays them as clicks (decision 033).
 */
export function AllergyFields({ values, change, blur, errorOf }: Props) {
  const t = useMessages().reserve.allergies;
  const locale = useLocale();
  const ticked = values.allergens.split(',').filter(Boolean);
  const toggle = (code: AllergenCode, on: boolean) => change('allergens', withAllergen(ticked, code, on).join(','));
  const to = useLocalizedPath();
  const noteError = errorOf('allergyNote');
  const consentError = errorOf('allergyConsent');
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby="res-allergies-hint" data-allergies>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {t.legend}
        <span className="font-normal text-muted"> (optional)</span>
      </legend>
      <p id="res-allergies-hint" className="mb-3 text-xs text-muted">
        {t.hint}
      </p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3" role="list">
        {ALLERGEN_CODES.map((code) => (
          <li key={code}>
            <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-ink">
              <input
                type="checkbox"
                name="allergens"
                value={code}
                checked={ticked.includes(code)}
                onChange={(e) => toggle(code, e.target.checked)}
                onBlur={() => blur('allergens')}
                className={boxClasses}
              />
              {ALLERGEN_NAMES[locale][code]}
            </label>
          </li>
        ))}
      </ul>
      <label htmlFor="res-allergy-note" className="mt-3 mb-1.5 block text-sm font-semibold text-ink">
        {t.note}
        <span className="font-normal text-muted"> (optional)</span>
      </label>
      <input
        id="res-allergy-note"
        name="allergyNote"
        value={values.allergyNote}
        onChange={(e) => change('allergyNote', e.target.value)}
        onBlur={() => blur('allergyNote')}
        aria-invalid={Boolean(noteError)}
        aria-describedby={noteError ? 'res-allergy-note-error' : undefined}
        maxLength={200}
        className={inputClasses}
      />
      {noteError && (
        <p id="res-allergy-note-error" className="mt-1.5 text-sm font-medium text-chilli">
          {noteError}
        </p>
      )}
      <label className="mt-4 flex cursor-pointer items-start gap-2.5 text-sm text-ink">
        <input
          type="checkbox"
          name="allergyConsent"
          value="yes"
          checked={values.allergyConsent === 'yes'}
          onChange={(e) => change('allergyConsent', e.target.checked ? 'yes' : '')}
          onBlur={() => blur('allergyConsent')}
          aria-invalid={Boolean(consentError)}
          aria-describedby={consentError ? 'res-allergy-consent-error' : undefined}
          className={`${boxClasses} mt-0.5`}
        />
        <span>
          {t.consent}{' '}
          <SiteLink to={`${to('/privacy')}#allergies`} className="font-semibold text-leaf underline underline-offset-4">
            {t.privacy}
          </SiteLink>
        </span>
      </label>
      {consentError && (
        <p id="res-allergy-consent-error" className="mt-1.5 text-sm font-medium text-chilli">
          {consentError}
        </p>
      )}
    </fieldset>
  );
}
