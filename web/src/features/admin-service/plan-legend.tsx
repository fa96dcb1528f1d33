import { TriangleAlert } from 'lucide-react';
import { BAR_LOOKS, type BarLook } from './plan-bar';

const ORDER: BarLook[] = ['confirmed', 'pending', 'late', 'seated', 'completed'];

/** What the bars' looks mean, with the same icon and border as the bars. */
export function PlanLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-2 text-xs">
      {ORDER.map((look) => {
        const { label, tone, Icon } = BAR_LOOKS[look];
        return (
          <li key={look} className={`inline-flex items-center gap-1 rounded-md px-2 py-0.5 font-semibold ${tone}`}>
            {Icon && <Icon aria-hidden="true" className="size-3.5" />}
            {label}
          </li>
        );
      })}
      <li className="inline-flex items-center gap-1 rounded-md px-2 py-0.5 font-semibold text-ink ring-1 ring-sand">
        <TriangleAlert aria-hidden="true" className="size-3.5" />
        Over capacity
      </li>
      <li className="inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-muted ring-1 ring-sand">
        Empty space: the table is free
      </li>
    </ul>
  );
}
