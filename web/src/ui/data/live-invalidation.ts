import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

/** The server's announcement of a change (worker/live/live-messages.ts): ids, a day and a topic only. */
export type LiveChange = {
  type: 'changed';
  topic: 'reservations' | 'waitlist' | 'schedule' | 'room';
  date?: string;
  ids?: string[];
};

export function parseLiveChange(data: unknown): LiveChange | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as Partial<LiveChange>;
    return message.type === 'changed' && typeof message.topic === 'string' ? (message as LiveChange) : null;
  } catch {
    return null; // 'pong' and anything else
  }
}

/**
 * The query keys a change makes stale. A key is a prefix (docs/decisions/039): a day's change
 * refetches that day's views only; a change without a day refetches every view of its topic.
 * Figures and guest profiles count bookings, so any booking change refreshes them too.
 */
export function keysToRefetch(change: LiveChange): QueryKey[] {
  const bookings = change.date ? [queryKeys.reservations.day(change.date)] : [queryKeys.reservations.all];
  const counted = [queryKeys.stats, queryKeys.guests.all];
  switch (change.topic) {
    case 'reservations':
      // The dashboard's date list is not one day's: a new or cancelled booking may add or remove its date.
      return [...bookings, ['reservations', 'dates'], ...counted];
    case 'waitlist':
      // The waitlist's keys sit under the day's; seating a walk-in also makes a booking there.
      return [...bookings, queryKeys.stats];
    case 'schedule':
      // Closing a day may cancel its bookings.
      return [queryKeys.schedule.all, queryKeys.reservations.all, ...counted];
    case 'room':
      return [queryKeys.room, queryKeys.reservations.all];
  }
}
