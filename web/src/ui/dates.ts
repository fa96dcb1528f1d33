/**
 * Calendar dates arrive as yyyy-MM-dd in Berlin already; they are formatted as UTC
 * midnights so the viewer's own time zone can never shift them by a day.
 */
const styles = {
  short: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
  medium: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  long: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
} as const;

export function formatIsoDate(iso: string, style: keyof typeof styles = 'medium'): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return styles[style].format(new Date(Date.UTC(y, m - 1, d)));
}

const instant = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO timestamp as Berlin wall-clock time, e.g. "3 Jun, 19:42". */
export function formatInstant(isoTimestamp: string): string {
  const at = new Date(isoTimestamp);
  return Number.isNaN(at.getTime()) ? isoTimestamp : instant.format(at);
}
