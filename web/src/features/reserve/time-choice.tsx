import { useState, type ReactNode } from 'react';
import { DEFAULT_SLOT_TIMES } from '../../../../shared/constants';
import { formatClock } from '../../../../shared/i18n/format';
import { inputClasses } from '../../ui/controls/field';
import { useHydrated } from '../../ui/islands/use-hydrated';
import { useLocale, useMessages } from '../../ui/format/i18n';
import type { DaySlots } from './use-day-slots';
import type { DayAvailability } from './use-day-availability';
import { TimeRadios } from './time-radios';

type Props = {
  slots: DaySlots;
  /** Tomorrow's times the Worker drew the select with (issue 29); the build's defaults without them. */
  drawnTimes?: readonly string[];
  availability: DayAvailability;
  value: string;
  error?: string;
  choose: (time: string) => void;
  blur: () => void;
  fullOffer?: (time: string) => ReactNode;
};

/**
 * The time (issue 28): the drawn page and a form still waking carry today's select with
 * tomorrow's times as the Worker drew them (the build's: the spec's slots), so a guest can pick a time before the script has come (decision 033; what they
 * chose is replayed into this very select). Once awake and the date's times are known, it becomes
 * the times as tappable radios, a full one shown as taken; from then on it stays radios while a
 * new date's times load.
 */
export function TimeChoice({ slots, drawnTimes, availability, value, error, choose, blur, fullOffer }: Props) {
  const { reserve: t } = useMessages();
  const locale = useLocale();
  const hydrated = useHydrated();
  const known = slots.status === 'open' && slots.times.length > 0;
  const [upgraded, setUpgraded] = useState(false);
  // Remembered during render (React's way to adjust state to props), so a later date's load keeps the radios.
  if (hydrated && known && !upgraded) setUpgraded(true);

  if (hydrated && (known || (upgraded && slots.status === 'loading'))) {
    return <TimeRadios times={slots.times} {...{ availability, value, error, choose, fullOffer }} />;
  }
  const closedOrEmpty = slots.status === 'closed' || (slots.status === 'open' && slots.times.length === 0);
  const options =
    slots.status === 'open' || slots.status === 'closed' ? slots.times : (drawnTimes ?? DEFAULT_SLOT_TIMES);
  const hintId = slots.status === 'idle' ? 'res-time-hint' : undefined;
  const errorId = error ? 'res-time-error' : undefined;
  return (
    <div className="sm:col-span-2">
      <label htmlFor="res-time" className="mb-1.5 block text-sm font-semibold text-ink">
        {t.labels.time}
      </label>
      <select
        id="res-time"
        name="time"
        value={value}
        onChange={(e) => choose(e.target.value)}
        onBlur={blur}
        disabled={closedOrEmpty}
        aria-invalid={Boolean(error)}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputClasses}
      >
        <option value="">{slots.status === 'loading' ? t.loadingTimes : t.selectTime}</option>
        {options.map((time) => (
          <option key={time} value={time}>
            {formatClock(locale, time)}
          </option>
        ))}
      </select>
      {hintId && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {t.chooseDate}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </div>
  );
}
