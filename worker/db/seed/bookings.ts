import { addDays, berlinInstant } from '../../../shared/berlin-time';
import type { BookingSource, ReservationStatus } from '../../../shared/constants';
import { HOUR_MS, MINUTE_MS, insert } from './sql';

export interface SeedReservation {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** Days from today (Berlin): negative is past. */
  day: number;
  time: string;
  guests: number;
  occasion: string;
  specialRequests: string;
  status: ReservationStatus;
  /** Made this many hours before the seed ran: spreads them over the dashboard's 24h/48h/1 week filters. */
  hoursAgo: number;
  source?: BookingSource;
  language?: 'en' | 'de';
}

const r = (
  n: number,
  name: string,
  email: string,
  phone: string,
  day: number,
  time: string,
  guests: number,
  status: ReservationStatus,
  hoursAgo: number,
  occasion = 'None',
  specialRequests = '',
): SeedReservation => ({
  id: `res-demo-${String(n).padStart(2, '0')}`,
  name,
  email,
  phone,
  day,
  time,
  guests,
  occasion,
  specialRequests,
  status,
  hoursAgo,
});

export const SEED_RESERVATIONS: readonly SeedReservation[] = [
  // The last few days.
  r(
    1,
    'Anja Hoffmann',
    'anja.hoffmann@example.com',
    '+49 30 2184467',
    -3,
    '19:30',
    4,
    'confirmed',
    99,
    'Family Gathering',
  ),
  r(2, 'Jonas Weber', 'jonas.weber@example.org', '+49 176 55501234', -3, '20:00', 2, 'cancelled', 96, 'Date Night'),
  r(
    3,
    'Priya Raghavan',
    'priya.raghavan@example.com',
    '+49 30 6049921',
    -2,
    '18:30',
    6,
    'confirmed',
    90,
    'Birthday',
    'We are bringing a cake for my mother’s 70th. Could you keep it cold until dessert?',
  ),
  r(
    4,
    "Siobhan O'Neill",
    'siobhan.oneill@example.org',
    '+49 30 4412083',
    -2,
    '21:00',
    2,
    'confirmed',
    78,
    'Anniversary',
    'A quiet table by the window if possible.',
  ),
  r(5, 'Mehmet Yılmaz', 'mehmet.yilmaz@example.com', '+49 157 33328810', -1, '19:00', 3, 'confirmed', 62),
  r(
    6,
    'Clara Schneider',
    'clara.schneider@example.com',
    '+49 30 7781356',
    -1,
    '20:30',
    5,
    'cancelled',
    54,
    'Business Meeting',
  ),
  // Tonight's service (the Service page opens on it): every state, a call, a walk-in, a German
  // guest and an allergy. The times are the default evening slots (today has no schedule record).
  {
    ...r(7, 'Lukas Brandt', 'lukas.brandt@example.org', '+49 30 9920174', 0, '19:00', 2, 'confirmed', 50, 'Date Night'),
    source: 'phone',
  },
  r(18, 'Ananya Iyer', 'ananya.iyer@example.com', '+49 30 4471920', 0, '18:00', 4, 'completed', 30, 'Family Gathering'),
  r(19, 'Tobias Klein', 'tobias.klein@example.org', '+49 30 6628351', 0, '18:00', 2, 'seated', 26),
  { ...r(20, 'Walk-in at the bar', '', '+49 170 0000000', 0, '18:30', 2, 'seated', 1), source: 'walk-in' },
  r(21, 'Nikolai Petrov', 'nikolai.petrov@example.com', '+49 30 9183460', 0, '18:30', 3, 'no-show', 40, 'Birthday'),
  r(
    22,
    'Rahul Varma',
    'rahul.varma@example.com',
    '+49 30 2230981',
    0,
    '19:30',
    6,
    'confirmed',
    22,
    'Business Meeting',
    'Two of us have a severe peanut allergy. Please let the kitchen know.',
  ),
  {
    ...r(
      23,
      'Katrin Müller',
      'katrin.mueller@example.org',
      '+49 30 8846203',
      0,
      '20:00',
      2,
      'confirmed',
      18,
      'Anniversary',
      'Wir feiern unseren zehnten Hochzeitstag. Ein ruhiger Tisch wäre schön.',
    ),
    language: 'de',
  },
  r(24, 'Olivia Brooks', 'olivia.brooks@example.com', '+49 30 5519274', 0, '20:30', 2, 'pending', 3),
  r(
    25,
    'Stefan Roth',
    'stefan.roth@example.org',
    '+49 30 3378812',
    0,
    '21:00',
    4,
    'cancelled',
    12,
    'None',
    'Sorry, we are ill.',
  ),
  // The coming week.
  r(8, 'Karthik Subramanian', 'karthik.s@example.com', '+49 30 5531908', 1, '18:30', 2, 'pending', 2, 'Date Night'),
  r(
    9,
    'Eva Novak',
    'eva.novak@example.org',
    '+49 30 3365012',
    1,
    '19:30',
    4,
    'confirmed',
    30,
    'Birthday',
    'One guest is vegan; we would like to pre-order.',
  ),
  r(
    10,
    'Thomas Richter',
    'thomas.richter@example.com',
    '+49 30 2290477',
    2,
    '12:30',
    8,
    'confirmed',
    40,
    'Business Meeting',
    'Lunch with a client. We need the bill split into two.',
  ),
  r(
    11,
    'Leonie & Ben Fischer',
    'leonie.fischer@example.com',
    '+49 172 8834561',
    2,
    '19:00',
    2,
    'pending',
    5,
    'Anniversary',
  ),
  r(
    12,
    'Deepa Menon',
    'deepa.menon@example.org',
    '+49 30 6172290',
    3,
    '20:00',
    6,
    'pending',
    14,
    'Family Gathering',
    'One high chair, please. My father is allergic to cashews.',
  ),
  r(
    13,
    'Felix Wagner',
    'felix.wagner@example.com',
    '+49 30 4027765',
    3,
    '18:00',
    2,
    'cancelled',
    11,
    'None',
    'Sorry, our plans changed.',
  ),
  r(
    14,
    'Marta Kowalska',
    'marta.kowalska@example.org',
    '+49 30 8813340',
    4,
    '19:30',
    4,
    'cancelled',
    70,
    'Other',
    'Farewell dinner for a colleague.',
  ),
  r(15, 'Arjun Nair', 'arjun.nair@example.com', '+49 30 1234567', 5, '18:00', 2, 'pending', 1),
  r(
    16,
    'Sophie Lange',
    'sophie.lange@example.com',
    '+49 30 5058821',
    6,
    '13:00',
    5,
    'confirmed',
    20,
    'Family Gathering',
    'Two children; is there something mild for them?',
  ),
  r(17, 'Hannah Vogel', 'hannah.vogel@example.org', '+49 30 7124438', 7, '19:00', 3, 'pending', 9, 'Birthday'),
];

