import { MAX_STAY_MINUTES, MIN_STAY_MINUTES } from '../../../../shared/rules/staff-booking';

/** Every length staff may give a stay, in 15-minute steps, with the booking's own if it is off that grid. */
export function stayChoices(current: number): number[] {
  const steps = Array.from(
    { length: (MAX_STAY_MINUTES - MIN_STAY_MINUTES) / 15 + 1 },
    (_, i) => MIN_STAY_MINUTES + i * 15,
  );
  return steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}

/** "2 h 30 min, until 21:30": the length and the wall-clock end it gives from `time`. */
export function stayLabel(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const end = (h * 60 + m + minutes) % (24 * 60);
  const until = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  const length =
    minutes % 60 === 0
      ? `${minutes / 60} h`
      : minutes < 60
        ? `${minutes} min`
        : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${length}, until ${until}`;
}
