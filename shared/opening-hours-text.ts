import { SEED_WEEKLY_RULES, WEEKDAY_KEYS, type WeekdayKey, type WeeklyRules } from './weekly-hours';
import { formatClock } from './i18n/format';
import type { Locale } from './i18n/locales';

/**
 * The opening hours as the site states them (issue 29): the footer's lines and the schema.org
 * hours, derived from the owner's weekly rules (docs/decisions/043) instead of fixed text.
 */

/** What guests see of a service: its name and hours, never its pacing. `until` is its last seating. */
export type OpeningService = { name: string; from: string; until: string };
export type OpeningWeek = Record<WeekdayKey, OpeningService[]>;

export const openingWeekOf = (rules: WeeklyRules): OpeningWeek =>
  Object.fromEntries(
    WEEKDAY_KEYS.map((key) => [
      key,
      [...rules[key]]
        .sort((a, b) => a.from.localeCompare(b.from))
        .map((s) => ({ name: s.name, from: s.from, until: s.lastSeating })),
    ]),
  ) as OpeningWeek;

/** The demo's week (migration 0007): what the build draws until the Worker writes the current one. */
export const SEED_OPENING_WEEK: OpeningWeek = openingWeekOf(SEED_WEEKLY_RULES);

const WORDS = {
  en: { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], daily: 'Daily', closed: 'closed', shut: 'Closed' },
  de: {
    days: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
    daily: 'Täglich',
    closed: 'Ruhetag',
    shut: 'Vorübergehend geschlossen',
  },
} as const;

/** The services the seed names, in German; a name the owner typed otherwise shows as typed. */
const GERMAN_SERVICE_NAMES: Record<string, string> = { lunch: 'Mittag', dinner: 'Abend' };
const serviceName = (name: string, locale: Locale) =>
  (locale === 'de' && GERMAN_SERVICE_NAMES[name.trim().toLowerCase()]) || name;

/**
 * Weekdays (indices 0 Monday … 6 Sunday) as runs: "Tue–Sun", "Mon, Wed", "Fri–Mon" (a run may go
 * over the week's end). Starts after a gap, so no run is split at Sunday; returns the first day too.
 */
function dayRanges(days: Set<number>, locale: Locale): { label: string; first: number } {
  const names = WORDS[locale].days;
  if (days.size === 7) return { label: WORDS[locale].daily, first: 0 };
  const first = [...days].sort((a, b) => a - b).find((d) => !days.has((d + 6) % 7))!;
  const runs: string[] = [];
  for (let i = 0; i < 7; i++) {
    const day = (first + i) % 7;
    if (!days.has(day) || (i > 0 && days.has((day + 6) % 7))) continue;
    let end = day;
    while (days.has((end + 1) % 7) && (end + 1) % 7 !== first) end = (end + 1) % 7;
    runs.push(end === day ? names[day] : `${names[day]}–${names[end]}`);
  }
  return { label: runs.join(', '), first };
}

/** Each distinct service with the weekdays it runs on, in week order then by start. */
export function servicesByDays(week: OpeningWeek, sameService: (s: OpeningService) => string) {
  const groups = new Map<string, { service: OpeningService; days: Set<number> }>();
  WEEKDAY_KEYS.forEach((key, day) => {
    for (const s of week[key]) {
      const id = sameService(s);
      const group = groups.get(id) ?? { service: s, days: new Set<number>() };
      group.days.add(day);
      groups.set(id, group);
    }
  });
  return [...groups.values()];
}

/**
 * The footer's lines, one per service and the weekdays it runs on, closed weekdays last:
 * "Daily · Dinner 18:00–23:30", "Sat–Sun · Lunch 12:00–14:30", "Mon: closed"; in German
 * "Di–So · Abend 18:00–23:30 Uhr", "Mo: Ruhetag".
 */
export function openingHoursLines(week: OpeningWeek, locale: Locale): string[] {
  const words = WORDS[locale];
  const lines = servicesByDays(week, (s) => `${s.name}\n${s.from}\n${s.until}`)
    .map(({ service: s, days }) => ({ ...dayRanges(days, locale), s }))
    .sort((a, b) => a.first - b.first || a.s.from.localeCompare(b.s.from))
    .map(({ label, s }) => `${label} · ${serviceName(s.name, locale)} ${formatClock(locale, `${s.from}–${s.until}`)}`);
  const closed = new Set(WEEKDAY_KEYS.flatMap((key, day) => (week[key].length === 0 ? [day] : [])));
  if (closed.size === 7) return [words.shut];
  if (closed.size > 0) lines.push(`${dayRanges(closed, locale).label}: ${words.closed}`);
  return lines;
}
