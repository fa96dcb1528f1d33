import { BOOKING_MESSAGES } from '../../../../shared/messages';
import type { ReservationInput } from '../../../../shared/rules/reservation';
import { checkAvailability } from './api/check-availability';
import { bookReservation } from './api/book-reservation';

export type Outcome = { tone: 'success' | 'error'; message: string };

/** §7 booking flow: check the slot first, and only book when it is free. */
export async function submitReservation(body: ReservationInput, idempotencyKey: string): Promise<Outcome> {
  try {
    const verdict = await checkAvailability(body.date, body.time, body.guests);
    if (!verdict.available) {
      return { tone: 'error', message: BOOKING_MESSAGES.slotUnavailable(verdict.reason ?? '') };
    }
    const booked = await bookReservation(body, idempotencyKey);
    if (booked.ok) return { tone: 'success', message: BOOKING_MESSAGES.success };
    return { tone: 'error', message: booked.error ?? BOOKING_MESSAGES.failure };
  } catch {
    return { tone: 'error', message: BOOKING_MESSAGES.failure };
  }
}
