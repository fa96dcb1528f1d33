import { useState, type FormEvent } from 'react';
import { staffButton } from '../../ui/controls/staff-button';
import { inputClasses } from '../../ui/controls/field';
import { PRESETS, presetOf, presetRange, type Range } from './report-range';

/** The range's presets as toggle buttons, and a custom from/to applied with one button. */
export function RangePicker({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  const [draft, setDraft] = useState(range);
  const [shownRange, setShownRange] = useState(range);
  // A preset or a link changed the range: the custom fields show it.
  if (shownRange.from !== range.from || shownRange.to !== range.to) {
    setShownRange(range);
    setDraft(range);
  }
  const active = presetOf(range);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            aria-pressed={active?.id === preset.id}
            onClick={() => onChange(presetRange(preset.days))}
            className={staffButton(active?.id === preset.id ? 'primary' : 'secondary')}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Custom range">
        <label className="text-sm font-semibold text-ink">
          From
          <input
            type="date"
            required
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            className={`${inputClasses} mt-1 min-h-9 py-1.5 text-sm`}
          />
        </label>
        <label className="text-sm font-semibold text-ink">
          To
          <input
            type="date"
            required
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            className={`${inputClasses} mt-1 min-h-9 py-1.5 text-sm`}
          />
        </label>
        <button type="submit" className={staffButton('secondary')}>
          Show
        </button>
      </form>
    </div>
  );
}
