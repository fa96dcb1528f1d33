import { addDays } from '../../../shared/berlin-time';
import { HOUR_MS, insert } from './sql';

const LUNCH_TIMES = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
const DINNER_TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00'];

interface SeedSlot {
  time: string;
  maxReservations: number;
  available: boolean;
}

interface SeedDay {
  /** Days after today (Berlin). */
  offset: number;
  isOpen: boolean;
  specialNote: string;
  slots: SeedSlot[];
}

const slots = (times: string[], maxReservations: number, closed: string[] = []): SeedSlot[] =>
  times.map((time) => ({ time, maxReservations, available: !closed.includes(time) }));

/**
 * Records for a few of the next ten days. Days without a record keep the default
 * evening slots; a closed day has no slots at all.
 */
const SEED_SCHEDULE: readonly SeedDay[] = [
  {
    offset: 2,
    isOpen: true,
    specialNote: 'Lunch service: tiffin plates and thalis from 12:00',
    slots: [...slots(LUNCH_TIMES, 4), ...slots(DINNER_TIMES, 8)],
  },
  { offset: 4, isOpen: false, specialNote: 'Closed for a private event', slots: [] },
  {
    offset: 6,
    isOpen: true,
    specialNote: 'Dosa brunch from noon',
    slots: [...slots(LUNCH_TIMES, 6), ...slots(DINNER_TIMES, 6)],
  },
  {
    offset: 9,
    isOpen: true,
    specialNote: 'Kitchen team training until 19:00; dinner only',
    slots: slots(DINNER_TIMES, 5, ['18:00', '18:30']),
  },
];

export function scheduleSql(today: string, nowMs: number): string {
  const days = insert(
    'schedule_days',
    SEED_SCHEDULE.map((d, i) => ({
      date: addDays(today, d.offset),
      is_open: d.isOpen,
      special_note: d.specialNote,
      updated_at: nowMs - (i + 2) * 7 * HOUR_MS,
    })),
  );
  const timeSlots = insert(
    'time_slots',
    SEED_SCHEDULE.flatMap((d) =>
      d.slots.map((s) => ({
        date: addDays(today, d.offset),
        time: s.time,
        max_reservations: s.maxReservations,
        available: s.available,
      })),
    ),
  );
  return days + timeSlots;
}
