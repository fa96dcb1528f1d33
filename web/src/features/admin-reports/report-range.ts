import { addDays, berlinToday } from '../../../../shared/berlin-time';
import { REPORT_DEFAULT_DAYS } from '../../../../shared/rules/reports';

/** The range presets, each ending today (Berlin). */
export const PRESETS = [
  { id: '4w', label: 'Last 4 weeks', days: REPORT_DEFAULT_DAYS },
  { id: '3m', label: 'Last 3 months', days: 91 },
  { id: '12m', label: 'Last 12 months', days: 365 },
] as const;

export type Range = { from: string; to: string };

export const presetRange = (days: number, today = berlinToday()): Range => ({
  from: addDays(today, 1 - days),
  to: today,
});

/** The range in the address (?from=&to=), else the last 4 weeks. */
export function rangeOf(params: URLSearchParams): Range {
  const from = params.get('from');
  const to = params.get('to');
  return from && to ? { from, to } : presetRange(REPORT_DEFAULT_DAYS);
}

/** The preset a range is, if it is one. */
export const presetOf = (range: Range) =>
  PRESETS.find((preset) => {
    const candidate = presetRange(preset.days);
    return candidate.from === range.from && candidate.to === range.to;
  });
