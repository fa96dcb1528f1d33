import { ALLERGEN_CODES, withAllergen, type AllergenCode } from '../../../../shared/allergens';
import { ALLERGEN_NAMES } from '../../../../shared/allergen-codes';
import { staffCheckbox, staffInput, staffLabel } from '../../ui/controls/form-controls';

type Props = {
  allergens: readonly AllergenCode[];
  note: string;
  onAllergens: (codes: AllergenCode[]) => void;
  onNote: (note: string) => void;
  noteError?: string;
  allergensError?: string;
};

/**
 * The party's allergies as the guest tells them on the phone or at the door (issue 30): the
 * booking form's 14 ticks and note, with the badges' short names. No consent tick: the guest
 * gives them to the staff member for this booking, who records what was said (decision 047).
 */
export function StaffAllergyFields({ allergens, note, onAllergens, onNote, noteError, allergensError }: Props) {
  const toggle = (code: AllergenCode, on: boolean) => onAllergens(withAllergen(allergens, code, on));
  return (
    <fieldset className="sm:col-span-2" aria-describedby={allergensError ? 'new-allergens-error' : undefined}>
      <legend className="mb-1 text-xs font-semibold text-ink">
        Allergies the guest mentioned <span className="font-normal text-muted">(optional)</span>
      </legend>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-4" role="list">
        {ALLERGEN_CODES.map((code) => (
          <li key={code}>
            <label className="inline-flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={code}
                checked={allergens.includes(code)}
                onChange={(e) => toggle(code, e.target.checked)}
                className={staffCheckbox}
              />
              {ALLERGEN_NAMES.en[code]}
            </label>
          </li>
        ))}
      </ul>
      {allergensError && (
        <p id="new-allergens-error" className="mt-1 text-sm font-medium text-chilli">
          {allergensError}
        </p>
      )}
      <label htmlFor="new-allergy-note" className={`${staffLabel} mt-2`}>
        Allergy note <span className="font-normal text-muted">(optional)</span>
      </label>
      <input
        id="new-allergy-note"
        value={note}
        onChange={(e) => onNote(e.target.value)}
        maxLength={200}
        aria-invalid={Boolean(noteError)}
        aria-describedby={noteError ? 'new-allergy-note-error' : undefined}
        className={staffInput}
        autoComplete="off"
      />
      {noteError && (
        <p id="new-allergy-note-error" className="mt-1 text-sm font-medium text-chilli">
          {noteError}
        </p>
      )}
    </fieldset>
  );
}
