import { staffCheckbox, staffInputBase } from '../../ui/controls/form-controls';
import { errorId } from './room-errors';

type InputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The document path of this field: its error, if any, is written under the row with this id. */
  path: string;
  errors: Record<string, string>;
  number?: boolean;
  /** Rows under a column heading hide their labels from sight from `sm` up; screen readers still read them. */
  labelClass?: string;
  className?: string;
};

/** One labelled field of a row, tied to its error message by aria-describedby. */
export function RoomInput({
  id,
  label,
  value,
  onChange,
  path,
  errors,
  number,
  labelClass = '',
  className = '',
}: InputProps) {
  const error = errors[path];
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={`mb-1 block text-xs font-semibold text-ink ${labelClass}`}>
        {label}
      </label>
      <input
        id={id}
        type={number ? 'number' : 'text'}
        inputMode={number ? 'numeric' : undefined}
        min={number ? 0 : undefined}
        step={number ? 1 : undefined}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId(path) : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${staffInputBase} w-full ${number ? 'tabular-nums' : ''}`}
      />
    </div>
  );
}

/** A checkbox with its label beside it. */
export function RoomCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-9 items-center gap-1.5 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className={staffCheckbox} />
      {label}
    </label>
  );
}

/** The messages for one row, each with the id its field points at. */
export function RowErrors({ paths, errors }: { paths: string[]; errors: Record<string, string> }) {
  const shown = paths.filter((path) => errors[path]);
  if (shown.length === 0) return null;
  return (
    <div className="col-span-full space-y-0.5">
      {shown.map((path) => (
        <p key={path} id={errorId(path)} className="text-sm font-medium text-chilli">
          {errors[path]}
        </p>
      ))}
    </div>
  );
}
