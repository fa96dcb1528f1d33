import { Trash2 } from 'lucide-react';
import { staffButton } from '../../ui/controls/staff-button';
import type { TableDraft } from './room-draft';
import { RoomCheckbox, RoomInput, RowErrors } from './room-input';

/** The tables' columns, shared by the heading row and every table's row from `sm` up. */
export const TABLE_COLUMNS =
  'sm:grid-cols-[minmax(4.5rem,13rem)_minmax(6rem,16rem)_4.5rem_4.5rem_4.5rem_4.75rem_4.75rem_2.25rem]';
const FIELDS = ['name', 'area', 'minCovers', 'maxCovers', 'priority'] as const;

type Props = {
  table: TableDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<TableDraft>) => void;
  onRemove: () => void;
};

/** One table: a group named after it, its fields in the columns' order. */
export function TableRow({ table, index, errors, onChange, onRemove }: Props) {
  const path = `tables.${index}`;
  const id = (field: string) => `table-${table.id}-${field}`;
  const title = table.name.trim() || 'New table';
  const input = (field: (typeof FIELDS)[number], label: string, number = true) => (
    <RoomInput
      id={id(field)}
      label={label}
      value={table[field]}
      onChange={(value) => onChange({ [field]: value })}
      path={`${path}.${field}`}
      errors={errors}
      number={number}
      labelClass="sm:sr-only"
    />
  );
  return (
    <li>
      <fieldset
        className={`grid grid-cols-3 items-end gap-x-2 gap-y-2 rounded-lg bg-white px-2.5 py-2 ring-1 sm:items-center ${TABLE_COLUMNS} ${errors[path] ? 'ring-chilli/60' : 'ring-sand'}`}
      >
        <legend className="sr-only">{title}</legend>
        {input('name', 'Name', false)}
        <div className="col-span-2 sm:col-span-1">{input('area', 'Area', false)}</div>
        {input('minCovers', 'Min covers')}
        {input('maxCovers', 'Max covers')}
        {input('priority', 'Priority')}
        <RoomCheckbox label="Online" checked={table.online} onChange={(online) => onChange({ online })} />
        <RoomCheckbox label="Active" checked={table.active} onChange={(active) => onChange({ active })} />
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${title}`}
          className={`${staffButton('ghost')} justify-self-end px-2`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
        <RowErrors paths={[path, `${path}.id`, ...FIELDS.map((field) => `${path}.${field}`)]} errors={errors} />
      </fieldset>
    </li>
  );
}
