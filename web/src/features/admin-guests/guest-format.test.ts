import { describe, expect, it } from 'vitest';
import { bookingDay, countsLine, partySize } from './guest-format';

describe('guest counts', () => {
  it('reads "3 visits · 1 no-show", leaving out what never happened', () => {
    expect(countsLine({ visits: 3, noShows: 1, cancellations: 0 })).toBe('3 visits · 1 no-show');
    expect(countsLine({ visits: 1, noShows: 2, cancellations: 1 })).toBe('1 visit · 2 no-shows · 1 cancellation');
    expect(countsLine({ visits: 0, noShows: 0, cancellations: 0 })).toBe('0 visits');
  });

  it('names party sizes as the dashboard does', () => {
    expect(partySize(1)).toBe('1 person');
    expect(partySize(4)).toBe('4 people');
  });
});

describe('bookingDay', () => {
  it('reads "Fri 12 Dec 2026", whatever time part the stored date carries', () => {
    expect(bookingDay('2026-12-12')).toBe('Sat 12 Dec 2026');
    expect(bookingDay('2026-12-11T00:00:00.000Z')).toBe('Fri 11 Dec 2026');
  });
});
