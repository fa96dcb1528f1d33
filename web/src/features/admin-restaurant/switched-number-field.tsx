import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import type { FieldSpec } from './settings-draft';

type Props = {
  spec: FieldSpec;
  on: boolean;
  value: string;
  error?: string;
  onSwitch: (on: boolean, value: string) => void;
  onChange: (value: string) => void;
};

/**
 * A policy that is off until the owner ticks it (issue 31's no-show limit): ticking proposes a
 * value (2), and only then does the number show.
 */
export function SwitchedNumberField({ spec, on, value, error, onSwitch, onChange }: Props) {
  const id = `setting-${spec.path.replaceAll('.', '-')}`;
  const described = [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="min-w-0 md:col-span-2">
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => onSwitch(e.target.checked, e.target.checked && value === '' ? (spec.proposed ?? '') : value)}
          className="size-5 accent-leaf"
        />
        {spec.switch}
      </label>
      {on && (
        <div className="mt-2 max-w-xs">
          <label htmlFor={id} className={staffLabel}>
            {spec.label}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={value}
            aria-invalid={Boolean(error)}
            aria-describedby={described || undefined}
            onChange={(e) => onChange(e.target.value)}
            className={`${staffInput} tabular-nums`}
          />
        </div>
      )}
      {spec.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {spec.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </div>
  );
}
