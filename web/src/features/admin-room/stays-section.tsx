import { Plus, Trash2 } from 'lucide-react';
import { StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { newStay, type RoomDraft, type StayDraft } from './room-draft';
import { RoomInput, RowErrors } from './room-input';
import { errorId } from './room-errors';

type Props = { draft: RoomDraft; errors: Record<string, string>; onChange: (draft: RoomDraft) => void };

const FIELDS = ['minGuests', 'maxGuests', 'minutes'] as const;
const LABELS = { minGuests: 'From guests', maxGuests: 'To guests', minutes: 'Minutes' };

/** How long a party keeps its table, by its size, and the reset before the table's next booking. */
export function StaysSection({ draft, errors, onChange }: Props) {
  const stays = draft.stays;
  const update = (key: string, patch: Partial<StayDraft>) =>
    onChange({ ...draft, stays: stays.map((s) => (s.key === key ? { ...s, ...patch } : s)) });
  return (
    <StaffSection id="room-stays-heading" title="Stays">
      <p className="mb-3 text-sm text-muted">
        How long a party keeps its table, by party size. The bands must cover every party size without overlapping.
      </p>
      {errors.stays && (
        <p id={errorId('stays')} className="mb-2 text-sm font-medium text-chilli">
          {errors.stays}
        </p>
      )}
      <ul className="space-y-1.5">
        {stays.map((stay, index) => {
          const path = `stays.${index}`;
          const title = `${stay.minGuests || '?'} to ${stay.maxGuests || '?'} guests`;
          return (
            <li key={stay.key}>
              <fieldset
                className={`grid grid-cols-[1fr_1fr_1fr_2.25rem] items-end gap-2 rounded-lg bg-white px-2.5 py-2 ring-1 sm:max-w-md ${errors[path] ? 'ring-chilli/60' : 'ring-sand'}`}
              >
                <legend className="sr-only">Stay for {title}</legend>
                {FIELDS.map((field) => (
                  <RoomInput
                    key={field}
                    id={`stay-${stay.key}-${field}`}
                    label={LABELS[field]}
                    value={stay[field]}
                    onChange={(value) => update(stay.key, { [field]: value })}
                    path={`${path}.${field}`}
                    errors={errors}
                    number
                  />
                ))}
                <button
                  type="button"
                  onClick={() => onChange({ ...draft, stays: stays.filter((s) => s.key !== stay.key) })}
                  aria-label={`Remove the stay for ${title}`}
                  className={`${staffButton('ghost')} px-2`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
                <RowErrors paths={[path, ...FIELDS.map((field) => `${path}.${field}`)]} errors={errors} />
              </fieldset>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onChange({ ...draft, stays: [...stays, newStay(draft)] })}
        className={`${staffButton('secondary')} mt-2`}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add stay band
      </button>
      <div className="mt-4 max-w-56 border-t border-sand pt-3">
        <RoomInput
          id="room-reset-minutes"
          label="Reset between bookings (minutes)"
          value={draft.resetMinutes}
          onChange={(resetMinutes) => onChange({ ...draft, resetMinutes })}
          path="resetMinutes"
          errors={errors}
          number
        />
        <RowErrors paths={['resetMinutes']} errors={errors} />
      </div>
    </StaffSection>
  );
}
