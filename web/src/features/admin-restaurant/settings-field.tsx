import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import type { FieldSpec } from './settings-draft';

const INPUT_TYPE = {
  text: 'text',
  email: 'email',
  url: 'url',
  tel: 'tel',
  number: 'number',
  'optional-number': 'number',
  'switched-number': 'number',
  'berlin-time': 'datetime-local',
} as const;

const idOf = (path: string) => `setting-${path.replaceAll('.', '-')}`;

type Props = { spec: FieldSpec; value: string; error?: string; onChange: (value: string) => void };

/** One setting: its label, input, hint and the shared rule's error for it. */
export function SettingsField({ spec, value, error, onChange }: Props) {
  const id = idOf(spec.path);
  const described = [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const numeric = spec.kind === 'number' || spec.kind === 'optional-number';
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={staffLabel}>
        {spec.label}
      </label>
      <input
        id={id}
        type={INPUT_TYPE[spec.kind]}
        inputMode={numeric ? 'numeric' : undefined}
        min={numeric ? 0 : undefined}
        step={numeric ? 1 : undefined}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${staffInput} ${numeric ? 'tabular-nums' : ''}`}
      />
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
