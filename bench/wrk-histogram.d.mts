// Types for bench/wrk-histogram.mjs (plain JS, so `npm run bench` runs it without a build step).
/** Latency in microseconds → how many answers took it. */
export type Histogram = Map<number, number>;
export function wrkInterval(durationUs: number, requests: number, connections: number): number;
export function correct(hist: Histogram, interval: number): Histogram;
export function uncorrect(corrected: Histogram, interval: number): Histogram;
export function percentile(hist: Histogram, p: number): number;
