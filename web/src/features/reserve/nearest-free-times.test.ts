import { describe, expect, it } from 'vitest';
import { nearestFreeTimes } from './nearest-free-times';

describe('nearestFreeTimes', () => {
  it('offers the closest free time on either side, in the day’s order', () => {
    expect(nearestFreeTimes('20:00', ['18:00', '19:30', '20:30', '22:00'])).toEqual(['19:30', '20:30']);
  });
  it('prefers the earlier of two equally close times and fills from one side when the other is empty', () => {
    expect(nearestFreeTimes('20:00', ['19:00', '21:00', '21:30'], 1)).toEqual(['19:00']);
    expect(nearestFreeTimes('18:00', ['19:00', '21:00', '21:30'])).toEqual(['19:00', '21:00']);
  });
  it('offers nothing when nothing is free, and never the wanted time itself', () => {
    expect(nearestFreeTimes('20:00', [])).toEqual([]);
    expect(nearestFreeTimes('20:00', ['20:00'])).toEqual([]);
  });
});
