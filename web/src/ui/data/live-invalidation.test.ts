import { describe, expect, it } from 'vitest';
import { keysToRefetch, parseLiveChange } from './live-invalidation';
import { reconnectDelay } from './use-live-updates';

describe('live updates in the browser', () => {
  it('refetches only the announced day’s bookings, the dates, the figures and guests', () => {
    const change = parseLiveChange('{"type":"changed","topic":"reservations","date":"2027-01-10","ids":["r1"]}');
    expect(change && keysToRefetch(change)).toEqual([
      ['reservations', '2027-01-10'],
      ['reservations', 'dates'],
      ['stats'],
      ['guests'],
    ]);
  });

  it('refetches every booking view when no day is named, and ignores pongs', () => {
    expect(keysToRefetch({ type: 'changed', topic: 'waitlist' })[0]).toEqual(['reservations']);
    expect(parseLiveChange('pong')).toBeNull();
  });

  it('waits 1 s, then doubles up to 30 s, with at most a third added', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(8000);
    expect(reconnectDelay(3, () => 0.99)).toBeLessThanOrEqual(8000 * (4 / 3));
    expect(reconnectDelay(12, () => 0.99)).toBe(30_000);
  });
});
