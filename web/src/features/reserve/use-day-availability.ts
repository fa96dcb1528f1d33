import { useGuestData } from '../../ui/data/use-guest-data';
import { getDayAvailability } from './api/get-day-availability';

type TimeVerdict = { available: boolean; reason: string };
export type DayAvailability =
  | { status: 'idle' | 'loading' | 'error' }
  | {
      status: 'ready';
      request: boolean;
      verdicts: ReadonlyMap<string, TimeVerdict>;
      /** The party's stay: a full time's waitlist window ends with it (issue 31). */
      stayMinutes?: number | null;
    };

async function loadAvailability(date: string, guests: string): Promise<DayAvailability> {
  const body = await getDayAvailability(date, guests);
  const verdicts = new Map(body.times.map((t) => [t.time, { available: t.available, reason: t.reason }]));
  return { status: 'ready', request: body.request, verdicts, stayMinutes: body.stayMinutes ?? null };
}

/**
 * Which of the date's times have a table for the party (issue 28), loaded afresh whenever the
 * guest changes the date or the party size. Without an answer (loading, or the call failed) the
 * form offers the day's times as before and the booking's own check decides (spec §7).
 */
export function useDayAvailability(date: string, guests: string): DayAvailability {
  const answer = useGuestData(
    () => (date ? loadAvailability(date, guests) : Promise.resolve({ status: 'idle' } as const)),
    undefined,
    `${date}/${guests}`,
  );
  if (!date) return { status: 'idle' };
  if (answer.status === 'error') return { status: 'error' };
  return answer.status === 'success' ? answer.data : { status: 'loading' };
}
