import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correct, percentile, uncorrect, wrkInterval } from './wrk-histogram.mjs';

const histogram = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 60 })
  .map((pairs) => new Map(pairs));

describe("undoing wrk's coordinated-omission correction", () => {
  it('gives back exactly the recorded latencies, whatever they and the interval are', () => {
    fc.assert(
      fc.property(histogram, fc.integer({ min: 1, max: 400 }), (recorded, interval) => {
        expect(uncorrect(correct(recorded, interval), interval)).toEqual(
          new Map([...recorded].filter(([, n]) => n > 0)),
        );
      }),
      { seed: 20261123, numRuns: 500 },
    );
  });

  it('shows why the corrected p99 of a fast server reads like a slow one: three 40 ms pauses at 32 connections', () => {
    // 78,000 answers in 6 s at 32 connections: 2 ms each, but for the 96 caught in three 40 ms runtime pauses.
    const recorded = new Map([
      [2_000, 78_000 - 96],
      [40_000, 96],
    ]);
    const interval = wrkInterval(6_000_000, 78_000, 32);
    expect(interval).toBe(2_462);
    const corrected = correct(recorded, interval);
    expect(percentile(recorded, 99)).toBe(2_000);
    expect(percentile(corrected, 99)).toBeGreaterThan(10_000);
    expect(percentile(uncorrect(corrected, interval), 99)).toBe(2_000);
  });
});

describe('percentile', () => {
  it('ranks as wrk does (round(p% of the count + 0.5), counted from the fastest)', () => {
    const hist = new Map([
      [1, 98],
      [5, 1],
      [9, 1],
    ]);
    expect(percentile(hist, 50)).toBe(1);
    expect(percentile(hist, 98)).toBe(5);
    expect(percentile(hist, 99)).toBe(9);
    expect(percentile(hist, 100)).toBe(9);
  });
});
