import { DIETARY_ABBREVIATIONS, DIETARY_TAGS, type DietaryTag } from '../../../../shared/constants';
import { dietaryLabel } from '../../ui/dishes/dietary';
import { staffCheckbox } from '../../ui/controls/form-controls';

/** Checkboxes from the spec's list: a tag can be chosen once at most, in the list's order. */
export function DietaryPicker({
  value,
  onChange,
  error,
}: {
  value: readonly DietaryTag[];
  onChange: (tags: DietaryTag[]) => void;
  error?: string;
}) {
  const toggle = (tag: DietaryTag) =>
    onChange(
      value.includes(tag) ? value.filter((t) => t !== tag) : DIETARY_TAGS.filter((t) => t === tag || value.includes(t)),
    );
  return (
    <fieldset aria-describedby={error ? 'menu-dietary-error' : undefined}>
      <legend className="mb-1 text-xs font-semibold text-ink">Dietary</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-3">
        {DIETARY_TAGS.map((tag) => (
          <label key={tag} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(tag)}
              onChange={() => toggle(tag)}
              className={staffCheckbox}
            />
            <span>
              {dietaryLabel(tag)} <span className="text-xs text-muted">({DIETARY_ABBREVIATIONS[tag]})</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="menu-dietary-error" className="mt-1 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </fieldset>
  );
}
