const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * The free times closest to the one the guest wanted, on the same date (issue 28): the nearest
 * `count` by distance, an earlier one first on a tie, shown in the day's order.
 */
export function nearestFreeTimes(wanted: string, free: readonly string[], count = 2): string[] {
  const target = minutesOf(wanted);
  return [...free]
    .filter((time) => time !== wanted)
    .sort((a, b) => Math.abs(minutesOf(a) - target) - Math.abs(minutesOf(b) - target) || minutesOf(a) - minutesOf(b))
    .slice(0, count)
    .sort((a, b) => minutesOf(a) - minutesOf(b));
}
