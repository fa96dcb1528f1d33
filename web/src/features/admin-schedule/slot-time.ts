/** §2: slot times of 12:00 or later show as PM ("18:30" → "6:30 PM", "00:15" → "12:15 AM"). */
export function formatSlotTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (!Number.isInteger(h) || !Number.isInteger(m)) return time;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

/** The time 30 minutes after `time`, for the next slot staff add; stops at 23:30. */
export function nextSlotTime(time: string | undefined): string {
  if (!time) return '18:00';
  const [h, m] = time.split(':').map(Number);
  const minutes = Math.min(h * 60 + m + 30, 23 * 60 + 30);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const QUARTER_HOURS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

/** Every quarter hour of the day, plus `current` if a stored slot sits between them. */
export function timeOptions(current: string): string[] {
  return QUARTER_HOURS.includes(current) ? QUARTER_HOURS : [...QUARTER_HOURS, current].sort();
}
