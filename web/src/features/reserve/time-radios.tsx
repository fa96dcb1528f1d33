import { useState, type ReactNode } from 'react';
import { formatClock } from '../../../../shared/i18n/format';
import { Alert } from '../../ui/controls/alert';
import { useLocale, useMessages } from '../../ui/format/i18n';
import type { DayAvailability } from './use-day-availability';
import { nearestFreeTimes } from './nearest-free-times';

type Props = {
  times: readonly string[];
  availability: DayAvailability;
  value: string;
  error?: string;
  choose: (time: string) => void;
  /** What a guest may do instead about a fully booked time they wanted (issue 31: its waitlist). */
  fullOffer?: (time: string) => ReactNode;
};

const choiceClasses =
  'flex min-h-11 flex-wrap items-center justify-center gap-x-1 rounded-xl border border-[#c9b393] bg-white px-2 py-2 text-center ' +
  'text-base font-semibold text-ink transition-colors hover:border-tamarind/60 ' +
  'peer-checked:border-leaf peer-checked:bg-leaf peer-checked:text-white ' +
  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-turmeric ' +
  'peer-aria-disabled:cursor-not-allowed peer-aria-disabled:border-dashed peer-aria-disabled:bg-sand/60 peer-aria-disabled:font-normal ' +
  'peer-aria-disabled:text-muted peer-aria-disabled:hover:border-[#c9b393]';

/**
 * The date's times for the party as a radio group (issue 28): native radios, so Tab enters the
 * group and the arrows move between the free times; each label is a 44 px target. A full time
 * stays in the list, disabled and named so ("20:00 – fully booked"), and when the time the guest
 * wants is full, the nearest free ones on the same date are a tap away.
 */
export function TimeRadios({ times, availability, value, error, choose, fullOffer }: Props) {
  const { reserve: t, api } = useMessages();
  const locale = useLocale();
  const clock = (time: string) => formatClock(locale, time);
  const verdicts = availability.status === 'ready' ? availability.verdicts : undefined;
  const taken = (time: string) => verdicts?.get(time)?.available === false;
  const free = times.filter((time) => !taken(time));
  // A time is "fully booked" only when the room is full; when the whole date refuses (beyond the
  // booking window), the form says why in place of "no free times" (wholeDateReason).
  const full = (time: string) => taken(time) && verdicts?.get(time)?.reason === api.availability.full;
  // A full time the guest tapped or arrowed onto: not chosen, but answered with the nearest free ones.
  const [tapped, setTapped] = useState('');
  const chosenTaken = value !== '' && (taken(value) || (verdicts !== undefined && !times.includes(value)));
  const wanted = tapped && taken(tapped) ? tapped : chosenTaken ? value : '';
  const nearest = wanted ? nearestFreeTimes(wanted, free) : [];
  const pick = (time: string) => {
    setTapped('');
    choose(time);
  };
  const errorId = error ? 'res-time-error' : undefined;
  return (
    <fieldset
      className="min-w-0 sm:col-span-2"
      aria-describedby={errorId}
      aria-busy={availability.status === 'loading'}
    >
      <legend id="res-time" className="mb-1.5 block text-sm font-semibold text-ink">
        {t.labels.time}
      </legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {times.map((time) => (
          <label key={time} className="relative">
            <input
              type="radio"
              name="time"
              value={time}
              checked={value === time}
              // aria-disabled, not disabled: still reached by a tap and the arrows, and read as unavailable.
              aria-disabled={taken(time) || undefined}
              onChange={() => (taken(time) ? setTapped(time) : pick(time))}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0 aria-disabled:cursor-not-allowed"
            />
            <span className={choiceClasses}>
              {clock(time)}
              {/* Read as "20:00 – fully booked"; the dash only for the ear, the line break does it for the eye. */}
              {taken(time) && (
                <>
                  <span className="sr-only"> – </span>
                  <span className="text-xs">{full(time) ? t.fullyBooked : t.notBookable}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      {availability.status === 'ready' && availability.request && (
        <Alert tone="info" className="mt-3">
          {t.requestNotice}
        </Alert>
      )}
      {wanted && (
        <Alert tone="info" className="mt-3">
          <p>{t.timeTaken(clock(wanted))}</p>
          {nearest.length > 0 && (
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <span className="w-full sm:w-auto">{t.nearestFree}</span>
              {nearest.map((time) => (
                <button
                  key={time}
                  type="button"
                  onClick={() => pick(time)}
                  className="min-h-11 min-w-16 rounded-xl border border-leaf bg-white px-3 font-semibold text-leaf-dark hover:bg-[#e8f3ec] focus-visible:outline-3 focus-visible:outline-turmeric"
                >
                  {clock(time)}
                </button>
              ))}
            </p>
          )}
          {fullOffer && full(wanted) && fullOffer(wanted)}
        </Alert>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-chilli">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The one reason every time of the date gives, when it is not that the room is full. */
export function wholeDateReason(
  times: readonly string[],
  verdicts: ReadonlyMap<string, { available: boolean; reason: string }> | undefined,
  fullReason: string,
): string {
  const reasons = new Set(times.map((time) => verdicts?.get(time)?.reason ?? ''));
  const [only] = reasons;
  return reasons.size === 1 && only && only !== fullReason ? only : '';
}
