import { useState } from 'react';
import { Plus } from 'lucide-react';
import { StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInputBase } from '../../ui/controls/form-controls';
import { areasOf, newTable, type RoomDraft, type TableDraft } from './room-draft';
import { TABLE_COLUMNS, TableRow } from './table-row';
import { errorId } from './room-errors';

type Props = { draft: RoomDraft; errors: Record<string, string>; onChange: (draft: RoomDraft) => void };

const columnHeadings = ['Name', 'Area', 'Min covers', 'Max covers', 'Priority'];

/** Every table, listed under its area, each area with its own Add button; a new area starts with its first table. */
export function TablesSection({ draft, errors, onChange }: Props) {
  const [newArea, setNewArea] = useState('');
  const tables = draft.tables;
  const update = (id: string, patch: Partial<TableDraft>) =>
    onChange({ ...draft, tables: tables.map((t) => (t.id === id ? { ...t, ...patch } : t)) });
  const add = (area: string) => onChange({ ...draft, tables: [...tables, newTable(draft, area)] });
  const remove = (id: string) => onChange({ ...draft, tables: tables.filter((t) => t.id !== id) });

  return (
    <StaffSection id="room-tables-heading" title={`Tables (${tables.length})`}>
      <p className="mb-3 text-sm text-muted">
        Online: guests can book the table on the website; otherwise only staff seat it. Inactive tables are not booked
        at all. A lower priority is offered first.
      </p>
      {errors.tables && (
        <p id={errorId('tables')} className="mb-2 text-sm font-medium text-chilli">
          {errors.tables}
        </p>
      )}
      {areasOf(tables).map((area, areaIndex) => (
        <div key={area} role="group" aria-labelledby={`room-area-${areaIndex}`} className="mb-4">
          <h3 id={`room-area-${areaIndex}`} className="mb-1.5 text-base font-semibold text-tamarind-dark">
            {area || 'No area'}
          </h3>
          <div
            aria-hidden="true"
            className={`hidden px-2.5 pb-1 text-xs font-semibold text-muted sm:grid ${TABLE_COLUMNS} gap-x-2`}
          >
            {columnHeadings.map((heading) => (
              <span key={heading}>{heading}</span>
            ))}
          </div>
          <ul className="space-y-1.5">
            {tables.map(
              (table, index) =>
                table.listedUnder === area && (
                  <TableRow
                    key={table.id}
                    table={table}
                    index={index}
                    errors={errors}
                    onChange={(patch) => update(table.id, patch)}
                    onRemove={() => remove(table.id)}
                  />
                ),
            )}
          </ul>
          <button type="button" onClick={() => add(area)} className={`${staffButton('secondary')} mt-2`}>
            <Plus aria-hidden="true" className="size-4" />
            Add table to {area || 'no area'}
          </button>
        </div>
      ))}
      <form
        className="flex flex-wrap items-end gap-2 border-t border-sand pt-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!newArea.trim()) return;
          add(newArea.trim());
          setNewArea('');
        }}
      >
        <div>
          <label htmlFor="room-new-area" className="mb-1 block text-xs font-semibold text-ink">
            New area
          </label>
          <input
            id="room-new-area"
            value={newArea}
            onChange={(e) => setNewArea(e.target.value)}
            className={`${staffInputBase} w-44`}
          />
        </div>
        <button type="submit" disabled={!newArea.trim()} className={staffButton('secondary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add area with a table
        </button>
      </form>
    </StaffSection>
  );
}