/**
 * Where each demo booking sits in the demo room (migrations/0006_room.sql): picked by hand so that
 * no table holds two overlapping stays (seed.test.ts checks it), as assignment would.
 */
const SEED_TABLES: Record<number, string[]> = {
  1: ['t5'],
  2: ['t1'],
  3: ['t9'],
  4: ['t1'],
  5: ['t5'],
  6: ['t9'],
  7: ['t1'],
  8: ['t1'],
  9: ['t5'],
  10: ['t5', 't6'],
  11: ['t1'],
  12: ['t9'],
  13: ['t1'],
  14: ['t5'],
  15: ['t1'],
  16: ['t9'],
  17: ['t5'],
  18: ['t5'],
  19: ['t2'],
  20: ['t3'],
  21: ['t6'],
  22: ['t9'],
  23: ['t2'],
  24: ['t3'],
  25: ['t7'],
};
/** The demo room's stays by party size (its stay_bands), in minutes. */
const demoStayMinutes = (guests: number) => (guests <= 2 ? 90 : guests <= 4 ? 120 : guests <= 6 ? 150 : 180);
const seedNumber = (id: string) => Number(id.slice('res-demo-'.length));

export function reservationsSql(today: string, nowMs: number): string {
  const startsAt = (x: SeedReservation) => berlinInstant(addDays(today, x.day), x.time).getTime();
  return (
    insert(
      'reservations',
      SEED_RESERVATIONS.map((x) => ({
        id: x.id,
        name: x.name,
        email: x.email,
        phone: x.phone,
        date: addDays(today, x.day),
        time: x.time,
        guests: x.guests,
        occasion: x.occasion,
        special_requests: x.specialRequests,
        status: x.status,
        source: x.source ?? 'online',
        language: x.language ?? 'en',
        // A few minutes off the hour, so the times look like real ones.
        created_at: nowMs - x.hoursAgo * HOUR_MS - ((x.hoursAgo * 7) % 50) * MINUTE_MS,
        starts_at: startsAt(x),
        ends_at: startsAt(x) + demoStayMinutes(x.guests) * MINUTE_MS,
      })),
    ) +
    insert(
      'reservation_tables',
      SEED_RESERVATIONS.flatMap((x) =>
        (SEED_TABLES[seedNumber(x.id)] ?? []).map((tableId) => ({ reservation_id: x.id, table_id: tableId })),
      ),
    )
  );
}
