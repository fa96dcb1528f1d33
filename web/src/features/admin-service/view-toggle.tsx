import { CalendarRange, List } from 'lucide-react';

export type ServiceView = 'list' | 'plan';

const VIEWS = [
  { view: 'list', label: 'List', Icon: List },
  { view: 'plan', label: 'Plan', Icon: CalendarRange },
] as const;

/** List or table plan: two pressed-or-not buttons, the chosen one also marked by its fill and weight. */
export function ViewToggle({ view, onChange }: { view: ServiceView; onChange: (view: ServiceView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-lg bg-sand/60 p-1 ring-1 ring-[#c9b393]">
      {VIEWS.map(({ view: v, label, Icon }) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-ink aria-pressed:bg-white aria-pressed:font-bold aria-pressed:text-tamarind-dark aria-pressed:shadow-sm"
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
