import { staffInput } from '../../ui/controls/form-controls';
import { FormRow } from './form-row';
import type { FreeUnit } from './api/free-tables';
import { unitKey } from './use-free-units';

type Props = { units: readonly FreeUnit[]; loading: boolean; chosenKey: string; onPick: (key: string) => void };

/** The new booking's table: the free units for its party and time, best first and preselected. */
export function TableChoice({ units, loading, chosenKey, onPick }: Props) {
  const none = !loading && units.length === 0;
  return (
    <FormRow id="new-tables" label="Table">
      <select
        id="new-tables"
        value={chosenKey}
        onChange={(e) => onPick(e.target.value)}
        aria-describedby={none ? 'new-tables-none' : undefined}
        className={staffInput}
      >
        {units.length === 0 && <option value="">{loading ? 'Finding free tables…' : 'No free table'}</option>}
        {units.map((u) => (
          <option key={unitKey(u.tableIds)} value={unitKey(u.tableIds)}>
            {u.name} (up to {u.maxCovers})
          </option>
        ))}
      </select>
      {none && (
        <p id="new-tables-none" className="mt-1 text-sm text-muted">
          No table is free for this party then: Book to hear why, or seat them over capacity.
        </p>
      )}
    </FormRow>
  );
}
