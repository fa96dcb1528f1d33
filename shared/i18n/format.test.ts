import { describe, expect, it } from 'vitest';
import { formatBerlinInstant, formatClock, formatGuests, formatLongDate, formatPrice } from './format';

const NBSP = '\u00a0';

describe('German formats a guest reads', () => {
  it('writes dates in full, as „Freitag, 12. Dezember 2026“', () => {
    expect(formatLongDate('de', '2026-12-12')).toBe('Samstag, 12. Dezember 2026');
    expect(formatLongDate('de', '2026-12-11')).toBe('Freitag, 11. Dezember 2026');
    expect(formatLongDate('en', '2026-12-11')).toBe('Friday, 11 December 2026');
  });

  it('keeps the calendar date on the days the clocks change', () => {
    expect(formatLongDate('de', '2026-03-29')).toBe('Sonntag, 29. März 2026');
    expect(formatLongDate('de', '2026-10-25')).toBe('Sonntag, 25. Oktober 2026');
  });

  it('binds "Uhr" and "Personen" to their number with a non-breaking space', () => {
    expect(formatClock('de', '12:30')).toBe(`12:30${NBSP}Uhr`);
    expect(formatClock('en', '12:30')).toBe('12:30');
    expect(formatGuests('de', 2)).toBe(`2${NBSP}Personen`);
    expect(formatGuests('de', 1)).toBe(`1${NBSP}Person`);
    expect(formatGuests('en', 1)).toBe('1 guest');
  });

  it('writes prices as „12,50 €“ in German and €12.50 in English', () => {
    expect(formatPrice('de', 1250)).toBe(`12,50${NBSP}€`);
    expect(formatPrice('de', 123456)).toBe(`1.234,56${NBSP}€`);
    expect(formatPrice('en', 1250)).toBe('€12.50');
  });

  it('shows instants in Berlin time across both daylight-saving changes', () => {
    // 01:30 UTC on 29 March 2026 is 03:30 CEST (the clocks jumped from 02:00 to 03:00).
    expect(formatBerlinInstant('de', new Date('2026-03-29T01:30:00Z'))).toMatch(
      new RegExp(`^29\\. März 2026,? (um )?03:30${NBSP}Uhr$`),
    );
    // 00:30 and 01:30 UTC on 25 October 2026 are both 02:30 in Berlin (CEST, then CET).
    const first = formatBerlinInstant('de', new Date('2026-10-25T00:30:00Z'));
    expect(first).toBe(formatBerlinInstant('de', new Date('2026-10-25T01:30:00Z')));
    expect(first).toContain('02:30');
    expect(formatBerlinInstant('en', new Date('2026-03-29T01:30:00Z'))).toBe('29 Mar 2026, 03:30');
  });
});
