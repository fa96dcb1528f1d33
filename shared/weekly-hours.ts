/**
 * Opening hours as weekly rules (issue 29, docs/decisions/043): each weekday's services, expanded
 * into slot times. Pure, so the Worker, the back office grid and the footer expand them alike.
 * Times are Berlin wall-clock "HH:MM"; a date's weekday is its calendar's, whatever the clocks do.
 */

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** One service of a weekday: a slot every `intervalMinutes` from `from` to the last seating. */
export type WeeklyService = {
  name: string;
  from: string;
  lastSeating: string;
  intervalMinutes: number;
  maxParties: number;
  maxCovers: number | null;
  /** False: staff may book its slots (by phone), guests may not. */
  online: boolean;
};
export type WeeklyRules = Record<WeekdayKey, WeeklyService[]>;

const demoService = (name: string, from: string, lastSeating: string): WeeklyService => ({
  name,
  from,
  lastSeating,
  intervalMinutes: 30,
  maxParties: 6,
  maxCovers: null,
  online: true,
});
const demoDinner = demoService('Dinner', '18:00', '23:30');
const demoLunch = demoService('Lunch', '12:00', '14:30');
/** The demo's week as migration 0007 seeds it: dinner every day, lunch at weekends. */
export const SEED_WEEKLY_RULES: WeeklyRules = {
  mon: [demoDinner],
  tue: [demoDinner],
  wed: [demoDinner],
  thu: [demoDinner],
  fri: [demoDinner],
  sat: [demoLunch, demoDinner],
  sun: [demoLunch, demoDinner],
};

/** A slot a service makes, in the shape of a schedule day's slot, plus whether guests may book it. */
export type RuleSlot = {
  time: string;
  maxReservations: number;
  maxCovers: number | null;
  available: boolean;
  online: boolean;
};

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** ISO weekday of a yyyy-MM-dd date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

export const weekdayKeyOf = (date: string): WeekdayKey => WEEKDAY_KEYS[isoWeekday(date) - 1];

/** The times of a service: its start, every interval, up to and including the last seating. */
function serviceTimes(service: Pick<WeeklyService, 'from' | 'lastSeating' | 'intervalMinutes'>): string[] {
  const times: string[] = [];
  const end = minutesOf(service.lastSeating);
  for (let m = minutesOf(service.from); m <= end && service.intervalMinutes > 0; m += service.intervalMinutes)
    times.push(clockOf(m));
  return times;
}

/** A weekday's slots, in time order; none: the weekday is closed. */
export function ruleSlots(services: readonly WeeklyService[]): RuleSlot[] {
  return services
    .flatMap((s) =>
      serviceTimes(s).map((time) => ({
        time,
        maxReservations: s.maxParties,
        maxCovers: s.maxCovers,
        available: true,
        online: s.online,
      })),
    )
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** The slots the rules give a date. */
export const ruleSlotsOn = (rules: WeeklyRules, date: string) => ruleSlots(rules[weekdayKeyOf(date)]);
