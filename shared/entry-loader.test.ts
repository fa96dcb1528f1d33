import { afterEach, describe, expect, it, vi } from 'vitest';
import { berlinTomorrow } from './berlin-time';
import { MAX_BOOKING_DAYS_AHEAD } from './constants';
import { lastBookableDate } from './rules/reservation';
import { BOOKING_DATE_BOUNDS, ENTRY_LOADER } from './entry-loader';

const fillBounds = new Function('d', BOOKING_DATE_BOUNDS);

/** Runs the loader's date part at an instant on a page holding one booking date field, as the form draws it. */
function boundsAt(at: Date) {
  vi.setSystemTime(at);
  const field = { dataset: { minDays: '1', maxDays: String(MAX_BOOKING_DAYS_AHEAD) }, min: '', max: '' };
  fillBounds({ querySelectorAll: (selector: string) => (selector === 'input[data-min-days]' ? [field] : []) });
  return { min: field.min, max: field.max };
}

describe("the loader's date bounds (issue 27)", () => {
  afterEach(() => vi.useRealTimers());

  it("are Berlin's tomorrow and its last bookable day, as the rules say, at every half hour of two years", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const wrong: string[] = [];
    // 2026 and 2027 hold both changes of clocks each, and the turn of a year in between.
    for (let at = Date.UTC(2025, 11, 31, 20); at < Date.UTC(2028, 0, 1, 2); at += 1_800_000) {
      const now = new Date(at);
      const { min, max } = boundsAt(now);
      if (min !== berlinTomorrow(now) || max !== lastBookableDate(now))
        wrong.push(`${now.toISOString()}: ${min} ${max}`);
    }
    expect(wrong).toEqual([]);
  });

  it('at the edges of summer time: the minute before and after the clocks change', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 29 March 2026, 01:00 UTC: Berlin goes 02:00 → 03:00; 25 October 2026, 01:00 UTC: 03:00 → 02:00.
    for (const iso of [
      '2026-03-28T22:59:00Z',
      '2026-03-28T23:00:00Z',
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-24T21:59:00Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T00:59:00Z',
      '2026-10-25T01:00:00Z',
      '2026-10-25T22:59:00Z',
      '2026-10-25T23:00:00Z',
    ]) {
      expect(boundsAt(new Date(iso)), iso).toEqual({
        min: berlinTomorrow(new Date(iso)),
        max: lastBookableDate(new Date(iso)),
      });
    }
  });

  it('run first in the loader, before it waits for anything', () => {
    expect(ENTRY_LOADER.startsWith(`(d=>{${BOOKING_DATE_BOUNDS}`)).toBe(true);
    expect(ENTRY_LOADER).not.toContain('dataset.fetch');
  });
});
