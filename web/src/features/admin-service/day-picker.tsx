import { ChevronLeft, ChevronRight } from 'lucide-react';
import { berlinToday } from '../../../../shared/berlin-time';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInputBase } from '../../ui/controls/form-controls';
import { nextDay, writtenDate } from './service-date';

/** One day at a time: previous / Today / next, or any date; the day written out as staff say it. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const today = berlinToday();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2
        id="service-day-heading"
        className="font-display text-2xl font-semibold text-tamarind-dark"
        aria-live="polite"
      >
        {writtenDate(date)}
        {date === today && (
          <>
            {' '}
            <span className="ml-1 align-middle text-sm font-semibold text-leaf">Today</span>
          </>
        )}
      </h2>
      <nav aria-label="Choose the day" className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => onChange(nextDay(date, -1))} className={staffButton('secondary')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous day
        </button>
        <button
          type="button"
          onClick={() => onChange(today)}
          disabled={date === today}
          className={staffButton('secondary')}
        >
          Today
        </button>
        <button type="button" onClick={() => onChange(nextDay(date, 1))} className={staffButton('secondary')}>
          Next day
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
        <label htmlFor="service-date" className="sr-only">
          Date
        </label>
        <input
          id="service-date"
          type="date"
          value={date}
          onChange={(e) => e.target.value && onChange(e.target.value)}
          className={`${staffInputBase} w-40`}
        />
      </nav>
    </div>
  );
}
