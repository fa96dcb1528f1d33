import { Plus } from 'lucide-react';
import { StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { newCombination, type CombinationDraft, type RoomDraft } from './room-draft';
import { CombinationRow } from './combination-row';
import { errorId } from './room-errors';

type Props = { draft: RoomDraft; errors: Record<string, string>; onChange: (draft: RoomDraft) => void };

/** Tables pushed together for larger parties; each member stays bookable alone. */
export function CombinationsSection({ draft, errors, onChange }: Props) {
  const combinations = draft.combinations;
  const update = (id: string, patch: Partial<CombinationDraft>) =>
    onChange({ ...draft, combinations: combinations.map((c) => (c.id === id ? { ...c, ...patch } : c)) });
  return (
    <StaffSection id="room-combinations-heading" title={`Combinations (${combinations.length})`}>
      <p className="mb-3 text-sm text-muted">
        Tables pushed together for a larger party. A combination is free only when every table in it is free; each table
        stays bookable on its own.
      </p>
      {errors.combinations && (
        <p id={errorId('combinations')} className="mb-2 text-sm font-medium text-chilli">
          {errors.combinations}
        </p>
      )}
      <ul className="space-y-1.5">
        {combinations.map((combination, index) => (
          <CombinationRow
            key={combination.id}
            combination={combination}
            index={index}
            tables={draft.tables.filter((t) => t.active || combination.tableIds.includes(t.id))}
            errors={errors}
            onChange={(patch) => update(combination.id, patch)}
            onRemove={() => onChange({ ...draft, combinations: combinations.filter((c) => c.id !== combination.id) })}
          />
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange({ ...draft, combinations: [...combinations, newCombination(draft)] })}
        className={`${staffButton('secondary')} mt-2`}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add combination
      </button>
    </StaffSection>
  );
}
