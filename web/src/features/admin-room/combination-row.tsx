import { Trash2 } from 'lucide-react';
import { staffButton } from '../../ui/controls/staff-button';
import { staffCheckbox } from '../../ui/controls/form-controls';
import type { CombinationDraft, TableDraft } from './room-draft';
import { RoomInput, RowErrors } from './room-input';
import { errorId } from './room-errors';

const FIELDS = ['name', 'minCovers', 'maxCovers', 'priority'] as const;

type Props = {
  combination: CombinationDraft;
  index: number;
  /** The tables it may join: the active ones, and any it already names (so a stale member can be unticked). */
  tables: readonly TableDraft[];
  errors: Record<string, string>;
  onChange: (patch: Partial<CombinationDraft>) => void;
  onRemove: () => void;
};

/** One combination: its name, covers and priority, and a checkbox for each table it joins. */
export function CombinationRow({ combination, index, tables, errors, onChange, onRemove }: Props) {
  const path = `combinations.${index}`;
  const title = combination.name.trim() || 'New combination';
  const membersPath = `${path}.tableIds`;
  const toggle = (tableId: string, on: boolean) =>
    onChange({
      tableIds: on ? [...combination.tableIds, tableId] : combination.tableIds.filter((id) => id !== tableId),
    });
  return (
    <li>
      <fieldset
        className={`grid grid-cols-3 items-end gap-2 rounded-lg bg-white px-2.5 py-2 ring-1 sm:grid-cols-[minmax(6rem,20rem)_5rem_5rem_5rem_2.25rem] ${errors[path] ? 'ring-chilli/60' : 'ring-sand'}`}
      >
        <legend className="sr-only">{title}</legend>
        {FIELDS.map((field) => (
          <RoomInput
            key={field}
            id={`combination-${combination.id}-${field}`}
            label={{ name: 'Name', minCovers: 'Min covers', maxCovers: 'Max covers', priority: 'Priority' }[field]}
            value={combination[field]}
            onChange={(value) => onChange({ [field]: value })}
            path={`${path}.${field}`}
            errors={errors}
            number={field !== 'name'}
            className={field === 'name' ? 'col-span-3 sm:col-span-1' : ''}
          />
        ))}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${title}`}
          className={`${staffButton('ghost')} col-start-3 justify-self-end px-2 sm:col-start-auto`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
        <div
          role="group"
          aria-label={`Tables in ${title}`}
          aria-describedby={errors[membersPath] ? errorId(membersPath) : undefined}
          className="col-span-full flex flex-wrap gap-x-3 gap-y-1"
        >
          <span aria-hidden="true" className="w-full text-xs font-semibold text-ink">
            Tables
          </span>
          {tables.map((table) => (
            <label key={table.id} className="flex min-h-9 items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={combination.tableIds.includes(table.id)}
                onChange={(e) => toggle(table.id, e.target.checked)}
                className={staffCheckbox}
              />
              {table.name.trim() || 'New table'}
            </label>
          ))}
        </div>
        <RowErrors
          paths={[path, `${path}.id`, ...FIELDS.map((field) => `${path}.${field}`), membersPath]}
          errors={errors}
        />
      </fieldset>
    </li>
  );
}
