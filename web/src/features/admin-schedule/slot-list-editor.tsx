import { Plus, Trash2 } from 'lucide-react';
import { MAX_SLOT_CAPACITY } from '../../../../shared/constants';
import { staffButton } from '../../ui/controls/staff-button';
import { staffCheckbox, staffInputBase } from '../../ui/controls/form-controls';
import { formatSlotTime, nextSlotTime, timeOptions } from './slot-time';

export type SlotDraft = { key: number; time: string; maxReservations: string; available: boolean };

type Props = {
  slots: readonly SlotDraft[];
  errors: Record<string, string>;
  onChange: (slots: SlotDraft[]) => void;
  newKey: () => number;
};

/** One row per slot: time (a select read as AM/PM, so every browser shows 18:00 as 6:00 PM), capacity 1-50, and whether it takes bookings. */
export function SlotListEditor({ slots, errors, onChange, newKey }: Props) {
  const update = (key: number, patch: Partial<SlotDraft>) =>
    onChange(slots.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-semibold text-ink">Time slots</legend>
      {slots.length === 0 && (
        <p className="rounded-lg bg-white px-3 py-4 text-center text-sm text-muted ring-1 ring-sand">
          No slots: guests cannot book this day.
        </p>
      )}
      <ul className="space-y-1.5">
        {slots.map((slot, i) => {
          const timeError = errors[`timeSlots.${i}.time`];
          const maxError = errors[`timeSlots.${i}.maxReservations`];
          return (
            <li key={slot.key} className="rounded-lg bg-white px-2.5 py-2 ring-1 ring-sand">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <select
                  aria-label={`Slot ${i + 1} time`}
                  value={slot.time}
                  aria-invalid={Boolean(timeError)}
                  onChange={(e) => update(slot.key, { time: e.target.value })}
                  className={`${staffInputBase} w-28 tabular-nums`}
                >
                  {timeOptions(slot.time).map((t) => (
                    <option key={t} value={t}>
                      {formatSlotTime(t)}
                    </option>
                  ))}
                </select>
                <label className="flex items-center gap-1.5 text-xs">
                  Max reservations
                  <input
                    type="number"
                    min={1}
                    max={MAX_SLOT_CAPACITY}
                    step={1}
                    value={slot.maxReservations}
                    aria-invalid={Boolean(maxError)}
                    onChange={(e) => update(slot.key, { maxReservations: e.target.value })}
                    className={`${staffInputBase} w-16 tabular-nums`}
                  />
                </label>
                <label className="flex items-center gap-1.5 text-xs">
                  <input
                    type="checkbox"
                    checked={slot.available}
                    onChange={(e) => update(slot.key, { available: e.target.checked })}
                    className={staffCheckbox}
                  />
                  Available
                </label>
                <button
                  type="button"
                  onClick={() => onChange(slots.filter((s) => s.key !== slot.key))}
                  aria-label={`Remove slot ${i + 1}${slot.time ? ` (${formatSlotTime(slot.time)})` : ''}`}
                  className={`${staffButton('ghost')} ml-auto`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              {(timeError || maxError) && (
                <p className="mt-1 text-sm font-medium text-chilli">{timeError ?? maxError}</p>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() =>
          onChange([
            ...slots,
            { key: newKey(), time: nextSlotTime(slots.at(-1)?.time), maxReservations: '6', available: true },
          ])
        }
        className={`${staffButton('secondary')} mt-2`}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add slot
      </button>
    </fieldset>
  );
}
