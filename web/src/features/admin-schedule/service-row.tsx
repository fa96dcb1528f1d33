import { Trash2 } from 'lucide-react';
import { staffButton } from '../../ui/controls/staff-button';
import { staffCheckbox, staffInput, staffLabel } from '../../ui/controls/form-controls';
import type { ServiceDraft } from './rules-draft';

type Props = { label: string; service: ServiceDraft; onChange: (next: ServiceDraft) => void; onRemove: () => void };

/** One service of a weekday: every input named with the day and the service's place, for screen readers. */
export function ServiceRow({ label, service, onChange, onRemove }: Props) {
  const set = (patch: Partial<ServiceDraft>) => onChange({ ...service, ...patch });
  const field = (text: string, input: React.ReactNode) => (
    <label className="min-w-0">
      <span className={staffLabel}>
        {text}
        <span className="sr-only"> ({label})</span>
      </span>
      {input}
    </label>
  );
  return (
    <li className="grid grid-cols-2 items-end gap-2 rounded-lg bg-cream/60 p-2 ring-1 ring-sand sm:grid-cols-4 lg:grid-cols-8">
      {field(
        'Service',
        <input value={service.name} onChange={(e) => set({ name: e.target.value })} className={staffInput} />,
      )}
      {field(
        'From',
        <input
          type="time"
          value={service.from}
          onChange={(e) => set({ from: e.target.value })}
          className={staffInput}
        />,
      )}
      {field(
        'Last seating',
        <input
          type="time"
          value={service.lastSeating}
          onChange={(e) => set({ lastSeating: e.target.value })}
          className={staffInput}
        />,
      )}
      {field(
        'Every',
        <select
          value={service.intervalMinutes}
          onChange={(e) => set({ intervalMinutes: e.target.value })}
          className={staffInput}
        >
          <option value="15">15 min</option>
          <option value="30">30 min</option>
        </select>,
      )}
      {field(
        'Parties per slot',
        <input
          inputMode="numeric"
          value={service.maxParties}
          onChange={(e) => set({ maxParties: e.target.value })}
          className={staffInput}
        />,
      )}
      {field(
        'Covers per slot',
        <input
          inputMode="numeric"
          placeholder="No limit"
          value={service.maxCovers}
          onChange={(e) => set({ maxCovers: e.target.value })}
          className={staffInput}
        />,
      )}
      <label className="flex min-h-9 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={service.online}
          onChange={(e) => set({ online: e.target.checked })}
          className={staffCheckbox}
        />
        Online<span className="sr-only"> ({label})</span>
      </label>
      <button type="button" onClick={onRemove} className={staffButton('danger-outline')}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remove<span className="sr-only"> {label}</span>
      </button>
    </li>
  );
}
