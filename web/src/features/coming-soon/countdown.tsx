import { useEffect, useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import { timeLeft } from './countdown-math';
import { useMessages } from '../../ui/i18n';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Ticks every second (§9) until the target, then rests at zero. */
export function Countdown({ target }: { target: string }) {
  const targetMs = Date.parse(target);
  const [now, setNow] = useState(() => Date.now());
  // The prerendered page cannot know the visitor's clock: dashes until it has hydrated.
  const hydrated = useHydrated();
  const left = timeLeft(targetMs, now);
  const done = now >= targetMs;
  const { comingSoon } = useMessages();

  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);

  return (
    <div role="timer" aria-label={comingSoon.countdownLabel} className="grid grid-cols-4 gap-2 sm:gap-4">
      {units.map((unit) => (
        <div key={unit} className="rounded-2xl bg-leaf-dark-raised px-2 py-4 text-center ring-1 ring-cream/25 sm:py-6">
          <p className="font-display text-3xl font-semibold tabular-nums text-cream sm:text-5xl">
            {hydrated ? String(left[unit]).padStart(2, '0') : '--'}
          </p>
          <p className="mt-1 text-[0.65rem] font-bold uppercase tracking-[0.06em] text-turmeric-light sm:text-xs sm:tracking-[0.16em]">{comingSoon.units[unit]}</p>
        </div>
      ))}
    </div>
  );
}
