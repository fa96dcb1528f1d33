import { useEffect, useRef } from 'react';
import { COUNTDOWN_UNITS, runCountdown } from './countdown-clock';
import { COUNTDOWN_ATTRIBUTE } from '../../../../shared/coming-soon-page';
import { useMessages } from '../../ui/format/i18n';

/**
 * Ticks every second (§9) until the target, then gives way to the page's end state. Drawn with dashes, as the page is
 * prerendered without the visitor's clock; ./countdown-clock.ts fills the numbers in.
 */
export function Countdown({ target }: { target: string }) {
  const timer = useRef<HTMLDivElement>(null);
  const { comingSoon } = useMessages();
  useEffect(() => runCountdown(timer.current!), [target]);

  return (
    <div
      ref={timer}
      {...{ [COUNTDOWN_ATTRIBUTE]: target }}
      role="timer"
      aria-label={comingSoon.countdownLabel}
      className="grid grid-cols-4 gap-2 sm:gap-4"
    >
      {COUNTDOWN_UNITS.map((unit) => (
        <div key={unit} className="rounded-2xl bg-leaf-dark-raised px-2 py-4 text-center ring-1 ring-cream/25 sm:py-6">
          <p data-unit={unit} className="font-display text-3xl font-semibold tabular-nums text-cream sm:text-5xl">
            --
          </p>
          <p className="mt-1 text-[0.65rem] font-bold uppercase tracking-[0.06em] text-turmeric-light sm:text-xs sm:tracking-[0.16em]">
            {comingSoon.units[unit]}
          </p>
        </div>
      ))}
    </div>
  );
}
