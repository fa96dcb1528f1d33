// wrk 4 does not report the latencies it recorded. Before printing (and before its Lua `done`), it
// "corrects for coordinated omission" (stats_correct in wrk's stats.c): every answer slower than
// twice the mean interval of one connection is copied into the histogram again at that interval's
// steps below it, modelling guests who would have arrived at a steady rate during the wait. Each
// 40 ms pause of the runtime at 32 connections so adds some 500 samples no answer took, and with the
// few such pauses local workerd makes in a run, the p99 of a Worker that answers a constant JSON body
// reads 40–100 ms while its recorded p99 is a few milliseconds (docs/quality.md).
// bench/wrk.lua hands the whole corrected histogram over; this undoes the correction exactly, so
// the bench can report both: what the answers took, and wrk's steady-arrival estimate.

/** wrk's interval: the run's microseconds over the answers per connection (integer division). */
export const wrkInterval = (durationUs, requests, connections) =>
  Math.floor(durationUs / Math.floor(requests / connections));

/** wrk's own correction (stats_correct), for the tests: `hist` maps microseconds to counts. */
export function correct(hist, interval) {
  const out = new Map(hist);
  const max = Math.max(...hist.keys());
  for (let n = interval * 2; n <= max; n++) {
    const count = hist.get(n) ?? 0;
    for (let m = n - interval; count && m > interval; m -= interval) out.set(m, (out.get(m) ?? 0) + count);
  }
  return out;
}

/**
 * The recorded histogram behind a corrected one. Above one interval, a value's corrected count is
 * its recorded count plus the recorded counts at every interval step above it; walking down from
 * the slowest answer, those are already known.
 */
export function uncorrect(corrected, interval) {
  if (!(interval > 0)) return new Map(corrected);
  const recorded = new Map();
  const above = new Map(); // value → sum of recorded counts at value + k·interval, k ≥ 1
  for (const value of [...corrected.keys()].sort((a, b) => b - a)) {
    const own = value > interval ? corrected.get(value) - (above.get(value) ?? 0) : corrected.get(value);
    if (own > 0) recorded.set(value, own);
    const below = value - interval;
    if (below > interval) above.set(below, own + (above.get(value) ?? 0));
  }
  return recorded;
}

/** wrk's percentile: the smallest value whose running count reaches round(p% of all + 0.5). */
export function percentile(hist, p) {
  const values = [...hist.keys()].sort((a, b) => a - b);
  const total = values.reduce((n, v) => n + hist.get(v), 0);
  const rank = Math.round((p / 100) * total + 0.5);
  let seen = 0;
  for (const v of values) if ((seen += hist.get(v)) >= rank) return v;
  return values.at(-1) ?? 0;
}
