import { PhoneCall } from 'lucide-react';

type Props = { only: boolean; count: number; onChange: (only: boolean) => void };

/**
 * All of the day's bookings, or only those whose guest has not confirmed from the reminder
 * (issue 31), to call them before service. A pressed-or-not button, like the List/Plan toggle.
 */
export function UnconfirmedFilter({ only, count, onChange }: Props) {
  return (
    <div role="group" aria-label="Show" className="inline-flex rounded-lg bg-sand/60 p-1 ring-1 ring-[#c9b393]">
      {[false, true].map((choice) => (
        <button
          key={String(choice)}
          type="button"
          aria-pressed={only === choice}
          onClick={() => onChange(choice)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-ink aria-pressed:bg-white aria-pressed:font-bold aria-pressed:text-tamarind-dark aria-pressed:shadow-sm"
        >
          {choice && <PhoneCall aria-hidden="true" className="size-4" />}
          {choice ? `Not yet confirmed (${count})` : 'All bookings'}
        </button>
      ))}
    </div>
  );
}
