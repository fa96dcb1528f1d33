import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown-math';

const target = Date.parse('2025-05-15T00:00:00+02:00');

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds partial seconds down, never showing a second that is not left', () => {
    expect(timeLeft(target, target - 1999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is all zero at the target and never goes below zero after it', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeLeft(target, target)).toEqual(zero);
    expect(timeLeft(target, target + 1)).toEqual(zero);
    expect(timeLeft(target, target + 400 * 86_400_000)).toEqual(zero);
  });

  it('targets midnight in Berlin, which is 22:00 UTC the day before in summer', () => {
    expect(new Date(target).toISOString()).toBe('2025-05-14T22:00:00.000Z');
    expect(timeLeft(target, Date.parse('2025-05-14T21:59:00Z'))).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });
});
