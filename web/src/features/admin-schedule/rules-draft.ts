import { WEEKDAY_KEYS, type WeekdayKey, type WeeklyRules } from '../../../../shared/weekly-hours';
import type { OpeningRulesInput } from '../../../../shared/rules/opening-rules';

/** A service as typed: numbers stay text so "" and "7x" reach the shared rule as errors. */
export type ServiceDraft = {
  key: number;
  name: string;
  from: string;
  lastSeating: string;
  intervalMinutes: string;
  maxParties: string;
  maxCovers: string;
  online: boolean;
};
export type WeekDraft = Record<WeekdayKey, ServiceDraft[]>;

let nextKey = 0;
const newServiceKey = () => nextKey++;

export const blankService = (): ServiceDraft => ({
  key: newServiceKey(),
  name: 'Dinner',
  from: '18:00',
  lastSeating: '21:30',
  intervalMinutes: '30',
  maxParties: '6',
  maxCovers: '',
  online: true,
});

export function draftOf(week: WeeklyRules): WeekDraft {
  return Object.fromEntries(
    WEEKDAY_KEYS.map((day) => [
      day,
      week[day].map((s) => ({
        key: newServiceKey(),
        name: s.name,
        from: s.from,
        lastSeating: s.lastSeating,
        intervalMinutes: String(s.intervalMinutes),
        maxParties: String(s.maxParties),
        maxCovers: s.maxCovers === null ? '' : String(s.maxCovers),
        online: s.online,
      })),
    ]),
  ) as WeekDraft;
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The body PUT /api/schedule/rules takes, as typed (the shared rule decides what is wrong). */
export function bodyOf(draft: WeekDraft): OpeningRulesInput['weekly'] {
  return Object.fromEntries(
    WEEKDAY_KEYS.map((day) => [
      day,
      draft[day].map((s) => ({
        name: s.name,
        from: s.from,
        lastSeating: s.lastSeating,
        intervalMinutes: numberOf(s.intervalMinutes) as 15 | 30,
        maxParties: numberOf(s.maxParties),
        maxCovers: s.maxCovers.trim() === '' ? null : numberOf(s.maxCovers),
        online: s.online,
      })),
    ]),
  ) as OpeningRulesInput['weekly'];
}
